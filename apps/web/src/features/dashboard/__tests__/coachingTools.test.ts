import { describe, expect, it } from 'vitest';
import { linkedComment } from '../components/coaching/CommentLink';
import { forecastMonths } from '../utils/forecastMonths';

describe('forecastMonths', () => {
  it('offers the current month to December of the current year', () => {
    expect(forecastMonths(new Date(2026, 10, 18))).toEqual({ year: 2026, months: [11, 12] });
    expect(forecastMonths(new Date(2026, 0, 2)).months).toHaveLength(12);
    expect(forecastMonths(new Date(2026, 11, 31))).toEqual({ year: 2026, months: [12] });
  });
});

describe('linkedComment', () => {
  it('reads ?id&type of an e-mail comment link', () => {
    expect(linkedComment(new URLSearchParams('id=42&type=EMAIL_KPI'))).toEqual({ id: 42, type: 'EMAIL_KPI' });
  });
  it('ignores links without both, or with a bad id or type', () => {
    for (const search of ['', 'id=42', 'type=KPI_ONLY', 'id=x&type=KPI_ONLY', 'id=0&type=KPI_ONLY', 'id=3&type=OTHER']) {
      expect(linkedComment(new URLSearchParams(search))).toBeNull();
    }
  });
});
