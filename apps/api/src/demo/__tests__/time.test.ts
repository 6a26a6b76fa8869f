import { describe, expect, it } from 'vitest';
import { formatInstant, localInstant, localTimestamp, offsetMinutes } from '../time';

describe('local timestamps with the zone offset', () => {
  it('US/Central is -05:00 in summer and -06:00 in winter', () => {
    expect(localTimestamp('US/Central', '2025-07-15', 10 * 3600)).toBe('2025-07-15T10:00:00-05:00');
    expect(localTimestamp('US/Central', '2025-01-15', 10 * 3600)).toBe('2025-01-15T10:00:00-06:00');
  });

  it('follows each zone, including one without daylight saving time', () => {
    expect(localTimestamp('US/Eastern', '2024-11-04', 9 * 3600 + 5 * 60 + 7)).toBe(
      '2024-11-04T09:05:07-05:00',
    );
    expect(localTimestamp('US/Eastern', '2024-11-01', 9 * 3600)).toBe('2024-11-01T09:00:00-04:00');
    expect(localTimestamp('US/Pacific', '2024-06-01', 17 * 3600)).toBe('2024-06-01T17:00:00-07:00');
    expect(localTimestamp('US/Arizona', '2024-06-01', 17 * 3600)).toBe('2024-06-01T17:00:00-07:00');
    expect(localTimestamp('US/Arizona', '2024-12-01', 17 * 3600)).toBe('2024-12-01T17:00:00-07:00');
  });

  it('is exact on the days the clocks change', () => {
    // 2025-03-09: 02:00 CST becomes 03:00 CDT; 2025-11-02: 02:00 CDT becomes 01:00 CST.
    expect(localTimestamp('US/Central', '2025-03-09', 1 * 3600 + 59 * 60)).toBe('2025-03-09T01:59:00-06:00');
    expect(localTimestamp('US/Central', '2025-03-09', 3 * 3600)).toBe('2025-03-09T03:00:00-05:00');
    expect(localTimestamp('US/Central', '2025-03-09', 2 * 3600 + 30 * 60)).toBe('2025-03-09T03:30:00-05:00');
    expect(localTimestamp('US/Central', '2025-11-02', 1 * 3600 + 30 * 60)).toBe('2025-11-02T01:30:00-05:00');
    expect(localTimestamp('US/Central', '2025-11-02', 2 * 3600 + 30 * 60)).toBe('2025-11-02T02:30:00-06:00');
    const change = Date.UTC(2025, 10, 2, 7);
    expect(formatInstant('US/Central', change - 1000)).toBe('2025-11-02T01:59:59-05:00');
    expect(formatInstant('US/Central', change)).toBe('2025-11-02T01:00:00-06:00');
  });

  it('gives the instant the offset stands for', () => {
    const instant = localInstant('US/Pacific', '2025-01-10', 8 * 3600);
    expect(new Date(instant).toISOString()).toBe('2025-01-10T16:00:00.000Z');
    expect(offsetMinutes('US/Pacific', instant)).toBe(-480);
    expect(Date.parse(formatInstant('US/Pacific', instant))).toBe(instant);
  });
});
