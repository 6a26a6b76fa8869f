import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CoachComment, CoachCommentCreate, KpiType, RoCoachCommentSave } from '@rlo/contract';
import { coachCommentCreateSchema } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { withinReach, type Reach } from '../../lib/reach';

const { coachComments, repairOrders, users } = schema;

type CommentRow = typeof coachComments.$inferSelect;

interface At {
  partnerId: number;
  locationId: number;
}

export function toComment(row: typeof coachComments.$inferSelect): CoachComment {
  return {
    id: row.id,
    locationId: row.locationId,
    created: row.createdAt.toISOString(),
    title: row.title,
    description: row.description,
    dailySummary: row.dailySummary,
    monthlySummary: row.monthlySummary,
    yearlySummary: row.yearlySummary,
    chartGroup: row.chartGroup,
    chartType: row.chartType,
    coachName: row.coachName,
    reference: row.reference,
    kpiType: row.kpiType as KpiType,
    read: row.read,
    commentType: row.commentType,
  };
}

export interface CommentPage {
  partnerId: number;
  locationId: number;
  kpiType?: KpiType;
  chartType?: string;
  chartGroup?: string;
  roNum?: string;
  pageNum: number;
  pageSize: number;
}

/** One "show more" page of a location's comments, newest first (by the location/kpi/created index). */
export async function commentPage(deps: AppDeps, q: CommentPage): Promise<CoachComment[]> {
  const filters: (SQL | undefined)[] = [
    eq(coachComments.partnerId, q.partnerId),
    eq(coachComments.locationId, q.locationId),
    q.kpiType ? eq(coachComments.kpiType, q.kpiType) : undefined,
    q.chartType ? eq(coachComments.chartType, q.chartType) : undefined,
    q.chartGroup ? eq(coachComments.chartGroup, q.chartGroup) : undefined,
    q.roNum ? eq(coachComments.reference, q.roNum) : undefined,
  ];
  const rows = await deps.database.db
    .select()
    .from(coachComments)
    .where(and(...filters))
    .orderBy(desc(coachComments.createdAt), desc(coachComments.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return rows.map(toComment);
}

export interface Author {
  coachName: string;
  coachId?: number;
  authorUserId?: number;
}

/**
 * Writes a comment on a location of `partnerId` (the caller has checked the location). An RO
 * comment names an RO of that location by its number, else 404.
 */
export async function writeComment(
  deps: AppDeps,
  at: { partnerId: number; locationId: number },
  author: Author,
  input: CoachCommentCreate,
): Promise<CoachComment> {
  const body = coachCommentCreateSchema.parse(input);
  const { db } = deps.database;
  let repairOrderId: number | null = null;
  if (body.kpiType === 'REPAIR_ORDER') {
    const [ro] = await db
      .select({ id: repairOrders.id })
      .from(repairOrders)
      .where(
        and(
          eq(repairOrders.partnerId, at.partnerId),
          eq(repairOrders.locationId, at.locationId),
          eq(repairOrders.orderNumber, body.reference ?? ''),
        ),
      )
      .limit(1);
    if (!ro) throw notFound('The repair order');
    repairOrderId = ro.id;
  }
  const [row] = await db
    .insert(coachComments)
    .values({
      ...at,
      ...author,
      title: body.title,
      description: body.description,
      kpiType: body.kpiType,
      chartGroup: body.chartGroup ?? null,
      chartType: body.chartType ?? null,
      reference: body.kpiType === 'REPAIR_ORDER' ? (body.reference ?? null) : null,
      repairOrderId,
      dailySummary: body.dailySummary,
      monthlySummary: body.monthlySummary,
      yearlySummary: body.yearlySummary,
    })
    .returning();
  return toComment(row);
}

/** A comment of the partner at a location the user may see; any other is not found. */
export async function commentWithinReach(deps: AppDeps, reach: Reach, id: number): Promise<CommentRow> {
  const [row] = await deps.database.db
    .select()
    .from(coachComments)
    .where(and(eq(coachComments.id, id), eq(coachComments.partnerId, reach.partnerId), withinReach(reach, coachComments.locationId)))
    .limit(1);
  if (!row) throw notFound('The comment');
  return row;
}

/** Marks the comment read (once: the first reading's time is kept). */
export async function markCommentRead(deps: AppDeps, row: CommentRow): Promise<CoachComment> {
  if (row.read) return toComment(row);
  const [updated] = await deps.database.db
    .update(coachComments)
    .set({ read: true, readAt: new Date() })
    .where(and(eq(coachComments.id, row.id), eq(coachComments.partnerId, row.partnerId)))
    .returning();
  return toComment(updated);
}

const unreadAt = ({ partnerId, locationId }: At) =>
  and(eq(coachComments.partnerId, partnerId), eq(coachComments.locationId, locationId), eq(coachComments.read, false));

/** How many comments of the location are unread (the sidebar badge). */
export async function unreadCommentCount(deps: AppDeps, at: At): Promise<number> {
  const [row] = await deps.database.db.select({ count: count() }).from(coachComments).where(unreadAt(at));
  return row?.count ?? 0;
}

/** The location's unread comments, newest first, at most 50. */
export async function unreadComments(deps: AppDeps, at: At): Promise<CoachComment[]> {
  const rows = await deps.database.db
    .select()
    .from(coachComments)
    .where(unreadAt(at))
    .orderBy(desc(coachComments.createdAt), desc(coachComments.id))
    .limit(50);
  return rows.map(toComment);
}

/** The shop owner's comment on an RO of the location, signed with their name. */
export async function writeOwnerComment(
  deps: AppDeps,
  owner: UserPrincipal,
  locationId: number,
  input: RoCoachCommentSave,
): Promise<CoachComment> {
  const [user] = await deps.database.db.select({ name: users.name }).from(users).where(eq(users.id, owner.userId));
  return writeComment(
    deps,
    { partnerId: owner.partnerId, locationId },
    { coachName: user?.name ?? 'Shop owner', authorUserId: owner.userId },
    { kpiType: 'REPAIR_ORDER', ...input },
  );
}
