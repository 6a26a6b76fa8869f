import { emptyTotals, type Totals } from '../totals';

// Two ROs: the ingest.md example (A) and B = labor 12000/3000 (3600 s sold, 4000 s actual),
// part 2500/1000, tire 40000/30000, no fee, no discount, tax 2000.
// A: total_sold 37300, gross_profit 22000. B: total_sold 12000+2500+40000 = 54500,
// gross_profit 9000 + 1500 + 10000 = 20500.
export const twoRos: Totals = {
  ...emptyTotals(),
  ro_count: 2,
  labor_sold_cents: 30900, // 18900 + 12000
  labor_cost_cents: 8200, // 5200 + 3000
  parts_sold_cents: 11400, // 8900 + 2500
  parts_cost_cents: 5100, // 4100 + 1000
  tires_sold_cents: 40000,
  tires_cost_cents: 30000,
  sublet_sold_cents: 9000,
  sublet_cost_cents: 6000,
  other_sold_cents: 1500,
  discount_cents: 1000,
  tax_cents: 3650, // 1650 + 2000
  sold_seconds: 9000, // 5400 + 3600
  actual_seconds: 8800, // 4800 + 4000
  recommendation_cents: 64000,
  total_sold_cents: 91800, // 37300 + 54500
  gross_profit_cents: 42500, // 22000 + 20500
  day_count: 2,
  new_customers_count: 1,
  returning_customers_count: 1,
};
