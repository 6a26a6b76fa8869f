import type { ComparisonSectionKey, ShopComparisonRecord } from '@rlo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ComparisonSection } from '../components/ComparisonSection';
import { UNSORTED } from '../utils/comparisonRows';

const section = (from: string, to: string, priorFrom: string, priorTo: string, gross: number) => ({
  from,
  to,
  prior_from: priorFrom,
  prior_to: priorTo,
  gross_sales_cents: gross,
  sale_count: 12_345,
  changes: { gross_pct: null, car_count_pct: 25 },
});

const record = (id: number, name: string, today: string, sections: Partial<Record<ComparisonSectionKey, unknown>>) =>
  ({ location_id: id, location_name: name, partner_id: 1, timezone: 'US/Central', today, ...sections }) as unknown as ShopComparisonRecord;

function renderSection(key: ComparisonSectionKey, records: ShopComparisonRecord[]) {
  renderWithProviders(
    <ComparisonSection section={key} records={records} expanded onToggle={vi.fn()} sort={UNSORTED} onSortRow={vi.fn()} />,
  );
  return screen.getByRole('button', { expanded: true });
}

describe('ComparisonSection', () => {
  it('names the dates once in the header when every location is on the same day', () => {
    const records = [
      record(1, 'North', '2026-11-18', { specific_day_summary: section('2026-11-17', '2026-11-17', '2026-11-10', '2026-11-10', 100) }),
      record(2, 'East', '2026-11-18', { specific_day_summary: section('2026-11-17', '2026-11-17', '2026-11-10', '2026-11-10', 200) }),
    ];
    const header = renderSection('specific_day_summary', records);
    expect(header).toHaveTextContent('Specific day11/17/2026 · vs 11/10/2026');
    expect(document.querySelectorAll('[data-column-dates]')).toHaveLength(0);
  });

  it('names the dates under each location when their time zones put them on different days', () => {
    const records = [
      record(1, 'Central', '2026-03-03', { specific_day_summary: section('2026-03-02', '2026-03-02', '2026-02-23', '2026-02-23', 30_000) }),
      record(2, 'Eastern', '2026-03-04', { specific_day_summary: section('2026-03-03', '2026-03-03', '2026-02-24', '2026-02-24', 20_000) }),
    ];
    const header = renderSection('specific_day_summary', records);
    expect(header).toHaveTextContent('Dates differ by location (time zones)');
    expect(header).not.toHaveTextContent('03/02/2026');
    const heads = screen.getAllByRole('columnheader');
    expect(within(heads[1]).getByText('Central')).toBeInTheDocument();
    expect(heads[1]).toHaveTextContent('03/02/2026 · vs 02/23/2026');
    expect(heads[2]).toHaveTextContent('03/03/2026 · vs 02/24/2026');
  });

  it('calls the week "this week to today" and shows its days from Monday to today', () => {
    const records = [record(1, 'North', '2026-11-18', { weekly_summary: section('2026-11-16', '2026-11-18', '2026-11-09', '2026-11-11', 100) })];
    const header = renderSection('weekly_summary', records);
    expect(header).toHaveTextContent('This week to today11/16/2026 – 11/18/2026 · vs 11/09/2026 – 11/11/2026');
  });

  it('groups the digits of the RO count', () => {
    const records = [record(1, 'North', '2026-11-18', { current_year_summary: section('2026-01-01', '2026-11-18', '2025-01-01', '2025-11-18', 100) })];
    renderSection('current_year_summary', records);
    const row = document.querySelector('[data-metric="sale_count"]') as HTMLElement;
    expect(within(row).getByText('12,345')).toBeInTheDocument();
    expect(within(row).getByText('+25.00%')).toBeInTheDocument();
  });
});
