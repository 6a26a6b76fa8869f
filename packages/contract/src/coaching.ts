import { z } from 'zod';
import {
  COACH_COMMENT_TEXT_MAX,
  COACH_COMMENT_TITLE_MAX,
  COACHING_CHART_GROUPS,
  COACHING_REQUEST_TYPES,
  GOAL_METRICS,
  GOAL_METRICS_BY_GROUP,
  KPI_TYPES,
  MAX_PAGE_SIZE,
  TOOLTIP_TEXT_MAX,
} from './constants';
import { idParam } from './params';

// Coaching goals, forecast goals, coach comments, coaching requests, tooltips and the coach's
// (agent) calls: 2-dashboard §3, §5, §7 "Goals" and "Coach comments"; api.md.

const partnerLocation = { partnerId: idParam, locationId: idParam };
export const partnerLocationQuery = z.object(partnerLocation);

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
    chart_goal: z
      .number({ error: 'Enter the goal.' })
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
    year: z.coerce.number().int().min(2000).max(2100),
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
  page_num: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  chartType: z.string().max(100).optional(),
  chartGroup: z.string().max(100).optional(),
  ro_num: z.string().max(100).optional(),
});

export const coachCommentReadQuery = z.object({ ...partnerLocation, isEmailRead: z.stringbool().default(false) });
export const countSchema = z.object({ count: z.number().int() });

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);

/** A new coach comment: by a coach on a client location, or by the shop owner on an RO. */
export const coachCommentCreateSchema = z
  .object({
    kpiType: z.enum(KPI_TYPES),
    title: text('Title', COACH_COMMENT_TITLE_MAX),
    description: text('Comment', COACH_COMMENT_TEXT_MAX),
    chartGroup: z.string().max(100).optional(),
    chartType: z.string().max(100).optional(),
    reference: z.string().trim().max(100).optional(),
    dailySummary: z.boolean().default(false),
    monthlySummary: z.boolean().default(false),
    yearlySummary: z.boolean().default(false),
  })
  .refine((c) => c.kpiType !== 'REPAIR_ORDER' || !!c.reference, { path: ['reference'], error: 'Enter the RO number.' });
export type CoachCommentCreate = z.input<typeof coachCommentCreateSchema>;

/** The owner's RO comment from the dashboard's RO details (POST /coach_comment/save). */
export const roCoachCommentSaveSchema = z.object({
  reference: text('RO number', 100),
  title: text('Title', COACH_COMMENT_TITLE_MAX),
  description: text('Comment', COACH_COMMENT_TEXT_MAX),
});
export type RoCoachCommentSave = z.infer<typeof roCoachCommentSaveSchema>;

// ---- Coaching requests
export const coachingRequestSaveSchema = z.object({
  type: z.enum(COACHING_REQUEST_TYPES),
  commentId: idParam,
  description: z.string().trim().max(COACH_COMMENT_TEXT_MAX).optional(),
  coachName: z.string().max(200).optional(),
  chartGroup: z.string().max(100).nullish(),
  chartType: z.string().max(100).nullish(),
  name: text('Name', 200),
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
export const tooltipsSaveSchema = z.record(
  z.string().regex(/^[a-zA-Z0-9_.-]{1,80}$/, 'Unknown tooltip key.'),
  z.string().trim().max(TOOLTIP_TEXT_MAX, 'The text is too long.'),
);

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
  filter: z.string().trim().max(100).optional(),
  cursor: z.string().regex(/^\d+$/, 'The cursor is not valid.').optional(),
});
export const coachSessionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
