import { z } from 'zod';
import { ALERT_MAX_PERCENT, ALERT_MAX_SNOOZE_DAYS } from './constants';
import { idParam, pageNumParam, pageSizeParam } from './params';
import type { SummaryMetric } from './metrics';

/** The figures a rule can watch (kpis.md §3): the ones an owner checks each morning. */
export const ALERT_METRICS = [
  'sale_count',
  'gross_sales_cents',
  'gross_profit_cents',
  'gross_profit_per',
  'average_sale_cents',
  'effective_labor_rate_cents',
  'shop_efficiency',
  'new_customers_count',
] as const satisfies readonly SummaryMetric[];
export type AlertMetric = (typeof ALERT_METRICS)[number];

/**
 * below / above: the figure against a value in its wire unit (cents, percent, fraction, count);
 * down_vs_last_year / up_vs_last_year: its change against the same dates last year by more than
 * the threshold's percent; behind_goal_pace: the month's projected sales under (100 − threshold) %
 * of the monthly goal (kpis.md §7: sales are the only figure with a goal, month to date only).
 */
export const ALERT_CONDITIONS = ['below', 'above', 'down_vs_last_year', 'up_vs_last_year', 'behind_goal_pace'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/** The period ending on the previous business day (kpis.md §4) that a rule is evaluated over. */
export const ALERT_PERIODS = ['yesterday', 'week_to_date', 'month_to_date'] as const;
export type AlertPeriod = (typeof ALERT_PERIODS)[number];

const PERCENT_CONDITIONS: readonly AlertCondition[] = ['down_vs_last_year', 'up_vs_last_year', 'behind_goal_pace'];

/** A rule as written: null location_id watches each of the partner's active locations. */
export const alertRuleInput = z
  .object({
    location_id: idParam.nullable(),
    metric: z.enum(ALERT_METRICS),
    condition: z.enum(ALERT_CONDITIONS),
    threshold: z.number().finite(),
    period: z.enum(ALERT_PERIODS),
  })
  .superRefine((rule, ctx) => {
    if (PERCENT_CONDITIONS.includes(rule.condition) && !(rule.threshold >= 0 && rule.threshold <= ALERT_MAX_PERCENT)) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: `a percent from 0 to ${ALERT_MAX_PERCENT}` });
    }
    if (rule.condition === 'behind_goal_pace' && (rule.metric !== 'gross_sales_cents' || rule.period !== 'month_to_date')) {
      ctx.addIssue({ code: 'custom', path: ['condition'], message: 'the pace against goal is gross sales, month to date' });
    }
  });
export type AlertRuleInput = z.infer<typeof alertRuleInput>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int().nullable(),
  metric: z.enum(ALERT_METRICS),
  condition: z.enum(ALERT_CONDITIONS),
  threshold: z.number(),
  period: z.enum(ALERT_PERIODS),
  paused: z.boolean(),
  /** The first business day it is evaluated again; null when not snoozed. */
  snoozed_until: z.string().nullable(),
  created_at: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** Paused or not; with snooze_days, snoozed for that many days from today (0 ends a snooze). */
export const alertRulePatch = z.object({ paused: z.boolean(), snooze_days: z.number().int().min(0).max(ALERT_MAX_SNOOZE_DAYS).optional() });

export const alertSchema = z.object({
  id: z.number().int(),
  rule_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  metric: z.enum(ALERT_METRICS),
  condition: z.enum(ALERT_CONDITIONS),
  period: z.enum(ALERT_PERIODS),
  from: z.string(),
  to: z.string(),
  value: z.number(),
  threshold: z.number(),
  /** What was held against the threshold (see checkAlert): the figure, its change or its pace. */
  compared: z.number().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListQuery = z.object({
  location_id: idParam.optional(),
  rule_id: idParam.optional(),
  unread: z.enum(['true', 'false']).optional(),
  page_num: pageNumParam,
  page_size: pageSizeParam(20),
});

export const alertPageSchema = z.object({ items: z.array(alertSchema), total: z.number().int(), unread: z.number().int() });
export type AlertPage = z.infer<typeof alertPageSchema>;
