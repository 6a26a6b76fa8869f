import { describe, expect, it } from 'vitest';
import { presetRange } from '../utils/presets';

// 2026-03-04 is a Wednesday in the first quarter.
const TODAY = '2026-03-04';

describe('presetRange', () => {
  it.each([
    ['previousDay', '2026-03-03', '2026-03-03'],
    ['currentWeek', '2026-03-02', TODAY],
    ['currentMonth', '2026-03-01', TODAY],
    ['currentQuarter', '2026-01-01', TODAY],
    ['currentYear', '2026-01-01', TODAY],
    ['lastWeek', '2026-02-23', '2026-03-01'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['lastQuarter', '2025-10-01', '2025-12-31'],
    ['last6Months', '2025-09-01', '2026-02-28'],
    ['lastYear', '2025-01-01', '2025-12-31'],
  ] as const)('%s', (preset, start, end) => {
    expect(presetRange(preset, TODAY)).toEqual({ start, end });
  });

  it('crosses year ends and leap days', () => {
    expect(presetRange('previousDay', '2024-01-01')).toEqual({ start: '2023-12-31', end: '2023-12-31' });
    expect(presetRange('lastMonth', '2024-03-15')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('currentWeek', '2026-03-01')).toEqual({ start: '2026-02-23', end: '2026-03-01' }); // a Sunday
  });

  it('has no range for All and Custom', () => {
    expect(presetRange('all', TODAY)).toBeNull();
    expect(presetRange('custom', TODAY)).toBeNull();
  });
});
