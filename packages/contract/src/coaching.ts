import { z } from 'zod';
import {
  COACH_COMMENT_TEXT_MAX,
  COACH_COMMENT_TITLE_MAX,
  COACHING_CHART_GROUPS,
  COACHING_REQUEST_TYPES,
  GOAL_METRICS,
  GOAL_METRICS_BY_GROUP,
  KPI_TYPES,
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  TOOLTIP_KEYS_MAX,
  TOOLTIP_TEXT_MAX,
} from './constants';
import { idOf, idParam, pageNumParam, pageSizeParam, pagingQuery, partnerLocationQuery, queryDate, text } from './params';

// Coaching goals, forecast goals, coach comments, coaching requests, tooltips and the coach's
// (agent) calls: 2-dashboard §3, §5, §7 "Goals" and "Coach comments"; api.md.

const partnerLocation = partnerLocationQuery.shape;

// ---- Coaching goals
export const coachingGoalSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  locationId: z.number().int(),
  chart_type: z.enum(COACHING_CHART_GROUPS),
  chart_name: z.enum(GOAL_METRICS),
  chart_goal: z.number(),
});
export type CoachingGoal = z.infer<typeof coachingGoalSchema>;

/** The body of POST /goals/save; with an id it edits that goal. */
export const coachingGoalSaveSchema = z
  .object({
    id: idParam.optional(),
    chart_type: z.enum(COACHING_CHART_GROUPS, { error: 'Choose a chart group.' }),
    chart_name: z.enum(GOAL_METRICS, { error: 'Choose a chart.' }),
    // A whole number: money goals are in cents, the sale_count goal is a count of ROs (the column is bigint).
    chart_goal: z
      .number({ error: 'Enter the goal.' })
      .int('The goal must be a whole number (cents, or a number of ROs).')
      .positive('The goal must be more than 0.')
      .max(1e12, 'The goal is too large.'),
  })
  .refine((goal) => GOAL_METRICS_BY_GROUP[goal.chart_type].includes(goal.chart_name), {
    path: ['chart_name'],
    error: 'This chart has no goals in this group.',
  });
export type CoachingGoalSave = z.infer<typeof coachingGoalSaveSchema>;

// ---- Forecast goals (the sales goals of the forecast, in cents)
export const forecastGoalQuery = z
  .object({
    goal: z.coerce.number().int().min(0).max(1e13),
    isYearly: z.stringbool().default(false),
    isWeekly: z.stringbool().default(false),
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(DATE_MIN_YEAR).max(DATE_MAX_YEAR),
  })
  .refine((q) => q.isYearly || q.month !== undefined, { path: ['month'], error: 'A monthly or weekly goal needs a month.' })
  .refine((q) => !(q.isYearly && q.isWeekly), { path: ['isWeekly'], error: 'A goal is yearly or weekly, not both.' });
export const goalListItemSchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  yearlyGoal: z.number().nullable(),
  monthlyGoal: z.number().nullable(),
  weeklyGoal: z.number().nullable(),
});
export type GoalListItem = z.infer<typeof goalListItemSchema>;
/** The answer of POST /{partnerId}/forecastGoal/{locationId}: the goal set and the period it is for. */
export const forecastGoalSavedSchema = goalListItemSchema.pick({ year: true, month: true }).extend({ goal: z.number() });

// ---- Coach comments
export const coachCommentSchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  created: z.string(),
  title: z.string(),
  description: z.string(),
  dailySummary: z.boolean(),
  monthlySummary: z.boolean(),
  yearlySummary: z.boolean(),
  chartGroup: z.string().nullable(),
  chartType: z.string().nullable(),
  coachName: z.string(),
  reference: z.string().nullable(),
  kpiType: z.enum(KPI_TYPES),
  read: z.boolean(),
  commentType: z.string().nullable(),
});
export type CoachComment = z.infer<typeof coachCommentSchema>;

export const coachCommentListQuery = z.object({
  ...partnerLocation,
  comment_filter: z.enum(['ALL', 'BY_REPAIR_ORDER']).default('ALL'),
  kpi_type: z.enum(KPI_TYPES).optional(),
  page_num: pageNumParam,
  page_size: pageSizeParam(10),
  chartType: text({ max: 100 }).optional(),
  chartGroup: text({ max: 100 }).optional(),
  ro_num: text({ max: 100 }).optional(),
});

export const coachCommentReadQuery = z.object({ ...partnerLocation, isEmailRead: z.stringbool().default(false) });
export const countSchema = z.object({ count: z.number().int() });
export type CountAnswer = z.infer<typeof countSchema>;

const required = (label: string, max: number) =>
  text({
    min: 1,
    max,
    messages: { type: `${label} is required.`, min: `${label} is required.`, max: `${label} is too long.`, nul: `${label} must not contain the NUL character.` },
  });

/** A new coach comment: by a coach on a client location, or by the shop owner on an RO. */
export const coachCommentCreateSchema = z
  .object({
    kpiType: z.enum(KPI_TYPES),
    title: required('Title', COACH_COMMENT_TITLE_MAX),
    description: required('Comment', COACH_COMMENT_TEXT_MAX),
    chartGroup: text({ max: 100 }).optional(),
    chartType: text({ max: 100 }).optional(),
    reference: text({ max: 100 }).optional(),
    dailySummary: z.boolean().default(false),
    monthlySummary: z.boolean().default(false),
    yearlySummary: z.boolean().default(false),
  })
  .refine((c) => c.kpiType !== 'REPAIR_ORDER' || !!c.reference, { path: ['reference'], error: 'Enter the RO number.' });
export type CoachCommentCreate = z.input<typeof coachCommentCreateSchema>;

/** The owner's RO comment from the dashboard's RO details (POST /coach_comment/save). */
export const roCoachCommentSaveSchema = z.object({
  reference: required('RO number', 100),
  title: required('Title', COACH_COMMENT_TITLE_MAX),
  description: required('Comment', COACH_COMMENT_TEXT_MAX),
});
export type RoCoachCommentSave = z.infer<typeof roCoachCommentSaveSchema>;

// ---- Coaching requests
export const coachingRequestSaveSchema = z.object({
  type: z.enum(COACHING_REQUEST_TYPES),
  commentId: idParam,
  description: text({ max: COACH_COMMENT_TEXT_MAX }).optional(),
  coachName: text({ max: 200 }).optional(),
  chartGroup: text({ max: 100 }).nullish(),
  chartType: text({ max: 100 }).nullish(),
  name: required('Name', 200),
  email: z.email('Enter a valid e-mail address.').max(254),
});
export type CoachingRequestSave = z.infer<typeof coachingRequestSaveSchema>;
export const coachingRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(COACHING_REQUEST_TYPES),
  commentId: z.number().int().nullable(),
  description: z.string().nullable(),
  coachName: z.string().nullable(),
  chartGroup: z.string().nullable(),
  chartType: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  created: z.string(),
});
export type CoachingRequest = z.infer<typeof coachingRequestSchema>;

// ---- Tooltips: the partner's own text per chart key
export const tooltipsSchema = z.record(z.string(), z.string());
export type Tooltips = z.infer<typeof tooltipsSchema>;
export const tooltipsSaveSchema = z
  .record(
    z.string().regex(/^[a-zA-Z0-9_.-]{1,80}$/, 'Unknown tooltip key.'),
    text({ max: TOOLTIP_TEXT_MAX, messages: { max: 'The text is too long.' } }),
  )
  .refine((texts) => Object.keys(texts).length <= TOOLTIP_KEYS_MAX, `At most ${TOOLTIP_KEYS_MAX} tooltips at once.`);

// ---- Coach (agent) calls
export const clientLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  timezone: z.string(),
  isDisable: z.boolean(),
});
export type ClientLocation = z.infer<typeof clientLocationSchema>;
export const clientLocationsQuery = z.object({
  group_id: idParam.optional(),
  filter: text({ max: 100 }).optional(),
  // The id of the last location of the previous page (x-paging-cursor).
  cursor: idOf('The cursor is not valid.').optional(),
});
/** GET /agent/client-locations/{id}/coach_comments: one page, newest first. */
export const clientLocationCommentsQuery = z.object({
  kpi_type: z.enum(KPI_TYPES).optional(),
  page_num: pageNumParam,
  page_size: pageSizeParam(10),
});
/** The most an RO search of a client location may hold. */
export const CLIENT_RO_SEARCH_MAX = 100;
/**
 * GET /agent/client-locations/{id}/repair-orders: one page of the location's ROs whose business date
 * is in startDate..endDate (default yesterday), newest first; `search` matches the RO number or the
 * customer's name.
 */
export const clientRepairOrdersQuery = pagingQuery
  .extend({
    startDate: queryDate.optional(),
    endDate: queryDate.optional(),
    search: text({ max: CLIENT_RO_SEARCH_MAX }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.startDate > value.endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'startDate must be on or before endDate' });
    }
  });
export type ClientRepairOrdersQuery = z.input<typeof clientRepairOrdersQuery>;
/** GET /agent/client-locations/{id}/summary-report: the summary report of the location over a range. */
export const clientSummaryReportQuery = z
  .object({ startDate: queryDate, endDate: queryDate })
  .superRefine((value, ctx) => {
    if (value.startDate > value.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be on or after startDate' });
    }
  });
export const coachSessionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
