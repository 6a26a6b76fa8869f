import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, isoMonth, parseIsoDay, searchDate } from '../dates';

// A zone west of UTC, where 23:30 local is already the next day in UTC (Node applies a TZ change at once).
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Chicago';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('isoDay', () => {
  it('writes the browser-zone calendar day, padded', () => {
    expect(isoDay(new Date(2026, 0, 5, 9, 0))).toBe('2026-01-05');
    expect(isoDay(new Date(2024, 1, 29, 12, 0))).toBe('2024-02-29');
  });

  it('keeps the local day late in the evening, when UTC is already on the next one', () => {
    const lateEvening = new Date(2026, 11, 31, 23, 30);
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2027-01-01');
    expect(isoDay(lateEvening)).toBe('2026-12-31');
  });
});

describe('parseIsoDay', () => {
  it('reads a day as its local midnight, the same day west of UTC', () => {
    const day = parseIsoDay('2026-03-01');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2026, 2, 1, 0,
    ]);
    expect(day && isoDay(day)).toBe('2026-03-01');
    expect(parseIsoDay('2024-02-29') && isoDay(parseIsoDay('2024-02-29') as Date)).toBe('2024-02-29');
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-3-1', '2026-03-01T00:00:00', '']) {
      expect(parseIsoDay(text)).toBeNull();
    }
  });
});

describe('isoMonth', () => {
  it('prints a month of the monthly rows as the queries and file names take it', () => {
    expect(isoMonth({ year: 2026, month: 3 })).toBe('2026-03');
    expect(isoMonth({ year: 2025, month: 11 })).toBe('2025-11');
  });
});

describe('searchDate', () => {
  it('sends a picked day at 05:00 UTC, whatever the browser zone', () => {
    expect(searchDate('2025-07-14')).toBe('2025-07-14T05:00:00.000Z');
    expect(searchDate('2024-02-29')).toBe('2024-02-29T05:00:00.000Z');
  });
});
