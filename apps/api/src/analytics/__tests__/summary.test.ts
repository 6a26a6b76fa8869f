import { describe, it, expect } from 'vitest';
import { isMoneyMetric, SUMMARY_METRIC_INFO } from '@rlo/contract';
import { summarize, type Summary } from '../summary';
import { emptyTotals } from '../totals';
import { twoRos } from './twoRos';


describe('summarize', () => {
  it('computes every aggregate of two ROs', () => {
    const s = summarize(twoRos);
    expect(s.gross_sales_cents).toBe(91800);
    expect(s.sale_count).toBe(2);
    expect(s.average_sale_cents).toBe(45900); // 91800 / 2
    expect(s.gross_profit_cents).toBe(42500);
    expect(s.gross_profit_per).toBeCloseTo(46.29629629629, 9); // 42500 / 91800 × 100
    expect(s.gross_profit_without_other_cents).toBe(41000); // 42500 − 1500
    expect(s.total_labor_sold_seconds).toBe(9000);
    expect(s.total_labor_actual_seconds).toBe(8800);
    expect(s.sold_hours_per_ro).toBe(1.25); // 9000 / 3600 / 2
    expect(s.shop_efficiency).toBeCloseTo(1.02272727272, 9); // 9000 / 8800
    expect(s.effective_labor_rate_cents).toBe(12360); // 30900 / 2.5 h
    expect(s.gross_profit_per_sold_hour_cents).toBe(17000); // 42500 / 2.5 h
    expect(s.labor_gross_profit_rate).toBeCloseTo(0.73462783171, 9); // (30900 − 8200) / 30900 = 22700 / 30900
    expect(s.parts_gross_profit_rate).toBeCloseTo(0.55263157894, 9); // 6300 / 11400
    expect(s.tires_gross_profit_rate).toBe(0.25); // 10000 / 40000
    expect(s.day_count).toBe(2);
    expect(s.average_daily_sales_cents).toBe(45900); // 91800 / 2
    expect(s.average_daily_sales_count).toBe(1); // 2 / 2
    expect(s.total_discount_cents).toBe(1000);
    expect(s.total_tax_paid_cents).toBe(3650);
    expect(s.total_discount_per).toBeCloseTo(1.07758620689, 9); // 1000 / (91800 + 1000) × 100
    expect(s.new_customers_count).toBe(1);
    expect(s.returning_customers_count).toBe(1);
    expect(s.labor_sold_cents).toBe(30900);
    expect(s.labor_cost_cents).toBe(8200);
    expect(s.parts_sold_cents).toBe(11400);
    expect(s.parts_cost_cents).toBe(5100);
    expect(s.tires_sold_cents).toBe(40000);
    expect(s.tires_cost_cents).toBe(30000);
    expect(s.sublet_sold_cents).toBe(9000);
    expect(s.sublet_cost_cents).toBe(6000);
    expect(s.other_sold_cents).toBe(1500);
    expect(s.total_labor_profit_cents).toBe(22700); // 30900 − 8200
    expect(s.total_parts_profit_cents).toBe(6300); // 11400 − 5100
    expect(s.total_tires_profit_cents).toBe(10000); // 40000 − 30000
    expect(s.total_sublet_profit_cents).toBe(3000); // 9000 − 6000
    expect(s.recommendation_cents).toBe(64000);
  });

  it('gives 0 for every ratio when every divisor is 0', () => {
    const s = summarize(emptyTotals());
    expect(Object.values(s).every((v) => v === 0)).toBe(true);
  });

  it('gives 0 for each ratio whose own divisor is 0', () => {
    const s = summarize({
      ...emptyTotals(),
      ro_count: 1,
      sold_seconds: 3600,
      actual_seconds: 0, // efficiency divisor
      labor_sold_cents: 0, // labor rate divisor
      parts_sold_cents: 0,
      tires_sold_cents: 0,
      other_sold_cents: 500,
      discount_cents: 500,
      total_sold_cents: 0, // 500 − 500: GP % divisor
      gross_profit_cents: 0,
      day_count: 0,
    });
    expect(s.shop_efficiency).toBe(0);
    expect(s.labor_gross_profit_rate).toBe(0);
    expect(s.parts_gross_profit_rate).toBe(0);
    expect(s.tires_gross_profit_rate).toBe(0);
    expect(s.gross_profit_per).toBe(0);
    expect(s.average_daily_sales_cents).toBe(0);
    expect(s.average_daily_sales_count).toBe(0);
    expect(s.total_discount_per).toBe(100); // 500 / (0 + 500) × 100: its divisor is not 0
    expect(s.sold_hours_per_ro).toBe(1); // 3600 / 3600 / 1
    expect(s.average_sale_cents).toBe(0); // 0 / 1
  });

  it('gives 0 for per-hour and per-RO figures without sold time or ROs', () => {
    const s = summarize({
      ...emptyTotals(),
      labor_sold_cents: 5000,
      gross_profit_cents: 5000,
      total_sold_cents: 5000,
    });
    expect(s.effective_labor_rate_cents).toBe(0);
    expect(s.gross_profit_per_sold_hour_cents).toBe(0);
    expect(s.average_sale_cents).toBe(0);
    expect(s.sold_hours_per_ro).toBe(0);
    expect(s.gross_profit_per).toBe(100); // 5000 / 5000 × 100
  });

  it('rounds money averages to whole cents, half away from zero', () => {
    const s = summarize({
      ...emptyTotals(),
      ro_count: 2,
      total_sold_cents: 1001,
      gross_profit_cents: 1,
      labor_sold_cents: 12345,
      sold_seconds: 7200,
      day_count: 3,
    });
    expect(s.average_sale_cents).toBe(501); // 1001 / 2 = 500.5 → 501
    expect(s.effective_labor_rate_cents).toBe(6173); // 12345 / 2 h = 6172.5 → 6173
    expect(s.gross_profit_per_sold_hour_cents).toBe(1); // 1 / 2 h = 0.5 → 1
    expect(s.average_daily_sales_cents).toBe(334); // 1001 / 3 = 333.67 → 334
    expect(s.average_daily_sales_count).toBeCloseTo(0.66666666666, 9); // 2 / 3, unrounded
  });

  it('rounds negative money averages half away from zero too', () => {
    const s = summarize({
      ...emptyTotals(),
      ro_count: 2,
      total_sold_cents: -1001,
      gross_profit_cents: -1,
      sold_seconds: 7200,
    });
    expect(s.average_sale_cents).toBe(-501); // -500.5 → -501
    expect(s.gross_profit_per_sold_hour_cents).toBe(-1); // -0.5 → -1
  });

  it('keeps percentages and ratios unrounded', () => {
    const s = summarize({
      ...emptyTotals(),
      ro_count: 3,
      total_sold_cents: 3,
      gross_profit_cents: 1,
      sold_seconds: 1,
      actual_seconds: 3,
    });
    expect(s.gross_profit_per).toBeCloseTo(33.333333333333, 10); // 1 / 3 × 100
    expect(s.shop_efficiency).toBeCloseTo(0.333333333333, 10); // 1 / 3
  });
});

describe('the metric table the engine reads (SUMMARY_METRIC_INFO, from the contract)', () => {
  it('classifies totals as additive and averages/percents/rates as ratio', () => {
    const ratios: (keyof Summary)[] = [
      'average_sale_cents',
      'gross_profit_per',
      'sold_hours_per_ro',
      'shop_efficiency',
      'effective_labor_rate_cents',
      'gross_profit_per_sold_hour_cents',
      'labor_gross_profit_rate',
      'parts_gross_profit_rate',
      'tires_gross_profit_rate',
      'average_daily_sales_cents',
      'average_daily_sales_count',
      'total_discount_per',
    ];
    const kinds = Object.entries(SUMMARY_METRIC_INFO);
    expect(
      kinds
        .filter(([, info]) => info.kind === 'ratio')
        .map(([m]) => m)
        .sort(),
    ).toEqual([...ratios].sort());
    expect(SUMMARY_METRIC_INFO.gross_sales_cents.kind).toBe('additive');
    expect(SUMMARY_METRIC_INFO.day_count.kind).toBe('additive');
    expect(SUMMARY_METRIC_INFO.total_labor_sold_seconds.kind).toBe('additive');
  });

  it('calls money exactly the figures held in cents (their averages round to whole cents)', () => {
    const money = Object.keys(SUMMARY_METRIC_INFO).filter((metric) => isMoneyMetric(metric as keyof Summary));
    expect(money.sort()).toEqual(Object.keys(SUMMARY_METRIC_INFO).filter((metric) => metric.endsWith('_cents')).sort());
  });

  it('has an entry for every Summary field', () => {
    expect(Object.keys(SUMMARY_METRIC_INFO).sort()).toEqual(Object.keys(summarize(emptyTotals())).sort());
  });
});
