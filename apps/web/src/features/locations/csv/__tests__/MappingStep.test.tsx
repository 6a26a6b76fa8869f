import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { guessMapping, type CsvMapping } from '@rlo/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MappingStep } from '../components/MappingStep';
import type { ParseProgress } from '../parseMessages';
import type { MappingChoice } from '../utils/preview';

const HEADERS = ['Invoice #', 'Date Posted', 'Amount', 'Repair Order Number', 'Item Type', 'Customer First'];

function Harness({
  saved = null,
  reading = null,
}: {
  saved?: CsvMapping | null;
  reading?: ParseProgress | null;
}) {
  const [state, setState] = useState<{ mapping: CsvMapping; choice: MappingChoice }>({
    mapping: guessMapping(HEADERS),
    choice: 'guess',
  });
  return (
    <>
      <MappingStep
        headers={HEADERS}
        mapping={state.mapping}
        choice={state.choice}
        saved={saved}
        onChange={(mapping, choice) => setState({ mapping, choice })}
        reading={reading}
      />
      <output data-testid="mapping">{JSON.stringify(state.mapping)}</output>
    </>
  );
}

const mappingShown = () => JSON.parse(screen.getByTestId('mapping').textContent ?? '{}') as CsvMapping;
const field = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

describe('MappingStep', () => {
  it('shows the guessed column of each field, with every header to choose from', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    // "Repair Order Number" is a more specific name than "Invoice #".
    expect(field('RO number')).toHaveTextContent('Repair Order Number');
    expect(field('Closed')).toHaveTextContent('Date Posted');
    expect(field('Sold amount')).toHaveTextContent('Amount');
    expect(field('Line type')).toHaveTextContent('Item Type');
    expect(field('Vehicle VIN')).toHaveTextContent('Not in the file');
    await user.click(field('RO number'));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Not in the file', ...HEADERS]);
    await user.click(screen.getByRole('option', { name: 'Invoice #' }));
    expect(mappingShown().ro_number).toBe('Invoice #');
  });

  it('requires the RO number column', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByText('Choose the column that holds the RO number.')).not.toBeInTheDocument();
    await user.click(field('RO number'));
    await user.click(screen.getByRole('option', { name: 'Not in the file' }));
    expect(mappingShown().ro_number).toBeUndefined();
    expect(screen.getByText('Choose the column that holds the RO number.')).toBeInTheDocument();
  });

  it('applies a preset to the columns the file has, and offers the saved mapping', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness saved={{ ro_number: 'Invoice #', sold_amount: 'Amount', color: 'x' } as CsvMapping} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Start from' }));
    const presets = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(presets).toEqual([
      'The mapping saved for this location',
      "Guessed from the file's column names",
      'Generic layout (documented column names)',
      'Typical Shop-Ware-style column names',
      'Typical Mitchell-style column names',
    ]);
    await user.click(screen.getByRole('option', { name: 'Typical Mitchell-style column names' }));
    expect(mappingShown()).toEqual({
      ro_number: 'Repair Order Number',
      customer_first_name: 'Customer First',
      line_type: 'Item Type',
    });
    await user.click(screen.getByRole('combobox', { name: 'Start from' }));
    await user.click(screen.getByRole('option', { name: 'The mapping saved for this location' }));
    expect(mappingShown()).toEqual({ ro_number: 'Invoice #', sold_amount: 'Amount' });
  });

  it('shows the reading progress and has no accessibility violations', async () => {
    renderWithProviders(<Harness reading={{ rows: 12_000, fraction: 0.4 }} />);
    expect(screen.getByText('Reading the file: 12,000 rows (40%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading the file' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // Rendered alone, outside the page's landmarks (region); jsdom does not paint (color-contrast).
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    const result = await axe.run(document.body, { rules });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
