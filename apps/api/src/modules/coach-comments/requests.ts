import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  COACHING_REQUEST_MAX_ATTEMPTS,
  SUPPORT_EMAIL,
  type CoachingRequest,
  type CoachingRequestSave,
  type CoachingRequestType,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { sendMail, type MailDeps } from '../../mail';

const { coachingRequests, coachComments, coaches, coachAssignments, locations } = schema;
type Row = typeof coachingRequests.$inferSelect;
/** Requests still to send: never tried, or tried and failed with attempts left. */
const UNSENT: Row['status'][] = ['pending', 'failed'];

export const toRequest = (row: Row): CoachingRequest => ({
  id: row.id,
  type: row.type as CoachingRequestType,
  commentId: row.commentId,
  description: row.description,
  coachName: row.coachName,
  chartGroup: row.chartGroup,
  chartType: row.chartType,
  name: row.name,
  email: row.email,
  created: row.createdAt.toISOString(),
});

const LABEL: Record<CoachingRequestType, string> = { Coaching_Call: 'Coaching call request', Training_Request: 'Training request' };

/** A request without a comment (a coaching call booked from /coaching-call) goes to the partner's coach. */
async function assignedCoachEmail(deps: AppDeps, partnerId: number): Promise<string | null> {
  const [coach] = await deps.database.db
    .select({ email: coaches.email })
    .from(coachAssignments)
    .innerJoin(coaches, eq(coaches.id, coachAssignments.coachId))
    .where(eq(coachAssignments.partnerId, partnerId))
    .orderBy(asc(coaches.id))
    .limit(1);
  return coach?.email ?? null;
}

/** The coach who wrote the comment gets the request; a comment without a coach goes to support. */
async function recipientOf(deps: AppDeps, row: Row): Promise<{ to: string; location: string }> {
  if (row.commentId === null) {
    const [place] = await deps.database.db.select({ name: locations.name }).from(locations).where(eq(locations.id, row.locationId)).limit(1);
    return { to: (await assignedCoachEmail(deps, row.partnerId)) ?? SUPPORT_EMAIL, location: place?.name ?? '' };
  }
  const [found] = await deps.database.db
    .select({ coachEmail: coaches.email, location: locations.name })
    .from(locations)
    .leftJoin(coachComments, eq(coachComments.id, row.commentId ?? 0))
    .leftJoin(coaches, eq(coaches.id, coachComments.coachId))
    .where(eq(locations.id, row.locationId))
    .limit(1);
  return { to: found?.coachEmail ?? SUPPORT_EMAIL, location: found?.location ?? '' };
}

/** How long a process may take to send one request before another may try it. */
const CLAIM_SECONDS = 120;

/**
 * Takes the request for sending, in one statement: two server processes, or the retry job and the
 * request's own first try, never both send it. Null when it is sent, out of attempts, or held by
 * another process.
 */
async function claim(deps: AppDeps, id: number): Promise<Row | null> {
  const [row] = await deps.database.db
    .update(coachingRequests)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(
      and(
        eq(coachingRequests.id, id),
        inArray(coachingRequests.status, UNSENT),
        lt(coachingRequests.attempts, COACHING_REQUEST_MAX_ATTEMPTS),
        or(isNull(coachingRequests.claimedUntil), lt(coachingRequests.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Sends one stored request and records the outcome; a failure stays in the table for the retry job. */
export async function deliver(deps: AppDeps & Pick<MailDeps, 'log'>, id: number): Promise<boolean> {
  const row = await claim(deps, id);
  if (!row) return false;
  const { to, location } = await recipientOf(deps, row);
  const subject = `${LABEL[row.type as CoachingRequestType]} from ${row.name} (${location})`;
  const lines = [
    row.commentId === null ? `${LABEL[row.type as CoachingRequestType]} booked in the portal` : `${LABEL[row.type as CoachingRequestType]} for comment #${row.commentId}`,
    `Location: ${location}`,
    `From: ${row.name} <${row.email}>`,
    row.chartGroup || row.chartType ? `Chart: ${[row.chartGroup, row.chartType].filter(Boolean).join(' / ')}` : '',
    row.preferredTime ? `Preferred time: ${row.preferredTime}` : '',
    row.description ?? '',
  ].filter(Boolean);
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const result = await sendMail(deps, {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
  });
  await deps.database.db
    .update(coachingRequests)
    .set(
      result.sent
        ? { status: 'sent', attempts: row.attempts + 1, lastError: null, claimedUntil: null }
        : { status: 'failed', attempts: row.attempts + 1, lastError: 'mail not sent', claimedUntil: null },
    )
    .where(eq(coachingRequests.id, row.id));
  if (!result.sent) deps.log.warn({ coachingRequestId: row.id, attempt: row.attempts + 1 }, 'coaching request mail failed; will retry');
  return result.sent;
}

/** Stores the request first (it is never lost), then tries to send it once. */
export async function saveRequest(
  deps: AppDeps & Pick<MailDeps, 'log'>,
  at: { partnerId: number; locationId: number },
  body: CoachingRequestSave,
): Promise<CoachingRequest> {
  const [row] = await deps.database.db
    .insert(coachingRequests)
    .values({
      ...at,
      type: body.type,
      commentId: body.commentId,
      description: body.description ?? null,
      coachName: body.coachName ?? null,
      chartGroup: body.chartGroup ?? null,
      chartType: body.chartType ?? null,
      name: body.name,
      email: body.email,
    })
    .returning();
  await deliver(deps, row.id);
  return toRequest(row);
}

/** The requests already made for a comment of the partner, oldest first. */
export async function requestsOfComment(deps: AppDeps, partnerId: number, commentId: number): Promise<CoachingRequest[]> {
  const rows = await deps.database.db
    .select()
    .from(coachingRequests)
    .where(and(eq(coachingRequests.partnerId, partnerId), eq(coachingRequests.commentId, commentId)))
    .orderBy(asc(coachingRequests.id));
  return rows.map(toRequest);
}

/** The retry job (jobs/coaching-requests.ts): every unsent request with attempts left, oldest first. Returns how many went out. */
export async function retryRequests(deps: AppDeps & Pick<MailDeps, 'log'>): Promise<number> {
  const rows = await deps.database.db
    .select({ id: coachingRequests.id })
    .from(coachingRequests)
    .where(and(inArray(coachingRequests.status, UNSENT), lt(coachingRequests.attempts, COACHING_REQUEST_MAX_ATTEMPTS)))
    .orderBy(asc(coachingRequests.id))
    .limit(100);
  let sent = 0;
  for (const row of rows) if (await deliver(deps, row.id)) sent += 1;
  return sent;
}
