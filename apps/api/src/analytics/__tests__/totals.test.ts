import { describe, it, expect } from 'vitest';
import { roAmounts } from '../amounts';
import { addTotals, emptyTotals, setCounts, sumTotals, totalsFromRos } from '../totals';

const roA = roAmounts({
  labor: [{ sold_seconds: 5400, actual_seconds: 4800, sold_price_cents: 18900, cost_cents: 5200 }],
  parts: [{ kind: 'part', sold_price_cents: 8900, cost_cents: 4100 }],
  sublets: [{ sold_price_cents: 9000, cost_cents: 6000 }],
  fees: [{ sold_price_cents: 1500 }],
  discount_cents: 1000,
  tax_cents: 1650,
  recommendations: [{ amount_cents: 64000 }],
});
const roB = roAmounts({
  labor: [{ sold_seconds: 3600, actual_seconds: 4000, sold_price_cents: 12000, cost_cents: 3000 }],
  parts: [{ kind: 'tire', sold_price_cents: 40000, cost_cents: 30000 }],
  sublets: [],
  fees: [],
  discount_cents: 0,
  tax_cents: 2000,
  recommendations: [],
});

describe('totals', () => {
  it('emptyTotals is all zeros', () => {
    const t = emptyTotals();
    expect(t.ro_count).toBe(0);
    expect(t.gross_profit_cents).toBe(0);
    expect(t.day_count).toBe(0);
    expect(Object.values(t).every((v) => v === 0)).toBe(true);
  });

  it('totalsFromRos sums the RO amounts and takes the set counts as given', () => {
    const t = totalsFromRos([roA, roB], {
      day_count: 1,
      new_customers_count: 1,
      returning_customers_count: 1,
    });
    expect(t.ro_count).toBe(2);
    expect(t.total_sold_cents).toBe(89300); // 37300 + (12000 + 40000) = 37300 + 52000
    expect(t.gross_profit_cents).toBe(41000); // 22000 + (9000 + 10000)
    expect(t.tax_cents).toBe(3650); // 1650 + 2000
    expect(t.sold_seconds).toBe(9000); // 5400 + 3600
    expect(t.day_count).toBe(1);
  });

  it('addTotals adds the RO sums and does not add the set counts', () => {
    const a = totalsFromRos([roA], { day_count: 1, new_customers_count: 1, returning_customers_count: 0 });
    const b = totalsFromRos([roB], { day_count: 1, new_customers_count: 0, returning_customers_count: 1 });
    // Two locations with ROs on the same date: the union of dates is 1 day, not 1 + 1.
    const t = addTotals(a, b, { day_count: 1, new_customers_count: 1, returning_customers_count: 1 });
    expect(t.ro_count).toBe(2);
    expect(t.labor_sold_cents).toBe(30900); // 18900 + 12000
    expect(t.tires_cost_cents).toBe(30000); // 0 + 30000
    expect(t.recommendation_cents).toBe(64000);
    expect(t.day_count).toBe(1);
    expect(t.new_customers_count).toBe(1);
    expect(t.returning_customers_count).toBe(1);
  });

  it('sumTotals of nothing is empty except the given counts', () => {
    const t = sumTotals([], { day_count: 0, new_customers_count: 0, returning_customers_count: 0 });
    expect(t).toEqual(emptyTotals());
  });
});

describe('setCounts', () => {
  it('unions dates over locations and keys customers by location', () => {
    const march = { from: '2025-03-01', to: '2025-03-31' };
    const c = setCounts(
      [
        { location_id: 1, business_date: '2025-03-03', customer_id: 10, first_visit_date: '2025-03-03' },
        { location_id: 1, business_date: '2025-03-04', customer_id: 10, first_visit_date: '2025-03-03' },
        { location_id: 1, business_date: '2025-03-04', customer_id: 11, first_visit_date: '2024-01-01' },
        // Customer 10 at location 2 is another customer, first seen there in February.
        { location_id: 2, business_date: '2025-03-04', customer_id: 10, first_visit_date: '2025-02-20' },
        { location_id: 2, business_date: '2025-03-05', customer_id: 12, first_visit_date: '2025-03-05' },
        { location_id: 2, business_date: '2025-03-31', customer_id: 13, first_visit_date: '2025-03-31' },
      ],
      march,
    );
    expect(c.day_count).toBe(4); // 03-03, 03-04, 03-05, 03-31 (location 1: 2 days + location 2: 3 days would be 5)
    expect(c.new_customers_count).toBe(3); // 1:10, 2:12, 2:13 (first visit on the last day of the range counts)
    expect(c.returning_customers_count).toBe(2); // 1:11, 2:10
  });
});
