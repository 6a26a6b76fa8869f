import { describe, expect, it } from 'vitest';
import { explainMetric } from '../explain';
import { summaryReport } from '../summaryReport';
import { twoRos } from './twoRos';

// The two ROs of the summary's test: labor 30900/8200, parts 11400/5100, tires 40000/30000,
// sublet 9000/6000, other 1500, discount 1000; total sold 91800, gross profit 42500.
const totals = twoRos;

describe("the summary report's own figures", () => {
  const report = summaryReport(totals);

  it('adds up the four lines, with and without other sold', () => {
    expect(report.totalSalesWithDiscount).toBe(91300); // 30900 + 11400 + 40000 + 9000
    expect(report.totalSalesWithOtherSold).toBe(92800); // 91300 + 1500
    expect(report.totalCost).toBe(49300); // 8200 + 5100 + 30000 + 6000
    expect(report.totalSalesWithoutDiscountWithoutOtherSold).toBe(90300); // 91800 − 1500
  });

  it('takes the rates and GP $ per RO from the same sums', () => {
    expect(report.totalGpPerWithoutOtherSold).toBeCloseTo(45.4042081949, 9); // (42500 − 1500) × 100 ÷ 90300
    expect(report.subletGpPer).toBeCloseTo(33.3333333333, 9); // 3000 × 100 ÷ 9000
    expect(report.gpDollarsPerRo).toBe(21250); // 42500 ÷ 2
  });

  it('rounds GP $ per RO to the cent, half away from zero', () => {
    expect(summaryReport({ ...totals, gross_profit_cents: 10001 }).gpDollarsPerRo).toBe(5001); // 5000.5
    expect(summaryReport({ ...totals, gross_profit_cents: -10001 }).gpDollarsPerRo).toBe(-5001);
    expect(summaryReport({ ...totals, ro_count: 0 }).gpDollarsPerRo).toBe(0);
  });

  it('explains each figure with its rule, its inputs and the value the report shows', () => {
    const perRo = explainMetric('gross_profit_per_ro_cents', totals);
    expect(perRo).toEqual({
      expression: '{gross_profit_cents} ÷ {ro_count}',
      rounding: 'cents',
      inputs: [
        { key: 'gross_profit_cents', value: 42500, summed_from_ros: true },
        { key: 'ro_count', value: 2, summed_from_ros: true },
      ],
      result: 21250,
    });
    const withoutOther = explainMetric('gross_profit_per_without_other', totals);
    expect(withoutOther.inputs.map((i) => [i.key, i.value])).toEqual([
      ['gross_profit_cents', 42500],
      ['other_sold_cents', 1500],
      ['total_sold_cents', 91800],
    ]);
    expect(withoutOther.result).toBe(report.totalGpPerWithoutOtherSold);
    expect(explainMetric('sublet_gross_profit_rate', totals).result).toBeCloseTo(1 / 3, 12); // 3000 ÷ 9000
    expect(explainMetric('lines_sold_cents', totals).result).toBe(91300);
    expect(explainMetric('sold_before_discount_cents', totals).result).toBe(92800);
    expect(explainMetric('lines_cost_cents', totals).result).toBe(49300);
    expect(explainMetric('net_sales_without_other_cents', totals).result).toBe(90300);
  });
});
