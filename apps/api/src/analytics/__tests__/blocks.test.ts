import { describe, it, expect } from 'vitest';
import { blockValue, monthlyChartBlocks, twelveMonthBlocks, type MonthValue } from '../blocks';
import { summarize } from '../summary';
import { emptyTotals } from '../totals';

/** 24 consecutive months starting at (year, month) with the given values. */
function months(year: number, month: number, values: number[]): MonthValue[] {
  return values.map((value, i) => {
    const index = year * 12 + (month - 1) + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, value };
  });
}

describe('blockValue', () => {
  it('totals additive metrics, whatever the divisor', () => {
    expect(blockValue('sale_count', [1, 2, 3], 12)).toBe(6);
    expect(blockValue('gross_sales_cents', [100, 200], 0)).toBe(300);
  });
  it('averages ratio metrics over the divisor', () => {
    expect(blockValue('gross_profit_per', [40, 50], 12)).toBe(7.5); // 90 / 12
    expect(blockValue('shop_efficiency', [1, 1, 1.5], 3)).toBeCloseTo(1.16666666666, 9); // 3.5 / 3, unrounded
  });
  it('rounds money averages to whole cents, half away from zero', () => {
    expect(blockValue('average_sale_cents', [5, 1], 4)).toBe(2); // 6 / 4 = 1.5 → 2
    expect(blockValue('average_sale_cents', [-5, -1], 4)).toBe(-2); // -1.5 → -2
  });
  it('gives 0 for a ratio with divisor 0', () => {
    expect(blockValue('average_sale_cents', [1, 2], 0)).toBe(0);
  });
});

describe('twelveMonthBlocks', () => {
  // Monthly chart of 2026-01: 2024-02 .. 2026-01; the current month is the 12th of recent12.
  const current = { year: 2026, month: 1 };

  it('totals an additive metric per block', () => {
    const values = Array.from({ length: 24 }, (_, i) => (i + 1) * 1000); // 1000, 2000, …, 24000
    const b = twelveMonthBlocks('gross_sales_cents', months(2024, 2, values), current);
    expect(b.previous12).toBe(78000); // (1 + … + 12) × 1000 = 78 × 1000
    expect(b.recent12).toBe(222000); // (13 + … + 24) × 1000 = 222 × 1000
  });

  it('averages a ratio metric by 12 (the current month is the 12th month elapsed of recent12)', () => {
    const values = [...Array<number>(11).fill(10000), 10006, ...Array<number>(11).fill(20000), 20001];
    const b = twelveMonthBlocks('average_sale_cents', months(2024, 2, values), current);
    expect(b.previous12).toBe(10001); // (11 × 10000 + 10006) / 12 = 120006 / 12 = 10000.5 → 10001
    expect(b.recent12).toBe(20000); // (11 × 20000 + 20001) / 12 = 240001 / 12 = 20000.08 → 20000
  });

  it('divides the block holding the current month by the months elapsed in it', () => {
    // Blocks laid out as calendar years 2025 and 2026; today is in March 2026 (3rd month of recent12).
    const values = [...Array<number>(12).fill(1200), 300, 400, 501, ...Array<number>(9).fill(9999)];
    const cal = months(2025, 1, values);
    const now = { year: 2026, month: 3 };
    const aro = twelveMonthBlocks('average_sale_cents', cal, now);
    expect(aro.previous12).toBe(1200); // 12 × 1200 / 12
    expect(aro.recent12).toBe(400); // (300 + 400 + 501) / 3 = 1201 / 3 = 400.33 → 400; later months left out
    const gp = twelveMonthBlocks(
      'gross_profit_per',
      months(2025, 1, [...Array<number>(12).fill(40), 40, 45, 50.5, ...Array<number>(9).fill(0)]),
      now,
    );
    expect(gp.recent12).toBeCloseTo(45.1666666666, 9); // (40 + 45 + 50.5) / 3 = 135.5 / 3, unrounded
    const count = twelveMonthBlocks(
      'sale_count',
      months(2025, 1, [...Array<number>(12).fill(1), 10, 20, 5, ...Array<number>(9).fill(0)]),
      now,
    );
    expect(count.previous12).toBe(12);
    expect(count.recent12).toBe(35); // 10 + 20 + 5
  });

  it('rejects anything but 24 consecutive months', () => {
    expect(() =>
      twelveMonthBlocks('sale_count', months(2024, 2, Array<number>(23).fill(0)), current),
    ).toThrow(RangeError);
    const gap = months(2024, 2, Array<number>(24).fill(0));
    gap[5] = { year: 2030, month: 1, value: 0 };
    expect(() => twelveMonthBlocks('sale_count', gap, current)).toThrow(RangeError);
  });
});

// Hand-worked cases first written for the browser's copy of these rules (now deleted): the web shows
// the API's blocks, so the expectations live here.
describe('twelveMonthBlocks — the cases of the former web copy', () => {
  // Previous block: 1..12 (sum 78); recent block: 10, 20, …, 120 (sum 780); 2024-01 .. 2025-12.
  const values = [...Array.from({ length: 12 }, (_, i) => i + 1), ...Array.from({ length: 12 }, (_, i) => (i + 1) * 10)];

  it('totals additive figures and averages ratios over 12 when the current month closes the block', () => {
    const rows = months(2024, 1, values);
    expect(twelveMonthBlocks('sale_count', rows, { year: 2025, month: 12 })).toEqual({ previous12: 78, recent12: 780 });
    // 78 / 12 = 6.5; 780 / 12 = 65
    expect(twelveMonthBlocks('gross_profit_per', rows, { year: 2025, month: 12 })).toEqual({ previous12: 6.5, recent12: 65 });
  });

  it('divides by the months elapsed in the block holding the current month, later months left out', () => {
    const rows = months(2024, 1, values);
    // March 2025: recent = 10 + 20 + 30 = 60 over 3 months = 20; the previous block is untouched.
    expect(twelveMonthBlocks('gross_profit_per', rows, { year: 2025, month: 3 })).toEqual({ previous12: 6.5, recent12: 20 });
    expect(twelveMonthBlocks('sale_count', rows, { year: 2025, month: 3 }).recent12).toBe(60);
  });

  it('rounds a money average to whole cents half away from zero, and keeps other ratios unrounded', () => {
    const aro = [10006, ...Array<number>(11).fill(10000), ...Array<number>(12).fill(33333)];
    // previous: (10006 + 11 × 10000) / 12 = 120006 / 12 = 10000.5 → 10001; recent: 3 × 33333 / 3 = 33333
    expect(twelveMonthBlocks('average_sale_cents', months(2024, 1, aro), { year: 2025, month: 3 })).toEqual({ previous12: 10001, recent12: 33333 });
    const efficiency = [...Array<number>(11).fill(1), 1.1, ...Array<number>(12).fill(0.9)];
    const blocks = twelveMonthBlocks('shop_efficiency', months(2024, 1, efficiency), { year: 2025, month: 12 });
    expect(blocks.previous12).toBeCloseTo(12.1 / 12, 12); // (11 + 1.1) / 12
    expect(blocks.recent12).toBeCloseTo(0.9, 12);
  });
});

describe('monthlyChartBlocks', () => {
  // The rolling chart of 2026-03-04: 2024-04 .. 2026-03, the current month last.
  const zero = summarize(emptyTotals());
  const chart = months(2024, 4, Array<number>(24).fill(0)).map(({ year, month }) => ({ ...zero, year, month }));
  // Three months with sales: 2025-01 (previous block), 2026-02 and 2026-03 (recent block).
  chart[9] = { ...chart[9], gross_sales_cents: 12_000, sale_count: 1, average_sale_cents: 12_000, gross_profit_per: 70 };
  chart[22] = { ...chart[22], gross_sales_cents: 20_500, sale_count: 1, average_sale_cents: 20_500, gross_profit_per: 41.5 };
  chart[23] = { ...chart[23], gross_sales_cents: 118_500, sale_count: 3, average_sale_cents: 39_500, effective_labor_rate_cents: 15_429 };

  it('gives every summary metric of both blocks by its kind, with the dates each block covers', () => {
    const { previous12, recent12 } = monthlyChartBlocks(chart, '2026-03-04');
    expect(previous12).toMatchObject({ from: '2024-04-01', to: '2025-03-31', gross_sales_cents: 12_000, sale_count: 1, average_sale_cents: 1_000 }); // 12000 / 12
    expect(recent12).toMatchObject({
      from: '2025-04-01',
      to: '2026-03-04', // the current month ends today
      gross_sales_cents: 139_000, // 20500 + 118500
      sale_count: 4, // 1 + 3
      average_sale_cents: 5_000, // (20500 + 39500) / 12 = 60000 / 12
      effective_labor_rate_cents: 1_286, // 15429 / 12 = 1285.75 → 1286
    });
    expect(recent12.gross_profit_per).toBeCloseTo(3.4583333333, 9); // 41.5 / 12, unrounded
    expect(Object.keys(recent12).sort()).toEqual([...Object.keys(zero), 'from', 'to'].sort());
  });

  it('rejects a chart that is not 24 consecutive months', () => {
    expect(() => monthlyChartBlocks(chart.slice(1), '2026-03-04')).toThrow(RangeError);
  });
});
