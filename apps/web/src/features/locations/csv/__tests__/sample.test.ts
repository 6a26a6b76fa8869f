import Papa from 'papaparse';
import { guessMapping, rowsToRepairOrders } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import text from '../../../../../../../docs/csv-upload-sample.csv?raw';
import { roTotals } from '../utils/preview';

// docs/csv-upload-sample.csv is what the documentation shows: it must read whole, as documented.

describe('the documented sample file', () => {
  it('reads into its ROs with no unreadable row, as papaparse gives it to the worker', () => {
    const { data, meta } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    const mapping = guessMapping(meta.fields ?? []);
    expect(Object.keys(mapping)).toHaveLength(32);
    const result = rowsToRepairOrders(data, mapping, { timeZone: 'US/Central' });
    expect(result.rowErrors).toEqual([]);
    expect(result.repairOrders.map((ro) => [ro.order_number, ro.status])).toEqual([
      ['10231', 'CLOSED'],
      ['10232', 'CLOSED'],
      ['10233', 'CLOSED'],
      ['10234', 'ESTIMATE'],
      ['10235', 'OPEN'],
      ['10236', 'CLOSED'],
      ['10237', 'CLOSED'],
      ['10238', 'DELETED'],
      ['10239', 'CLOSED'],
    ]);
    // 10231 by hand: labor 189 + 65, parts 89 + 158, fees 15, discount 20 → sales 496.00; tax 24.60.
    const [first] = result.repairOrders;
    expect(roTotals(first)).toEqual({ labor: 25400, parts: 24700, other: -500, total: 49600 });
    expect(first.tax_cents).toBe(2460);
    expect(first.opened).toBe('2025-03-04T08:12:00-06:00');
    expect(result.rowsOf.flat()).toHaveLength(40);
  });
});
