import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { coaches } from './coaches';
import { locations } from './locations';
import { partners } from './partners';
import { repairOrders } from './repair-orders';
import { users } from './users';

export const KPI_TYPES = ['REPAIR_ORDER', 'KPI_ONLY', 'EMAIL_KPI'] as const;
export type KpiType = (typeof KPI_TYPES)[number];

export const COACHING_REQUEST_TYPES = ['Coaching_Call', 'Training_Request'] as const;
export type CoachingRequestType = (typeof COACHING_REQUEST_TYPES)[number];

export const COACHING_REQUEST_STATUSES = ['pending', 'sent', 'failed'] as const;
export type CoachingRequestStatus = (typeof COACHING_REQUEST_STATUSES)[number];

/** A comment on a KPI or an RO, written by a coach or by the shop owner. */
export const coachComments = pgTable(
  'coach_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written so the comment still names its author after the account is gone.
    coachName: text('coach_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    dailySummary: boolean('daily_summary').notNull().default(false),
    monthlySummary: boolean('monthly_summary').notNull().default(false),
    yearlySummary: boolean('yearly_summary').notNull().default(false),
    chartGroup: text('chart_group'),
    chartType: text('chart_type'),
    // The RO number, as the comment lists show and filter it (ro_num).
    reference: text('reference'),
    repairOrderId: integer('repair_order_id').references(() => repairOrders.id, { onDelete: 'set null' }),
    kpiType: text('kpi_type', { enum: KPI_TYPES }).notNull(),
    commentType: text('comment_type'),
    read: boolean('read').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coach_comments_partner_id_idx').on(t.partnerId),
    index('coach_comments_location_id_kpi_type_created_at_idx').on(t.locationId, t.kpiType, t.createdAt),
    index('coach_comments_coach_id_idx').on(t.coachId),
    index('coach_comments_author_user_id_idx').on(t.authorUserId),
    index('coach_comments_repair_order_id_idx').on(t.repairOrderId),
    oneOf('coach_comments_kpi_type_check', t.kpiType, KPI_TYPES),
  ],
);

/** A coaching call or training request raised from a comment; e-mailed to the coach by a job. */
export const coachingRequests = pgTable(
  'coaching_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => coachComments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: COACHING_REQUEST_TYPES }).notNull(),
    description: text('description'),
    coachName: text('coach_name'),
    chartGroup: text('chart_group'),
    chartType: text('chart_type'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    preferredTime: text('preferred_time'),
    status: text('status', { enum: COACHING_REQUEST_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // A process sending the request holds it until then: another process (or the retry job) skips
    // it meanwhile, and a process that died mid-send gives it back when the time runs out.
    claimedUntil: timestamptz('claimed_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coaching_requests_partner_id_idx').on(t.partnerId),
    index('coaching_requests_location_id_idx').on(t.locationId),
    index('coaching_requests_comment_id_idx').on(t.commentId),
    oneOf('coaching_requests_type_check', t.type, COACHING_REQUEST_TYPES),
    oneOf('coaching_requests_status_check', t.status, COACHING_REQUEST_STATUSES),
  ],
);

export type CoachComment = typeof coachComments.$inferSelect;
export type NewCoachComment = typeof coachComments.$inferInsert;
export type CoachingRequest = typeof coachingRequests.$inferSelect;
