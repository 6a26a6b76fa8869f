import { describe, expect, it } from 'vitest';
import {
  parseDate,
  parseHours,
  parseLineType,
  parseMoney,
  parseQuantity,
  parseStatus,
  zoneOffsetMinutes,
} from '../csv-values';

const value = <T>(parsed: { ok: true; value: T } | { ok: false; reason: string }) =>
  parsed.ok ? parsed.value : `refused: ${parsed.reason}`;

describe('parseMoney', () => {
  it.each([
    ['$1,234.56', 123456],
    ['1234.5', 123450],
    ['12', 1200],
    ['0.29', 29],
    ['.5', 50],
    ['  $ 7.10 ', 710],
    ['19.999', 2000],
    ['19.994', 1999],
    ['1,000,000.01', 100000001],
    ['', 0],
  ])('%s → %i cents', (text, cents) => {
    expect(value(parseMoney(text))).toBe(cents);
  });

  it('reads every cent of 0.00 … 99.99 exactly (no float multiplication)', () => {
    for (let cents = 0; cents < 10_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(value(parseMoney(text))).toBe(cents);
    }
  });

  it('refuses negatives with a reason, except where the caller takes their size (discounts)', () => {
    for (const text of ['(12.00)', '-12', '-$12.00', '12.00-']) {
      expect(parseMoney(text)).toEqual({
        ok: false,
        reason: `"${text}" is negative; amounts must be 0 or more`,
      });
      expect(value(parseMoney(text, { allowNegative: true }))).toBe(1200);
    }
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '1,23', '1.234,56', '$', '12..5', '1e5']) {
      expect(parseMoney(text)).toEqual({ ok: false, reason: `"${text}" is not an amount of money` });
    }
    expect(parseMoney('1234567890123')).toEqual({ ok: false, reason: '"1234567890123" is too large' });
  });
});

describe('parseHours and parseQuantity', () => {
  it.each([
    ['1.5', 5400],
    ['1:30', 5400],
    ['0.1', 360],
    ['1.1', 3960],
    ['2.333', 8399],
    ['', 0],
  ])('%s hours → %i seconds', (text, seconds) => {
    expect(value(parseHours(text))).toBe(seconds);
  });

  it('refuses negative and non-numeric hours', () => {
    expect(parseHours('-1')).toEqual({ ok: false, reason: 'hours "-1" is negative' });
    expect(parseHours('two')).toEqual({ ok: false, reason: 'hours "two" is not a number' });
  });

  it('reads quantities, 1 when blank', () => {
    expect(value(parseQuantity('4'))).toBe(4);
    expect(value(parseQuantity('2.5'))).toBe(2.5);
    expect(value(parseQuantity(''))).toBe(1);
    expect(parseQuantity('x').ok).toBe(false);
  });
});

describe('parseDate', () => {
  it.each([
    ['2025-03-04T08:12:00-06:00', '2025-03-04T08:12:00-06:00'],
    ['2025-03-04T14:12Z', '2025-03-04T14:12:00+00:00'],
    ['2025-03-04 08:12:30.250+0530', '2025-03-04T08:12:30+05:30'],
    ['2025-03-04 08:12', '2025-03-04T08:12:00-06:00'],
    ['2025-03-04', '2025-03-04T00:00:00-06:00'],
    ['03/04/2025 8:12 AM', '2025-03-04T08:12:00-06:00'],
    ['3/4/25 12:05 pm', '2025-03-04T12:05:00-06:00'],
    ['3/4/2025 12:05 AM', '2025-03-04T00:05:00-06:00'],
    ['07/04/2025 16:40', '2025-07-04T16:40:00-05:00'],
    ['', null],
  ])('%s → %s (location in US/Central)', (text, iso) => {
    expect(value(parseDate(text, 'US/Central'))).toBe(iso);
  });

  it('follows daylight saving time on both sides of the change', () => {
    // 2025-03-09 02:00 CST → 03:00 CDT; 2025-11-02 02:00 CDT → 01:00 CST.
    expect(value(parseDate('2025-03-09 01:59', 'US/Central'))).toBe('2025-03-09T01:59:00-06:00');
    expect(value(parseDate('2025-03-09 03:00', 'US/Central'))).toBe('2025-03-09T03:00:00-05:00');
    expect(value(parseDate('2025-11-02 03:00', 'US/Central'))).toBe('2025-11-02T03:00:00-06:00');
    expect(value(parseDate('2025-07-01 09:00', 'US/Hawaii'))).toBe('2025-07-01T09:00:00-10:00');
    expect(value(parseDate('2025-07-01 09:00', 'US/Arizona'))).toBe('2025-07-01T09:00:00-07:00');
    expect(value(parseDate('2025-07-01 09:00', 'US/Eastern'))).toBe('2025-07-01T09:00:00-04:00');
  });

  it('computes zone offsets with Intl', () => {
    expect(zoneOffsetMinutes('US/Central', Date.UTC(2025, 0, 15, 12))).toBe(-360);
    expect(zoneOffsetMinutes('US/Central', Date.UTC(2025, 6, 15, 12))).toBe(-300);
  });

  it('refuses what is not a real date', () => {
    for (const text of ['2025-02-30', '13/01/2025', '2025-03-04 25:00', 'yesterday', '03/04/2025 13:00 PM']) {
      expect(parseDate(text, 'US/Central').ok).toBe(false);
    }
    expect(parseDate('soon', 'US/Central')).toEqual({
      ok: false,
      reason: '"soon" is not a date (use 2025-03-04 08:12 or 03/04/2025 8:12 AM)',
    });
  });
});

describe('parseStatus and parseLineType', () => {
  it.each([
    ['Closed', 'CLOSED'],
    ['POSTED', 'CLOSED'],
    ['invoiced', 'CLOSED'],
    ['Complete', 'CLOSED'],
    ['Estimate', 'ESTIMATE'],
    ['quote', 'ESTIMATE'],
    ['Open', 'OPEN'],
    ['WIP', 'OPEN'],
    ['In-Progress', 'OPEN'],
    ['Work in progress', 'OPEN'],
    ['Deleted', 'DELETED'],
    ['VOID', 'DELETED'],
  ])('%s → %s', (text, status) => {
    expect(value(parseStatus(text))).toBe(status);
  });

  it('refuses unknown words', () => {
    expect(parseStatus('maybe')).toEqual({
      ok: false,
      reason: 'unknown status "maybe" (use closed, open, estimate or deleted)',
    });
    expect(value(parseLineType('Parts'))).toBe('part');
    expect(value(parseLineType('LABOUR'))).toBe('labor');
    expect(value(parseLineType('Tires'))).toBe('tire');
    expect(parseLineType('misc')).toEqual({
      ok: false,
      reason: 'unknown line type "misc" (use labor, part, tire, sublet, fee, discount, tax)',
    });
  });
});
