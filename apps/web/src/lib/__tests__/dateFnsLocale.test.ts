import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadDateFnsLocale, useDateFnsLocale } from '../dateFnsLocale';

// French and Spanish date formats are fetched for the interfaces that use them, not shipped to all.
describe('date-fns locales', () => {
  it('has English at once', () => {
    const { result } = renderHook(() => useDateFnsLocale('en_US'));
    expect(result.current.code).toBe('en-US');
  });

  it('fetches Spanish for a Spanish interface, English meanwhile', async () => {
    const { result } = renderHook(() => useDateFnsLocale('en_ES'));
    expect(result.current.code).toBe('en-US');
    await waitFor(() => expect(result.current.code).toBe('es'));
  });

  it('fetches French once, and follows a change of language', async () => {
    const first = loadDateFnsLocale('en_FR');
    expect(loadDateFnsLocale('en_FR')).toBe(first);
    expect((await first).code).toBe('fr');
    const { result, rerender } = renderHook(({ locale }) => useDateFnsLocale(locale), {
      initialProps: { locale: 'en_FR' as 'en_FR' | 'en_US' },
    });
    expect(result.current.code).toBe('fr');
    rerender({ locale: 'en_US' });
    expect(result.current.code).toBe('en-US');
  });
});
