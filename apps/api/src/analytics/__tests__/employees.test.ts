import { describe, expect, it } from 'vitest';
import { emptyTotals } from '../totals';
import { techStats, writerStats } from '../employees';

describe('writer stats (kpis.md §5)', () => {
  it('computes an advisor from the sums of the ROs they wrote', () => {
    const t = {
      ...emptyTotals(),
      ro_count: 3,
      labor_sold_cents: 45_000,
      labor_cost_cents: 13_500,
      parts_sold_cents: 30_000,
      parts_cost_cents: 17_000,
      other_sold_cents: 1_500,
      discount_cents: 2_000,
      sold_seconds: 10_800, // 3.00 h
      actual_seconds: 9_000,
      recommendation_cents: 100_000,
      total_sold_cents: 74_500, // 45000 + 30000 + 1500 − 2000
      gross_profit_cents: 44_000, // (45000−13500) + (30000−17000) + 1500 − 2000
      day_count: 2,
    };
    const s = writerStats(t);
    // Percentages stay unrounded (kpis.md §3): compared to 10 decimals.
    expect(s.gross_profit_cents_per).toBeCloseTo(59.0604026846, 10); // 44000 / 74500 × 100
    expect(s.parts_gp_per).toBeCloseTo(43.3333333333, 10); // (30000 − 17000) / 30000 × 100
    expect(s.total_discount_per).toBeCloseTo(2.6143790850, 10); // 2000 / (74500 + 2000) × 100
    expect(s).toEqual({
      ...s,
      gross_sales_cents: 74_500,
      avg_sale_cents: 24_833, // 74500 / 3 = 24833.33 → 24833
      sale_count: 3,
      gross_profit_cents: 44_000,
      labor_sold_sec: 10_800,
      total_discount_cents: 2_000,
      writer_hours_ro: 1, // 10800 s / 3600 / 3 ROs
      avg_estimate_cents: 33_333, // 100000 / 3 = 33333.33
      total_parts_sold_cents: 30_000,
      advisor_eff_labor_hourly_rate_cents: 15_000, // 45000 / 3 h
    });
  });

  it('gives zeros, not NaN, for an advisor without ROs', () => {
    const s = writerStats(emptyTotals());
    expect(Object.values(s).every((v) => v === 0)).toBe(true);
  });
});

describe('technician stats (kpis.md §5)', () => {
  it('computes a technician from their labor lines and primary-tech parts', () => {
    const s = techStats({
      labor_sold_cents: 50_000,
      labor_cost_cents: 15_000,
      sold_seconds: 18_000, // 5 h
      actual_seconds: 16_200, // 4.5 h
      labor_ro_count: 4,
      day_count: 2,
      parts_sold_cents: 20_000,
      parts_cost_cents: 11_000,
    });
    expect(s).toEqual({
      total_labor_sold_cents: 50_000,
      total_sold_seconds: 18_000,
      total_actual_seconds: 16_200,
      total_labor_cost_cents: 15_000,
      total_labor_profit_cents: 35_000, // 50000 − 15000
      total_labor_ro: 4,
      avg_labor_sale_cents: 12_500, // 50000 / 4
      eff_labor_hourly_rate_cents: 10_000, // 50000 / 5 h
      tech_hours_ro: 1.25, // 5 h / 4 ROs
      sold_hour_on_day: 2.5, // 5 h / 2 days
      total_tech_parts_sold_cents: 20_000,
      total_tech_parts_cost_cents: 11_000,
    });
  });

  it('rounds the average labor sale half away from zero and survives zero divisors', () => {
    const s = techStats({
      labor_sold_cents: 10_001,
      labor_cost_cents: 0,
      sold_seconds: 0,
      actual_seconds: 0,
      labor_ro_count: 2,
      day_count: 0,
      parts_sold_cents: 0,
      parts_cost_cents: 0,
    });
    expect(s.avg_labor_sale_cents).toBe(5_001); // 10001 / 2 = 5000.5 → 5001
    expect(s.eff_labor_hourly_rate_cents).toBe(0);
    expect(s.sold_hour_on_day).toBe(0);
  });
});
