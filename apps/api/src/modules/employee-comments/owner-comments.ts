import { and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { OwnerCommentSave, OwnerCommentView } from '@rlo/contract';
import { addDays } from '../../analytics';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-error';
import { containing } from '../../lib/like';
import { withinReach, type Reach } from '../../lib/reach';

const { employees, ownerComments, ownerCommentEmployees, locations, users } = schema;

export interface OwnerCommentFilter {
  kpi?: string;
  startDate?: string;
  endDate?: string;
  searchText?: string;
  page_num: number;
  page_size: number;
}

/** The start of a local business date in the location's time zone, as an instant comparable with created_at. */
const localDayStart = (date: string) => sql`(${date}::date::timestamp at time zone ${locations.timezone})`;

/** One "show more" page of a location's owner comments, newest first (dates are the location's days). */
export async function listOwnerComments(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  f: OwnerCommentFilter,
): Promise<OwnerCommentView[]> {
  if (f.startDate && f.endDate && f.startDate > f.endDate) {
    throw badRequest('Start date should be less than end date', [
      { path: 'startDate', message: 'must be on or before endDate' },
    ]);
  }
  const { db } = deps.database;
  const conditions = [eq(ownerComments.partnerId, partnerId), eq(ownerComments.locationId, locationId)];
  if (f.kpi) conditions.push(eq(ownerComments.kpi, f.kpi));
  if (f.startDate) conditions.push(gte(ownerComments.createdAt, localDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(ownerComments.createdAt, localDayStart(addDays(f.endDate, 1))));
  if (f.searchText) {
    const pattern = containing(f.searchText);
    const byEmployee = db
      .select({ id: ownerCommentEmployees.ownerCommentId })
      .from(ownerCommentEmployees)
      .where(
        and(
          eq(ownerCommentEmployees.partnerId, partnerId),
          ilike(ownerCommentEmployees.employeeName, pattern),
        ),
      );
    conditions.push(
      or(
        ilike(ownerComments.title, pattern),
        ilike(ownerComments.description, pattern),
        inArray(ownerComments.id, byEmployee),
      )!,
    );
  }
  const rows = await db
    .select({ comment: ownerComments })
    .from(ownerComments)
    .innerJoin(locations, eq(locations.id, ownerComments.locationId))
    .where(and(...conditions))
    .orderBy(desc(ownerComments.createdAt), desc(ownerComments.id))
    .limit(f.page_size)
    .offset((f.page_num - 1) * f.page_size);
  return withEmployees(
    deps,
    partnerId,
    rows.map((r) => r.comment),
  );
}

async function withEmployees(
  deps: AppDeps,
  partnerId: number,
  comments: (typeof ownerComments.$inferSelect)[],
): Promise<OwnerCommentView[]> {
  if (comments.length === 0) return [];
  const links = await deps.database.db
    .select()
    .from(ownerCommentEmployees)
    .where(
      and(
        eq(ownerCommentEmployees.partnerId, partnerId),
        inArray(
          ownerCommentEmployees.ownerCommentId,
          comments.map((c) => c.id),
        ),
      ),
    );
  return comments.map((c) => {
    const mine = links.filter((l) => l.ownerCommentId === c.id);
    return {
      id: c.id,
      created: c.createdAt.toISOString(),
      title: c.title,
      kpi: c.kpi,
      description: c.description,
      coachName: c.coachName,
      read: c.read,
      employees: mine.map((l) => ({ id: l.employeeId, fullName: l.employeeName })),
      sOwnerEmployeeComment: mine.map((l) => ({ employeeId: l.employeeId, employeeName: l.employeeName })),
    };
  });
}

/** Saves a shop owner's comment for one or more employees of the location (all of them must be its employees). */
export async function saveOwnerComment(
  deps: AppDeps,
  author: { partnerId: number; userId: number },
  locationId: number,
  body: OwnerCommentSave,
): Promise<OwnerCommentView> {
  const ids = [...new Set(body.employees.map((e) => e.id))];
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, author.userId));
    const people = await tx
      .select({ id: employees.id, fullName: employees.fullName })
      .from(employees)
      .where(
        and(
          eq(employees.partnerId, author.partnerId),
          eq(employees.locationId, locationId),
          inArray(employees.id, ids),
        ),
      );
    if (people.length !== ids.length) throw notFound('The employee');
    const [comment] = await tx
      .insert(ownerComments)
      .values({
        partnerId: author.partnerId,
        locationId,
        authorUserId: author.userId,
        title: body.title,
        kpi: body.kpi || null,
        description: body.description,
        coachName: user?.name ?? '',
      })
      .returning();
    await tx.insert(ownerCommentEmployees).values(
      people.map((p) => ({
        partnerId: author.partnerId,
        ownerCommentId: comment.id,
        employeeId: p.id,
        employeeName: p.fullName,
      })),
    );
    const links = people.map((p) => ({ id: p.id, fullName: p.fullName }));
    return {
      id: comment.id,
      created: comment.createdAt.toISOString(),
      title: comment.title,
      kpi: comment.kpi,
      description: comment.description,
      coachName: comment.coachName,
      read: comment.read,
      employees: links,
      sOwnerEmployeeComment: links.map((l) => ({ employeeId: l.id, employeeName: l.fullName })),
    };
  });
}

export async function deleteOwnerComment(deps: AppDeps, partnerId: number, id: number): Promise<void> {
  const deleted = await deps.database.db
    .delete(ownerComments)
    .where(and(eq(ownerComments.id, id), eq(ownerComments.partnerId, partnerId)))
    .returning({ id: ownerComments.id });
  if (deleted.length === 0) throw notFound('The comment');
}

export async function markOwnerCommentRead(
  deps: AppDeps,
  partnerId: number,
  id: number,
): Promise<{ id: number; read: boolean }> {
  const [row] = await deps.database.db
    .update(ownerComments)
    .set({ read: true })
    .where(and(eq(ownerComments.id, id), eq(ownerComments.partnerId, partnerId)))
    .returning({ id: ownerComments.id, read: ownerComments.read });
  if (!row) throw notFound('The comment');
  return row;
}

/** An owner comment's location (of the partner, one the user may see; else 404), so its subscription can be checked. */
export async function ownerCommentLocation(deps: AppDeps, reach: Reach, id: number): Promise<number> {
  const [row] = await deps.database.db
    .select({ locationId: ownerComments.locationId })
    .from(ownerComments)
    .where(and(eq(ownerComments.id, id), eq(ownerComments.partnerId, reach.partnerId), withinReach(reach, ownerComments.locationId)));
  if (!row) throw notFound('The comment');
  return row.locationId;
}
