import { describe, expect, it } from 'vitest';
import { alertFigure, alertPeriod, checkAlert, lastYearOf } from '../alerts';
import { roAmounts } from '../amounts';
import { summarize } from '../summary';
import { emptyTotals } from '../totals';

describe('the period an alert is evaluated over', () => {
  // Thursday 2026-03-19: yesterday is Wednesday the 18th.
  it('ends on the previous business day', () => {
    expect(alertPeriod('yesterday', '2026-03-19')).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    expect(alertPeriod('week_to_date', '2026-03-19')).toEqual({ from: '2026-03-16', to: '2026-03-18' });
    expect(alertPeriod('month_to_date', '2026-03-19')).toEqual({ from: '2026-03-01', to: '2026-03-18' });
  });

  it('is about Saturday on a Monday, and about last month on the 1st', () => {
    // Monday 2026-03-23: yesterday was a Sunday, so the Saturday (kpis.md §4).
    expect(alertPeriod('yesterday', '2026-03-23')).toEqual({ from: '2026-03-21', to: '2026-03-21' });
    expect(alertPeriod('week_to_date', '2026-03-23')).toEqual({ from: '2026-03-16', to: '2026-03-21' });
    // Wednesday 2026-04-01: the month to date is March, whole.
    expect(alertPeriod('month_to_date', '2026-04-01')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('compares with the same dates a year earlier', () => {
    expect(lastYearOf({ from: '2026-03-01', to: '2026-03-18' })).toEqual({ from: '2025-03-01', to: '2025-03-18' });
  });
});

describe('whether a rule fires', () => {
  it('fires below or above a value, strictly', () => {
    // GP % below 50: 49.99 fires, 50 does not.
    expect(checkAlert('below', 50, { value: 49.99 })).toEqual({ fired: true, compared: 49.99 });
    expect(checkAlert('below', 50, { value: 50 })).toEqual({ fired: false, compared: 50 });
    // Car count above 40: 41 fires, 40 does not.
    expect(checkAlert('above', 40, { value: 41 }).fired).toBe(true);
    expect(checkAlert('above', 40, { value: 40 }).fired).toBe(false);
  });

  it('fires on a change against last year by more than the threshold', () => {
    // $8,000 against $10,000: −20.00 %. Down by more than 15 % fires; by more than 20 % does not.
    expect(checkAlert('down_vs_last_year', 15, { value: 800_000, lastYear: 1_000_000 })).toEqual({ fired: true, compared: -20 });
    expect(checkAlert('down_vs_last_year', 20, { value: 800_000, lastYear: 1_000_000 }).fired).toBe(false);
    // 23 cars against 20: +15.00 %.
    expect(checkAlert('up_vs_last_year', 10, { value: 23, lastYear: 20 })).toEqual({ fired: true, compared: 15 });
    expect(checkAlert('up_vs_last_year', 10, { value: 23, lastYear: 23 }).fired).toBe(false);
    // Nothing last year: no change to speak of.
    expect(checkAlert('down_vs_last_year', 10, { value: 0, lastYear: 0 })).toEqual({ fired: false, compared: null });
  });

  it('fires when the month projects more than the threshold behind its goal', () => {
    // 10 % behind: a projection at 89.5 % of the goal fires, at 90 % does not.
    expect(checkAlert('behind_goal_pace', 10, { value: 0, projectedPercentOfGoal: 89.5 })).toEqual({ fired: true, compared: 89.5 });
    expect(checkAlert('behind_goal_pace', 10, { value: 0, projectedPercentOfGoal: 90 }).fired).toBe(false);
    // No goal set: no pace.
    expect(checkAlert('behind_goal_pace', 10, { value: 0, projectedPercentOfGoal: null })).toEqual({ fired: false, compared: null });
  });
});

describe('the figure a rule reads', () => {
  it('has no ratio over a period without a repair order, but counts and sums of zero', () => {
    // A day the shop was closed: 0 cars and $0 are figures; GP %, ARO and ELR do not exist.
    const closed = summarize(emptyTotals());
    expect(alertFigure('sale_count', closed)).toBe(0);
    expect(alertFigure('gross_sales_cents', closed)).toBe(0);
    expect(alertFigure('gross_profit_per', closed)).toBeNull();
    expect(alertFigure('average_sale_cents', closed)).toBeNull();
    expect(alertFigure('effective_labor_rate_cents', closed)).toBeNull();
    // One RO of $100 at $40 cost: 60 % GP, an ARO of $100.
    const part = roAmounts({ labor: [], parts: [{ kind: 'part', sold_price_cents: 10_000, cost_cents: 4_000 }], sublets: [], fees: [], discount_cents: 0, tax_cents: 0, recommendations: [] });
    const open = summarize({ ...emptyTotals(), ...part, ro_count: 1, day_count: 1 });
    expect(open.sale_count).toBe(1);
    expect(alertFigure('gross_profit_per', open)).toBe(60);
    expect(alertFigure('average_sale_cents', open)).toBe(10_000);
  });

  it('does not fire on a figure that does not exist, nor compare with one', () => {
    expect(checkAlert('below', 65, { value: null })).toEqual({ fired: false, compared: null });
    expect(checkAlert('down_vs_last_year', 10, { value: 50, lastYear: null })).toEqual({ fired: false, compared: null });
  });
});
