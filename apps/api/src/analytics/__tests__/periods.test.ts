import { describe, it, expect } from 'vitest';
import {
  chartMonths24,
  last12Months,
  lastMonth,
  lastYearToDate,
  monthToDate,
  previousWeek,
  priorPeriod,
  quarterOf,
  recentYears,
  specificDay,
  thisWeek,
  yearToDate,
} from '../periods';

describe('specificDay', () => {
  it('is yesterday', () => {
    expect(specificDay('2025-03-12')).toEqual({ from: '2025-03-11', to: '2025-03-11' }); // Wed → Tue
    expect(specificDay('2025-03-09')).toEqual({ from: '2025-03-08', to: '2025-03-08' }); // Sun → Sat
  });
  it('skips back to Saturday when yesterday is a Sunday', () => {
    expect(specificDay('2025-03-10')).toEqual({ from: '2025-03-08', to: '2025-03-08' }); // Mon → (Sun 9th) → Sat 8th
  });
  it('crosses the year boundary', () => {
    expect(specificDay('2024-01-01')).toEqual({ from: '2023-12-30', to: '2023-12-30' }); // Mon; Dec 31 2023 is a Sunday
  });
});

describe('weeks', () => {
  it('thisWeek on a Monday is just today', () => {
    expect(thisWeek('2025-03-10')).toEqual({ from: '2025-03-10', to: '2025-03-10' });
  });
  it('thisWeek on a Sunday is the whole ISO week', () => {
    expect(thisWeek('2025-03-16')).toEqual({ from: '2025-03-10', to: '2025-03-16' });
  });
  it('thisWeek and previousWeek cross the year boundary', () => {
    expect(thisWeek('2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-01' }); // Thursday
    expect(previousWeek('2026-01-01')).toEqual({ from: '2025-12-22', to: '2025-12-28' });
  });
  it('previousWeek on a Monday is the full week that just ended', () => {
    expect(previousWeek('2025-03-10')).toEqual({ from: '2025-03-03', to: '2025-03-09' });
  });
});

describe('months and years', () => {
  it('monthToDate', () => {
    expect(monthToDate('2025-03-12')).toEqual({ from: '2025-03-01', to: '2025-03-12' });
    expect(monthToDate('2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });
  it('lastMonth, including a leap February and January', () => {
    expect(lastMonth('2025-03-12')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(lastMonth('2024-03-05')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(lastMonth('2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
  it('yearToDate', () => {
    expect(yearToDate('2025-03-12')).toEqual({ from: '2025-01-01', to: '2025-03-12' });
  });
  it('lastYearToDate maps Feb 29 to Feb 28', () => {
    expect(lastYearToDate('2028-02-29')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    expect(lastYearToDate('2025-03-12')).toEqual({ from: '2024-01-01', to: '2024-03-12' });
  });
  it('last12Months is the 12 full months before the current one, also in January', () => {
    expect(last12Months('2026-01-15')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(last12Months('2025-03-12')).toEqual({ from: '2024-03-01', to: '2025-02-28' });
  });
  it('chartMonths24 is 24 months oldest first, ending with the current month', () => {
    const months = chartMonths24('2026-01-15');
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ year: 2024, month: 2 }); // 2026-01 − 23 months
    expect(months[11]).toEqual({ year: 2025, month: 1 });
    expect(months[12]).toEqual({ year: 2025, month: 2 });
    expect(months[23]).toEqual({ year: 2026, month: 1 });
  });
  it('recentYears: whole calendar years oldest first, the current one to today', () => {
    expect(recentYears('2026-03-04', 3)).toEqual([
      { year: 2024, from: '2024-01-01', to: '2024-12-31' },
      { year: 2025, from: '2025-01-01', to: '2025-12-31' },
      { year: 2026, from: '2026-01-01', to: '2026-03-04' },
    ]);
  });
  it('quarterOf', () => {
    expect(quarterOf('2025-05-20')).toEqual({ year: 2025, quarter: 2, from: '2025-04-01', to: '2025-06-30' });
    expect(quarterOf('2024-02-29')).toEqual({ year: 2024, quarter: 1, from: '2024-01-01', to: '2024-03-31' });
    expect(quarterOf('2025-12-31')).toEqual({ year: 2025, quarter: 4, from: '2025-10-01', to: '2025-12-31' });
    expect(quarterOf('2025-07-01')).toEqual({ year: 2025, quarter: 3, from: '2025-07-01', to: '2025-09-30' });
  });
});

describe('priorPeriod', () => {
  it('specific day → the same weekday of the previous week', () => {
    expect(priorPeriod('specificDay', { from: '2025-03-08', to: '2025-03-08' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-01',
    });
  });
  it('week → the previous week (same days for a week to date)', () => {
    expect(priorPeriod('week', { from: '2025-03-10', to: '2025-03-12' })).toEqual({
      from: '2025-03-03',
      to: '2025-03-05',
    });
    expect(priorPeriod('week', { from: '2025-12-29', to: '2026-01-04' })).toEqual({
      from: '2025-12-22',
      to: '2025-12-28',
    });
  });
  it('to-date periods → one year earlier, Feb 29 → Feb 28', () => {
    expect(priorPeriod('monthToDate', { from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(priorPeriod('yearToDate', { from: '2028-01-01', to: '2028-02-29' })).toEqual({
      from: '2027-01-01',
      to: '2027-02-28',
    });
    expect(priorPeriod('lastYearToDate', { from: '2024-01-01', to: '2024-03-12' })).toEqual({
      from: '2023-01-01',
      to: '2023-03-12',
    });
  });
  it('whole-month periods → the same whole months a year earlier', () => {
    expect(priorPeriod('lastMonth', { from: '2029-02-01', to: '2029-02-28' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(priorPeriod('lastMonth', { from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(priorPeriod('last12Months', { from: '2025-01-01', to: '2025-12-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(priorPeriod('quarter', { from: '2025-01-01', to: '2025-03-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-03-31',
    });
  });
  it('refuses a whole-month kind on a partial month', () => {
    expect(() => priorPeriod('lastMonth', { from: '2025-02-01', to: '2025-02-27' })).toThrow(RangeError);
  });
});
