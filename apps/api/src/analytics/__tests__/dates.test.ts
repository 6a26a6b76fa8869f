import { describe, it, expect } from 'vitest';
import {
  splitWholeMonths,
  addDays,
  addMonths,
  addYears,
  businessDate,
  daysBetween,
  isoWeekday,
  isoWeekOf,
  listDates,
  mergeRanges,
  monthRange,
  parseDate,
  shiftMonth,
  todayIn,
} from '../dates';

describe('businessDate', () => {
  it('is the local date in the location zone, not the UTC date', () => {
    // 2025-03-05 05:30 UTC = 2025-03-04 23:30 CST (UTC−6; DST starts 2025-03-09)
    expect(businessDate('2025-03-05T05:30:00Z', 'US/Central')).toBe('2025-03-04');
    expect(businessDate('2025-03-04T23:30:00-06:00', 'US/Central')).toBe('2025-03-04');
    expect(businessDate(new Date('2025-03-05T05:30:00Z'), 'US/Central')).toBe('2025-03-04');
  });

  it('handles US/Hawaii (UTC−10, no DST)', () => {
    expect(businessDate('2025-07-01T09:59:00Z', 'US/Hawaii')).toBe('2025-06-30'); // 23:59 HST
    expect(businessDate('2025-07-01T10:00:00Z', 'US/Hawaii')).toBe('2025-07-01'); // 00:00 HST
  });

  it('moves midnight by the DST change (US/Central, 2025-03-09 and 2025-11-02)', () => {
    expect(businessDate('2025-03-09T05:59:00Z', 'US/Central')).toBe('2025-03-08'); // 23:59 CST
    expect(businessDate('2025-03-09T06:00:00Z', 'US/Central')).toBe('2025-03-09'); // 00:00 CST
    expect(businessDate('2025-03-10T04:59:00Z', 'US/Central')).toBe('2025-03-09'); // 23:59 CDT (UTC−5)
    expect(businessDate('2025-03-10T05:00:00Z', 'US/Central')).toBe('2025-03-10'); // 00:00 CDT
    expect(businessDate('2025-11-03T05:59:00Z', 'US/Central')).toBe('2025-11-02'); // 23:59 CST again
  });

  it('rejects a timestamp without offset (it would be read in the server zone)', () => {
    expect(() => businessDate('2025-03-04T23:30:00', 'US/Central')).toThrow(RangeError);
    expect(() => businessDate('2025-03-04', 'US/Central')).toThrow(RangeError);
    expect(() => businessDate('garbage', 'US/Central')).toThrow(RangeError);
  });

  it('rejects an unknown zone', () => {
    expect(() => businessDate('2025-03-04T12:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it('uses the given clock in the zone', () => {
    expect(todayIn('US/Central', new Date('2025-01-01T05:59:59Z'))).toBe('2024-12-31'); // 23:59:59 CST
    expect(todayIn('US/Central', new Date('2025-01-01T06:00:00Z'))).toBe('2025-01-01');
    expect(todayIn('US/Eastern', new Date('2025-01-01T05:00:00Z'))).toBe('2025-01-01'); // 00:00 EST
  });

  it('turns at midnight in zones a half or three quarters of an hour off, whatever it answered before', () => {
    // Asia/Kolkata is UTC+05:30, Asia/Kathmandu UTC+05:45.
    expect(todayIn('Asia/Kolkata', new Date('2024-12-31T18:29:59Z'))).toBe('2024-12-31');
    expect(todayIn('Asia/Kolkata', new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
    expect(todayIn('Asia/Kathmandu', new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
    expect(todayIn('Asia/Kathmandu', new Date('2024-12-31T18:14:59Z'))).toBe('2024-12-31'); // a clock set back
    expect(todayIn('Asia/Kathmandu', new Date('2024-12-31T18:15:00Z'))).toBe('2025-01-01');
    // The same minute in another zone is that zone's date.
    expect(todayIn('US/Central', new Date('2024-12-31T18:15:30Z'))).toBe('2024-12-31');
    expect(todayIn('Asia/Kathmandu', new Date('2024-12-31T18:15:59Z'))).toBe('2025-01-01');
  });
});

describe('calendar arithmetic', () => {
  it('addDays crosses months, years, leap days and DST days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', 1)).toBe('2025-11-03');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('addMonths clamps to the end of the month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('addYears maps Feb 29 to Feb 28', () => {
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
  });

  it('daysBetween is signed and ignores DST', () => {
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366); // 2024 is a leap year
    expect(daysBetween('2025-01-01', '2024-12-31')).toBe(-1);
  });

  it('isoWeekday is 1 = Monday … 7 = Sunday', () => {
    expect(isoWeekday('2025-03-10')).toBe(1); // Monday
    expect(isoWeekday('2025-03-04')).toBe(2); // Tuesday
    expect(isoWeekday('2025-03-09')).toBe(7); // Sunday
  });

  it('isoWeekOf crosses the year boundary', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 }); // Thursday
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 }); // Monday of that week
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 }); // Sunday
    expect(isoWeekOf('2025-03-12')).toEqual({ year: 2025, week: 11 });
  });

  it('monthRange knows month lengths and leap years', () => {
    expect(monthRange(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange(2025, 2)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(monthRange(2100, 2)).toEqual({ from: '2100-02-01', to: '2100-02-28' }); // century, not leap
    expect(monthRange(2000, 2)).toEqual({ from: '2000-02-01', to: '2000-02-29' }); // divisible by 400
    expect(monthRange(2025, 4)).toEqual({ from: '2025-04-01', to: '2025-04-30' });
    expect(monthRange(2025, 12)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('listDates is inclusive and empty when from > to', () => {
    expect(listDates('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(listDates('2025-03-04', '2025-03-04')).toEqual(['2025-03-04']);
    expect(listDates('2025-03-05', '2025-03-04')).toEqual([]);
  });

  it('shiftMonth crosses years both ways', () => {
    expect(shiftMonth({ year: 2025, month: 1 }, -13)).toEqual({ year: 2023, month: 12 });
    expect(shiftMonth({ year: 2024, month: 4 }, 13)).toEqual({ year: 2025, month: 5 });
  });

  it('parseDate rejects non-dates', () => {
    expect(() => parseDate('2025-02-29')).toThrow(RangeError);
    expect(() => parseDate('2025-2-3')).toThrow(RangeError);
    expect(() => parseDate('2025-13-01')).toThrow(RangeError);
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('splitWholeMonths', () => {
  it('keeps the whole months and the part months at either end', () => {
    expect(splitWholeMonths('2024-07-01', '2026-06-17')).toEqual({
      whole: { from: '2024-07-01', before: '2026-06-01' },
      parts: [{ from: '2026-06-01', to: '2026-06-17' }],
    });
    expect(splitWholeMonths('2025-06-18', '2026-06-17')).toEqual({
      whole: { from: '2025-07-01', before: '2026-06-01' },
      parts: [
        { from: '2025-06-18', to: '2025-06-30' },
        { from: '2026-06-01', to: '2026-06-17' },
      ],
    });
    // Feb 29 ends a whole month in a leap year.
    expect(splitWholeMonths('2024-02-01', '2024-02-29')).toEqual({ whole: { from: '2024-02-01', before: '2024-03-01' }, parts: [] });
  });

  it('has no whole month inside a month, and nothing for an empty range', () => {
    expect(splitWholeMonths('2026-03-05', '2026-03-20')).toEqual({ whole: null, parts: [{ from: '2026-03-05', to: '2026-03-20' }] });
    expect(splitWholeMonths('2026-02-15', '2026-03-10')).toEqual({ whole: null, parts: [{ from: '2026-02-15', to: '2026-03-10' }] });
    expect(splitWholeMonths('2026-03-10', '2026-03-01')).toEqual({ whole: null, parts: [] });
  });
});

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges, keeps gaps, sorts, and drops empty ranges', () => {
    expect(
      mergeRanges([
        { from: '2026-06-01', to: '2026-06-17' },
        { from: '2025-06-01', to: '2025-06-17' },
        { from: '2026-05-19', to: '2026-06-17' },
        { from: '2025-06-18', to: '2025-06-20' },
        { from: '2025-07-01', to: '2025-07-01' },
        { from: '2025-09-10', to: '2025-09-01' },
      ]),
    ).toEqual([
      { from: '2025-06-01', to: '2025-06-20' },
      { from: '2025-07-01', to: '2025-07-01' },
      { from: '2026-05-19', to: '2026-06-17' },
    ]);
    // A range inside another adds nothing; the year's last day touches the next year's first.
    expect(mergeRanges([{ from: '2025-12-01', to: '2025-12-31' }, { from: '2025-12-05', to: '2025-12-06' }, { from: '2026-01-01', to: '2026-01-02' }])).toEqual([
      { from: '2025-12-01', to: '2026-01-02' },
    ]);
    expect(mergeRanges([])).toEqual([]);
  });

  it('leaves the ranges it was given as they were', () => {
    const ranges = [{ from: '2026-01-01', to: '2026-01-10' }, { from: '2026-01-05', to: '2026-01-20' }];
    mergeRanges(ranges);
    expect(ranges).toEqual([{ from: '2026-01-01', to: '2026-01-10' }, { from: '2026-01-05', to: '2026-01-20' }]);
  });
});
