// Per-RO amounts of kpis.md §2. All money in integer cents, all time in integer seconds.
import { RO_AMOUNT_KEYS } from '@rlo/contract';

export type RoLinesInput = {
  labor: { sold_seconds: number; actual_seconds: number; sold_price_cents: number; cost_cents: number }[];
  parts: { kind: 'part' | 'tire'; sold_price_cents: number; cost_cents: number }[];
  sublets: { sold_price_cents: number; cost_cents: number }[];
  fees: { sold_price_cents: number }[];
  discount_cents: number;
  tax_cents: number;
  recommendations: { amount_cents: number }[];
};

// The key list is the contract's: the explanation of a figure names the same amounts.
export { RO_AMOUNT_KEYS };

export type RoAmountKey = (typeof RO_AMOUNT_KEYS)[number];
export type RoAmounts = Record<RoAmountKey, number>;

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  let total = 0;
  for (const row of rows) total += pick(row);
  return total;
}

export function roAmounts(ro: RoLinesInput): RoAmounts {
  const parts = ro.parts.filter((p) => p.kind === 'part');
  const tires = ro.parts.filter((p) => p.kind === 'tire');
  const labor_sold_cents = sum(ro.labor, (l) => l.sold_price_cents);
  const labor_cost_cents = sum(ro.labor, (l) => l.cost_cents);
  const parts_sold_cents = sum(parts, (p) => p.sold_price_cents);
  const parts_cost_cents = sum(parts, (p) => p.cost_cents);
  const tires_sold_cents = sum(tires, (p) => p.sold_price_cents);
  const tires_cost_cents = sum(tires, (p) => p.cost_cents);
  const sublet_sold_cents = sum(ro.sublets, (s) => s.sold_price_cents);
  const sublet_cost_cents = sum(ro.sublets, (s) => s.cost_cents);
  const other_sold_cents = sum(ro.fees, (f) => f.sold_price_cents);
  const discount_cents = ro.discount_cents;

  // Tax is collected for the state, not sold: it stays out of total_sold.
  const total_sold_cents =
    labor_sold_cents +
    parts_sold_cents +
    tires_sold_cents +
    sublet_sold_cents +
    other_sold_cents -
    discount_cents;
  const gross_profit_cents =
    labor_sold_cents -
    labor_cost_cents +
    (parts_sold_cents - parts_cost_cents) +
    (tires_sold_cents - tires_cost_cents) +
    (sublet_sold_cents - sublet_cost_cents) +
    other_sold_cents -
    discount_cents;

  return {
    labor_sold_cents,
    labor_cost_cents,
    parts_sold_cents,
    parts_cost_cents,
    tires_sold_cents,
    tires_cost_cents,
    sublet_sold_cents,
    sublet_cost_cents,
    other_sold_cents,
    discount_cents,
    tax_cents: ro.tax_cents,
    sold_seconds: sum(ro.labor, (l) => l.sold_seconds),
    actual_seconds: sum(ro.labor, (l) => l.actual_seconds),
    recommendation_cents: sum(ro.recommendations, (r) => r.amount_cents),
    total_sold_cents,
    gross_profit_cents,
  };
}
