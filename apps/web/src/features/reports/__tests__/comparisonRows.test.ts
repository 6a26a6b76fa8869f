import type { ShopComparisonRecord } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { UNSORTED, bestColumns, clickRow, formatComparison, sharedDates, sortColumns } from '../utils/comparisonRows';
import { toCsv } from '@/lib/csv';

const record = (id: number, gross: number) =>
  ({ location_id: id, location_name: `L${id}`, partner_id: 1, current_year_summary: { gross_sales_cents: gross } }) as unknown as ShopComparisonRecord;

describe('shop comparison rows', () => {
  it('flags every column holding the highest value, none when all are equal', () => {
    expect([...bestColumns([5, 9, 9])]).toEqual([1, 2]);
    expect(bestColumns([4, 4]).size).toBe(0);
    expect(bestColumns([4]).size).toBe(0);
  });

  it('sorts the columns by the clicked row, highest first, and toggles on the next click', () => {
    const records = [record(1, 100), record(2, 300), record(3, 200)];
    const first = clickRow(UNSORTED, 'gross_sales_cents');
    expect(sortColumns(records, 'current_year_summary', first).map((r) => r.location_id)).toEqual([2, 3, 1]);
    const second = clickRow(first, 'gross_sales_cents');
    expect(sortColumns(records, 'current_year_summary', second).map((r) => r.location_id)).toEqual([1, 3, 2]);
    // Another row starts descending; the first row keeps its direction for later.
    const other = clickRow(second, 'sale_count');
    expect(other).toEqual({ active: 'sale_count', directions: { gross_sales_cents: 'asc', sale_count: 'desc' } });
  });

  it('shows whole dollars and whole hours (half up)', () => {
    expect(formatComparison('dollars', 1_234_550, 'en_US')).toBe('$12,346');
    expect(formatComparison('hours', 5_400, 'en_US')).toBe('2'); // 1.5 h
    expect(formatComparison('hours', 5_399, 'en_US')).toBe('1');
    expect(formatComparison('rate', 0.25, 'en_US')).toBe('25.00%');
  });

  it('groups the digits of counts (RO count)', () => {
    expect(formatComparison('count', 12_345, 'en_US')).toBe('12,345');
    expect(formatComparison('count', 12_345, 'en_ES')).toBe('12.345');
  });

  it('names the dates once when every column used the same ones, not when two time zones are on different days', () => {
    const at = (id: number, from: string, prior: string) =>
      ({ location_id: id, specific_day_summary: { from, to: from, prior_from: prior, prior_to: prior } }) as unknown as ShopComparisonRecord;
    expect(sharedDates([at(1, '2026-03-03', '2026-02-24'), at(2, '2026-03-03', '2026-02-24')], 'specific_day_summary')).toEqual({
      from: '2026-03-03',
      to: '2026-03-03',
      prior_from: '2026-02-24',
      prior_to: '2026-02-24',
    });
    expect(sharedDates([at(1, '2026-03-03', '2026-02-24'), at(2, '2026-03-02', '2026-02-23')], 'specific_day_summary')).toBeNull();
    expect(sharedDates([], 'specific_day_summary')).toBeNull();
  });
});

describe('csv', () => {
  it('quotes fields with separators, quotes or line breaks', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"'], [1, 2.5]])).toBe('a,"b,c","say ""hi"""\r\n1,2.5\r\n');
  });
});
