import { canonicalRepairOrderSchema } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { fileProblem, initialMapping, roTotals, savedMapping, storedTime } from '../utils/preview';

describe('preview helpers', () => {
  it('totals an RO as the preview shows it: tires with parts, other = sublets + fees − discount', () => {
    const ro = canonicalRepairOrderSchema.parse({
      external_id: '1',
      order_number: '1',
      status: 'OPEN',
      opened: '2025-03-04T08:12:00-06:00',
      customer: { external_id: 'c' },
      labor: [{ sold_price_cents: 18900 }],
      parts: [{ sold_price_cents: 8900 }, { kind: 'tire', sold_price_cents: 128000 }],
      sublets: [{ sold_price_cents: 9000 }],
      fees: [{ sold_price_cents: 1500 }],
      discount_cents: 1000,
      tax_cents: 1650,
    });
    expect(roTotals(ro)).toEqual({ labor: 18900, parts: 136900, other: 9500, total: 165300 });
  });

  it('shows a stored time at the location with its offset', () => {
    expect(storedTime('2025-03-04T08:12:00-06:00')).toBe('2025-03-04 08:12 (-06:00)');
    expect(storedTime(null)).toBe('—');
  });

  it('starts from the saved mapping when the file has its RO number column, else from the guess', () => {
    const saved = savedMapping({ ro_number: 'Invoice', sold_amount: 'Total', retired_field: 'X' });
    expect(saved).toEqual({ ro_number: 'Invoice', sold_amount: 'Total' });
    expect(initialMapping(['invoice', 'Total', 'RO #'], saved)).toEqual({
      mapping: { ro_number: 'invoice', sold_amount: 'Total' },
      source: 'saved',
    });
    expect(initialMapping(['RO #', 'Total'], saved)).toEqual({
      mapping: { ro_number: 'RO #', sold_amount: 'Total' },
      source: 'guess',
    });
    expect(savedMapping(null)).toBeNull();
  });

  it('refuses files that are not .csv, empty or too large', () => {
    const file = (name: string, size: number) => new File(['x'.repeat(size)], name);
    expect(fileProblem(file('march.csv', 10), 100)).toBeNull();
    expect(fileProblem(file('MARCH.CSV', 10), 100)).toBeNull();
    expect(fileProblem(file('march.xlsx', 10), 100)).toEqual({
      key: 'csvUpload.file.onlyCsv',
      values: { name: 'march.xlsx' },
    });
    expect(fileProblem(file('empty.csv', 0), 100)?.key).toBe('csvUpload.file.empty');
    expect(fileProblem(file('big.csv', 3 * 1024 * 1024), 2 * 1024 * 1024)).toEqual({
      key: 'csvUpload.file.tooLarge',
      values: { size: '2 MB' },
    });
  });
});
