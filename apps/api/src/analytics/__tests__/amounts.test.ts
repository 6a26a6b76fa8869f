import { describe, it, expect } from 'vitest';
import { roAmounts, type RoLinesInput } from '../amounts';

// The example RO of ingest.md §1.
const exampleRo: RoLinesInput = {
  labor: [{ sold_seconds: 5400, actual_seconds: 4800, sold_price_cents: 18900, cost_cents: 5200 }],
  parts: [{ kind: 'part', sold_price_cents: 8900, cost_cents: 4100 }],
  sublets: [{ sold_price_cents: 9000, cost_cents: 6000 }],
  fees: [{ sold_price_cents: 1500 }],
  discount_cents: 1000,
  tax_cents: 1650,
  recommendations: [{ amount_cents: 64000 }],
};

describe('roAmounts', () => {
  it('computes the ingest.md example RO', () => {
    expect(roAmounts(exampleRo)).toEqual({
      labor_sold_cents: 18900,
      labor_cost_cents: 5200,
      parts_sold_cents: 8900,
      parts_cost_cents: 4100,
      tires_sold_cents: 0,
      tires_cost_cents: 0,
      sublet_sold_cents: 9000,
      sublet_cost_cents: 6000,
      other_sold_cents: 1500,
      discount_cents: 1000,
      tax_cents: 1650,
      sold_seconds: 5400,
      actual_seconds: 4800,
      recommendation_cents: 64000,
      // 18900 + 8900 + 0 + 9000 + 1500 − 1000 = 37300 (tax 1650 excluded)
      total_sold_cents: 37300,
      // (18900−5200) + (8900−4100) + 0 + (9000−6000) + 1500 − 1000 = 13700 + 4800 + 3000 + 500 = 22000
      gross_profit_cents: 22000,
    });
  });

  it('splits parts and tires by kind and sums several lines', () => {
    const a = roAmounts({
      labor: [
        { sold_seconds: 3600, actual_seconds: 3000, sold_price_cents: 12000, cost_cents: 3000 },
        { sold_seconds: 1800, actual_seconds: 2400, sold_price_cents: 6000, cost_cents: 1500 },
      ],
      parts: [
        { kind: 'tire', sold_price_cents: 40000, cost_cents: 30000 },
        { kind: 'part', sold_price_cents: 2500, cost_cents: 1000 },
        { kind: 'tire', sold_price_cents: 500, cost_cents: 200 },
      ],
      sublets: [],
      fees: [],
      discount_cents: 0,
      tax_cents: 2000,
      recommendations: [{ amount_cents: 100 }, { amount_cents: 250 }],
    });
    expect(a.labor_sold_cents).toBe(18000); // 12000 + 6000
    expect(a.labor_cost_cents).toBe(4500); // 3000 + 1500
    expect(a.sold_seconds).toBe(5400); // 3600 + 1800
    expect(a.actual_seconds).toBe(5400); // 3000 + 2400
    expect(a.parts_sold_cents).toBe(2500);
    expect(a.parts_cost_cents).toBe(1000);
    expect(a.tires_sold_cents).toBe(40500); // 40000 + 500
    expect(a.tires_cost_cents).toBe(30200); // 30000 + 200
    expect(a.recommendation_cents).toBe(350); // 100 + 250
    expect(a.total_sold_cents).toBe(61000); // 18000 + 2500 + 40500
    expect(a.gross_profit_cents).toBe(25300); // (18000−4500) + (2500−1000) + (40500−30200) = 13500 + 1500 + 10300
  });

  it('counts fees fully as profit and subtracts the discount from sales and profit', () => {
    const a = roAmounts({
      labor: [],
      parts: [],
      sublets: [],
      fees: [{ sold_price_cents: 1200 }, { sold_price_cents: 800 }],
      discount_cents: 500,
      tax_cents: 0,
      recommendations: [],
    });
    expect(a.other_sold_cents).toBe(2000); // 1200 + 800
    expect(a.total_sold_cents).toBe(1500); // 2000 − 500
    expect(a.gross_profit_cents).toBe(1500); // fees have no cost: 2000 − 500
  });

  it('is all zeros for an empty RO', () => {
    const a = roAmounts({
      labor: [],
      parts: [],
      sublets: [],
      fees: [],
      discount_cents: 0,
      tax_cents: 0,
      recommendations: [],
    });
    expect(Object.values(a).every((v) => v === 0)).toBe(true);
  });
});
