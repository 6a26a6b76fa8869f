import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { COACHING_CALL_TIME_WINDOWS, type CoachingCall, type CoachingCallSave, type CoachingCallTimeWindow } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import type { MailDeps } from '../../mail';
import { todayIn } from '../../analytics';
import { badRequest, notFound } from '../../lib/http-error';
import { withinReach, type Reach } from '../../lib/reach';
import { deliver } from '../coach-comments/requests';

const { coachingRequests, locations, users } = schema;
type Row = typeof coachingRequests.$inferSelect;

// A booked call is a coaching request (Coaching_Call, no comment). The table has no topic or phone
// column, so the description carries them on its first two lines, readable as is in the coach's
// e-mail, and preferred_time carries the dates and the window ("2026-03-10, 2026-03-11 · morning").
const SEPARATOR = ' · ';
const DESCRIPTION = /^Topic: (.*)\nPhone: (.*)(?:\n\n([\s\S]*))?$/;

const describe = (body: CoachingCallSave) =>
  [`Topic: ${body.topic}`, `Phone: ${body.phone}`].join('\n') + (body.notes ? `\n\n${body.notes}` : '');

const isWindow = (value: string): value is CoachingCallTimeWindow => (COACHING_CALL_TIME_WINDOWS as readonly string[]).includes(value);

function toCall(row: Row, locationName: string): CoachingCall {
  const parsed = DESCRIPTION.exec(row.description ?? '');
  const [dates = '', window = ''] = (row.preferredTime ?? '').split(SEPARATOR);
  return {
    id: row.id,
    locationId: row.locationId,
    locationName,
    commentId: row.commentId,
    // A call asked from a coach comment has no topic or phone of its own: its text is the notes.
    topic: parsed ? parsed[1] : null,
    phone: parsed ? parsed[2] : null,
    notes: parsed ? (parsed[3] ?? null) : row.description,
    preferredDates: dates ? dates.split(', ') : [],
    timeWindow: isWindow(window) ? window : null,
    name: row.name,
    status: row.status as CoachingCall['status'],
    created: row.createdAt.toISOString(),
  };
}

/** Stores the booking first (never lost), then sends it once; a failed send is retried by the server. */
export async function bookCall(
  deps: AppDeps & Pick<MailDeps, 'log'>,
  at: { partnerId: number; locationId: number; userId: number },
  body: CoachingCallSave,
): Promise<CoachingCall> {
  const { db } = deps.database;
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, at.userId)).limit(1);
  const [place] = await db
    .select({ name: locations.name, timezone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, at.locationId), eq(locations.partnerId, at.partnerId)))
    .limit(1);
  if (!user || !place) throw notFound('The location');
  // A call can only be wished for from today on, today being the location's date.
  const today = todayIn(place.timezone, deps.clock.now());
  const past = body.preferredDates.findIndex((day) => day < today);
  if (past >= 0) throw badRequest('guides.coachingCall.errors.datePast', [{ path: `preferredDates.${past}`, message: 'guides.coachingCall.errors.datePast' }]);
  const [row] = await db
    .insert(coachingRequests)
    .values({
      partnerId: at.partnerId,
      locationId: at.locationId,
      type: 'Coaching_Call',
      commentId: null,
      description: describe(body),
      preferredTime: [[...new Set(body.preferredDates)].sort().join(', '), body.timeWindow].join(SEPARATOR),
      name: user.name || user.email,
      email: user.email,
    })
    .returning();
  await deliver(deps, row.id);
  const [after] = await db.select().from(coachingRequests).where(eq(coachingRequests.id, row.id));
  return toCall(after, place.name);
}

/** The partner's coaching calls (booked here or asked from a comment), newest first, the last 50. */
/** The calls of one location, or of every location the user may see. */
export async function listCalls(deps: AppDeps, reach: Reach, locationId?: number): Promise<CoachingCall[]> {
  const rows = await deps.database.db
    .select({ row: coachingRequests, locationName: locations.name })
    .from(coachingRequests)
    .innerJoin(locations, eq(locations.id, coachingRequests.locationId))
    .where(
      and(
        eq(coachingRequests.partnerId, reach.partnerId),
        withinReach(reach, coachingRequests.locationId),
        eq(coachingRequests.type, 'Coaching_Call'),
        locationId ? eq(coachingRequests.locationId, locationId) : undefined,
      ),
    )
    .orderBy(desc(coachingRequests.id))
    .limit(50);
  return rows.map(({ row, locationName }) => toCall(row, locationName));
}
