// Employee figures of kpis.md §5, from the per-advisor and per-technician sums.
import type { TechnicianKpi } from '@rlo/contract';
import { divOrZero, roundedDiv } from './rounding';
import { summarize } from './summary';
import { sumTotals, type Totals } from './totals';

const SECONDS_PER_HOUR = 3600;

export type WriterStats = {
  gross_sales_cents: number;
  avg_sale_cents: number;
  sale_count: number;
  gross_profit_cents: number;
  gross_profit_cents_per: number;
  labor_sold_sec: number;
  parts_gp_per: number;
  total_discount_cents: number;
  total_discount_per: number;
  writer_hours_ro: number;
  avg_estimate_cents: number;
  total_parts_sold_cents: number;
  advisor_eff_labor_hourly_rate_cents: number;
};

/** An advisor's figures: the §3 aggregates over the counted ROs they wrote, plus the §5 extras. */
export function writerStats(t: Totals): WriterStats {
  const s = summarize(t);
  return {
    gross_sales_cents: s.gross_sales_cents,
    avg_sale_cents: s.average_sale_cents,
    sale_count: s.sale_count,
    gross_profit_cents: s.gross_profit_cents,
    gross_profit_cents_per: s.gross_profit_per,
    labor_sold_sec: s.total_labor_sold_seconds,
    parts_gp_per: s.parts_gross_profit_rate * 100,
    total_discount_cents: s.total_discount_cents,
    total_discount_per: s.total_discount_per,
    writer_hours_ro: s.sold_hours_per_ro,
    avg_estimate_cents: roundedDiv(t.recommendation_cents, t.ro_count),
    total_parts_sold_cents: s.parts_sold_cents,
    advisor_eff_labor_hourly_rate_cents: s.effective_labor_rate_cents,
  };
}

/** A technician's sums: labor lines they worked on counted ROs, and parts of ROs where they are the primary technician. */
export type TechTotals = {
  labor_sold_cents: number;
  labor_cost_cents: number;
  sold_seconds: number;
  actual_seconds: number;
  labor_ro_count: number;
  /** Distinct business dates of those ROs. */
  day_count: number;
  parts_sold_cents: number;
  parts_cost_cents: number;
};

export type TechStats = {
  total_labor_sold_cents: number;
  total_sold_seconds: number;
  total_actual_seconds: number;
  total_labor_cost_cents: number;
  total_labor_profit_cents: number;
  total_labor_ro: number;
  avg_labor_sale_cents: number;
  eff_labor_hourly_rate_cents: number;
  tech_hours_ro: number;
  sold_hour_on_day: number;
  total_tech_parts_sold_cents: number;
  total_tech_parts_cost_cents: number;
};

type TechInput = Exclude<keyof TechTotals, 'parts_sold_cents' | 'parts_cost_cents' | 'day_count'>;

/**
 * The technician KPIs of the employee section (kpis.md §5) as SUMMARY_FORMULAS holds §3's: the sums
 * each reads, the rule with their keys in braces, its rounding and `compute`, which techStats and
 * the explanation of a technician's figure both use.
 */
export const TECH_FORMULAS: {
  readonly [K in TechnicianKpi]: { inputs: readonly TechInput[]; expression: string; rounding: 'cents' | 'none'; compute: (t: TechTotals) => number };
} = {
  total_labor_sold_cents: { inputs: ['labor_sold_cents'], expression: 'Σ {labor_sold_cents}', rounding: 'none', compute: (t) => t.labor_sold_cents },
  total_sold_seconds: { inputs: ['sold_seconds'], expression: 'Σ {sold_seconds}', rounding: 'none', compute: (t) => t.sold_seconds },
  total_labor_ro: { inputs: ['labor_ro_count'], expression: '{labor_ro_count}', rounding: 'none', compute: (t) => t.labor_ro_count },
  avg_labor_sale_cents: {
    inputs: ['labor_sold_cents', 'labor_ro_count'],
    expression: '{labor_sold_cents} ÷ {labor_ro_count}',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.labor_sold_cents, t.labor_ro_count),
  },
  total_labor_cost_cents: { inputs: ['labor_cost_cents'], expression: 'Σ {labor_cost_cents}', rounding: 'none', compute: (t) => t.labor_cost_cents },
  total_labor_profit_cents: {
    inputs: ['labor_sold_cents', 'labor_cost_cents'],
    expression: 'Σ {labor_sold_cents} − Σ {labor_cost_cents}',
    rounding: 'none',
    compute: (t) => t.labor_sold_cents - t.labor_cost_cents,
  },
  total_actual_seconds: { inputs: ['actual_seconds'], expression: 'Σ {actual_seconds}', rounding: 'none', compute: (t) => t.actual_seconds },
  eff_labor_hourly_rate_cents: {
    inputs: ['labor_sold_cents', 'sold_seconds'],
    expression: '{labor_sold_cents} ÷ ({sold_seconds} ÷ 3600)',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.labor_sold_cents * SECONDS_PER_HOUR, t.sold_seconds),
  },
};

export function techStats(t: TechTotals): TechStats {
  return {
    total_labor_sold_cents: TECH_FORMULAS.total_labor_sold_cents.compute(t),
    total_sold_seconds: TECH_FORMULAS.total_sold_seconds.compute(t),
    total_actual_seconds: TECH_FORMULAS.total_actual_seconds.compute(t),
    total_labor_cost_cents: TECH_FORMULAS.total_labor_cost_cents.compute(t),
    total_labor_profit_cents: TECH_FORMULAS.total_labor_profit_cents.compute(t),
    total_labor_ro: TECH_FORMULAS.total_labor_ro.compute(t),
    avg_labor_sale_cents: TECH_FORMULAS.avg_labor_sale_cents.compute(t),
    eff_labor_hourly_rate_cents: TECH_FORMULAS.eff_labor_hourly_rate_cents.compute(t),
    tech_hours_ro: divOrZero(t.sold_seconds, SECONDS_PER_HOUR * t.labor_ro_count),
    sold_hour_on_day: divOrZero(t.sold_seconds, SECONDS_PER_HOUR * t.day_count),
    total_tech_parts_sold_cents: t.parts_sold_cents,
    total_tech_parts_cost_cents: t.parts_cost_cents,
  };
}

/**
 * An advisor's sums over several of their months. Months are disjoint, so every sum adds up,
 * the distinct days too (kpis.md §3 "set counts"); the month rows carry no customer counts.
 */
export function sumWriterMonths(months: readonly Totals[]): Totals {
  let days = 0;
  for (const m of months) days += m.day_count;
  return sumTotals(months, { day_count: days, new_customers_count: 0, returning_customers_count: 0 });
}

/** A technician's sums over several of their months (disjoint, so each field adds up). */
export function sumTechMonths(months: readonly TechTotals[]): TechTotals {
  const total: TechTotals = { labor_sold_cents: 0, labor_cost_cents: 0, sold_seconds: 0, actual_seconds: 0, labor_ro_count: 0, day_count: 0, parts_sold_cents: 0, parts_cost_cents: 0 };
  const keys = Object.keys(total) as (keyof TechTotals)[];
  for (const m of months) for (const k of keys) total[k] += m[k];
  return total;
}
