// "Explain this figure" (issue 29): any figure's rule, inputs and result from the one formula table.
import type { ExplainMetric } from '@rlo/contract';
import { SUMMARY_FORMULAS, type Formula, type TotalsInput } from './summary';
import { REPORT_FORMULAS } from './summaryReport';
import type { Totals } from './totals';

/** Every figure an explanation answers: the summary's and the summary report's own. */
export const FIGURE_FORMULAS: { readonly [M in ExplainMetric]: Formula } = { ...SUMMARY_FORMULAS, ...REPORT_FORMULAS };

/** Inputs of the totals that are sums over the counted ROs (the rest count dates or customers). */
const SET_COUNTS: readonly TotalsInput[] = ['day_count', 'new_customers_count', 'returning_customers_count'];

/**
 * Why a figure has its value (issue 29): the rule, its inputs with their values, and the result of
 * the very function `summarize` uses, so the explanation is the figure by construction.
 */
export function explainMetric(metric: ExplainMetric, t: Totals) {
  const formula = FIGURE_FORMULAS[metric];
  return {
    expression: formula.expression,
    rounding: formula.rounding,
    inputs: formula.inputs.map((key) => ({ key, value: t[key], summed_from_ros: !SET_COUNTS.includes(key) })),
    result: formula.compute(t),
  };
}
