import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDateFnsLocale } from '@/lib/dateFnsLocale';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { IsoDateField } from '../IsoDateField';

// The app's day field, in place of <input type="date"> (which follows the browser's language): it
// shows and takes dates by the app's one rule and speaks ISO days to the screen.

const shown = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((section) => (section.textContent ?? '').replace(/[\u2066-\u2069\u200e]/g, ''))
    .join('/');

function Harness({ onChange, initial = '' }: { onChange: (day: string) => void; initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <IsoDateField
        label="Start date"
        value={day}
        onChange={(next) => {
          setDay(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setDay('2026-01-05')}>
        Preset
      </button>
    </>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en_US');
});

describe('IsoDateField', () => {
  it('takes a typed date month first and answers it as an ISO day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(within(screen.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton')[0]);
    await user.keyboard('03162026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-16');
    expect(shown('Start date')).toBe('03/16/2026');
  });

  it('shows a day the screen sets (a preset) and keeps the French interface on the same rule', async () => {
    await loadDateFnsLocale('en_FR');
    await i18n.changeLanguage('en_FR');
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={vi.fn()} initial="2026-03-04" />);
    expect(shown('Start date')).toBe('03/04/2026');
    await user.click(screen.getByRole('button', { name: 'Preset' }));
    expect(shown('Start date')).toBe('01/05/2026');
  });
});
