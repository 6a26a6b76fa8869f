import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, searchDate } from '../dates';

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

describe('searchDate', () => {
  it('sends a picked day at 05:00 UTC, whatever the browser zone', () => {
    expect(searchDate('2025-07-14')).toBe('2025-07-14T05:00:00.000Z');
    expect(searchDate('2024-02-29')).toBe('2024-02-29T05:00:00.000Z');
  });
});
