import { describe, expect, it } from 'vitest';
import { presetRange, rangeError } from '../datePresets';

// Wednesday 2026-03-04, the golden dataset's today.
const today = new Date(2026, 2, 4);

describe('date presets', () => {
  it.each([
    ['previousDay', '2026-03-03', '2026-03-03'],
    ['currentWeek', '2026-03-02', '2026-03-04'], // Monday .. today
    ['currentMonth', '2026-03-01', '2026-03-04'],
    ['currentQuarter', '2026-01-01', '2026-03-04'],
    ['currentYear', '2026-01-01', '2026-03-04'],
    ['lastWeek', '2026-02-23', '2026-03-01'], // the full Monday..Sunday week before
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['lastQuarter', '2025-10-01', '2025-12-31'],
    ['last6Months', '2025-09-01', '2026-02-28'], // six full months before March
    ['lastYear', '2025-01-01', '2025-12-31'],
  ] as const)('%s runs %s .. %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('crosses year ends, leap days and Sunday, the last day of a week', () => {
    expect(presetRange('previousDay', new Date(2024, 0, 1))).toEqual({ from: '2023-12-31', to: '2023-12-31' });
    expect(presetRange('lastMonth', new Date(2024, 2, 15))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('currentWeek', new Date(2026, 2, 1))).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('lastQuarter', new Date(2026, 0, 1))).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('needs both dates and an end on or after the start', () => {
    expect(rangeError('', '2026-03-04')).toBe('selectDateRange');
    expect(rangeError('2026-03-04', null)).toBe('selectDateRange');
    expect(rangeError('2026-03-05', '2026-03-04')).toBe('dateRangeError');
    expect(rangeError('2026-03-04', '2026-03-04')).toBeNull();
  });
});
