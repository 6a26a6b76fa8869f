import { and, asc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  DAILY_EMAIL_MAX_ATTEMPTS,
  DAILY_EMAIL_RETRY_BASE_MS,
  DEFAULT_LOCALE,
  type Locale,
} from '@rlo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { sendMail } from '../../mail';
import { dailySummaryContent } from './content';
import { renderDailySummary } from './render';

const { clientEmails, locations, users, userLocations } = schema;

/**
 * The client_emails table is the daily e-mail's durable queue: one row per location, business
 * date and address (unique), rendered when queued, state queued → sent or failed. A row survives
 * restarts; the unique key means a location's summary for a date reaches an address once, however
 * often the scheduler runs; a resend re-queues the same row.
 */
export interface Recipient {
  email: string;
  locale: Locale;
}

export interface RetryPolicy {
  maxAttempts: number;
  /** The n-th retry waits baseMs × (2^n − 1) after the row was queued. */
  baseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: DAILY_EMAIL_MAX_ATTEMPTS,
  baseMs: DAILY_EMAIL_RETRY_BASE_MS,
};

export type LocationRow = {
  id: number;
  partnerId: number;
  name: string;
  timezone: string;
  workingDays: number;
};

/**
 * A location's contacts: shop owners and users marked customer contact, of this location or of no
 * particular one. A LocationManager (not a shop owner) hears only of the locations they see: their
 * default one and their user_locations (lib/reach.ts), never "no particular one".
 */
export async function locationRecipients(deps: AppDeps, location: LocationRow): Promise<Recipient[]> {
  const limited = sql`(${users.role} = 'LocationManager' and not ${users.isShopOwner})`;
  const assignedHere = sql`exists (select 1 from ${userLocations} where ${userLocations.userId} = ${users.id} and ${userLocations.locationId} = ${location.id})`;
  const rows = await deps.database.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.partnerId, location.partnerId),
        eq(users.verified, true),
        or(eq(users.isShopOwner, true), eq(users.customerContact, true)),
        or(eq(users.defaultLocationId, location.id), and(not(limited), isNull(users.defaultLocationId)), and(limited, assignedHere)),
      ),
    )
    .orderBy(asc(users.id));
  return rows;
}

/** Renders the summary once per language and queues it for each recipient; `replace` re-queues sent rows (resend). */
export async function queueDailySummary(
  deps: AppDeps,
  location: LocationRow,
  date: string,
  recipients: Recipient[],
  replace: boolean,
): Promise<void> {
  if (recipients.length === 0) return;
  const content = await dailySummaryContent(deps, location, date);
  const rendered = new Map<Locale, ReturnType<typeof renderDailySummary>>();
  const values = recipients.map((r) => {
    const mail = rendered.get(r.locale) ?? renderDailySummary(r.locale, content, deps.config.publicUrl);
    rendered.set(r.locale, mail);
    return {
      partnerId: location.partnerId,
      locationId: location.id,
      kind: 'daily_summary' as const,
      businessDate: date,
      toEmail: r.email,
      ...mail,
    };
  });
  const insert = deps.database.db.insert(clientEmails).values(values);
  await (replace
    ? insert.onConflictDoUpdate({
        target: [clientEmails.locationId, clientEmails.kind, clientEmails.businessDate, clientEmails.toEmail],
        set: {
          subject: sql`excluded.subject`,
          html: sql`excluded.html`,
          text: sql`excluded.text`,
          state: 'queued',
          attempts: 0,
          lastEvent: null,
          createdAt: sql`now()`,
        },
      })
    : insert.onConflictDoNothing());
}

/**
 * Sends every queued row whose next attempt is due. Each attempt is claimed by a conditional
 * update (state still queued, attempts unchanged), which works the same on PostgreSQL and PGlite
 * without row locks: two workers never send the same attempt. A failed send stays queued for the
 * next attempt, with a doubling delay, until maxAttempts, then it is marked failed.
 */
export async function sendDueEmails(
  deps: AppDeps,
  log: FastifyBaseLogger,
  retry: RetryPolicy = DEFAULT_RETRY,
): Promise<number> {
  const { db } = deps.database;
  const due = await db
    .select({ id: clientEmails.id, attempts: clientEmails.attempts })
    .from(clientEmails)
    .where(
      and(
        eq(clientEmails.state, 'queued'),
        lt(clientEmails.attempts, retry.maxAttempts),
        sql`${clientEmails.createdAt} + (power(2, ${clientEmails.attempts}) - 1) * ${retry.baseMs} * interval '1 millisecond' <= now()`,
      ),
    )
    .orderBy(asc(clientEmails.id))
    .limit(100);
  let sent = 0;
  for (const candidate of due) {
    const [row] = await db
      .update(clientEmails)
      .set({ attempts: candidate.attempts + 1 })
      .where(
        and(
          eq(clientEmails.id, candidate.id),
          eq(clientEmails.state, 'queued'),
          eq(clientEmails.attempts, candidate.attempts),
        ),
      )
      .returning();
    if (!row) continue;
    const result = await sendMail(
      { config: deps.config, log },
      { to: row.toEmail, subject: row.subject, html: row.html, text: row.text },
    );
    const lastAttempt = row.attempts >= retry.maxAttempts;
    await db
      .update(clientEmails)
      .set(
        result.sent
          ? { state: 'sent', sentAt: new Date(), lastEvent: 'sent' }
          : { state: lastAttempt ? 'failed' : 'queued', lastEvent: lastAttempt ? 'failed' : 'retrying' },
      )
      .where(eq(clientEmails.id, row.id));
    if (result.sent) sent += 1;
  }
  return sent;
}

/** The locations whose summaries are already queued for a date, per address. */
export async function queuedAddresses(
  deps: AppDeps,
  locationIds: number[],
  date: string,
): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>();
  if (locationIds.length === 0) return result;
  const rows = await deps.database.db
    .select({ locationId: clientEmails.locationId, toEmail: clientEmails.toEmail })
    .from(clientEmails)
    .where(
      and(
        inArray(clientEmails.locationId, locationIds),
        eq(clientEmails.kind, 'daily_summary'),
        eq(clientEmails.businessDate, date),
      ),
    );
  for (const row of rows) {
    const set = result.get(row.locationId) ?? new Set<string>();
    set.add(row.toEmail);
    result.set(row.locationId, set);
  }
  return result;
}

/** The locale of an address when it is one of the partner's users, else the requester's. */
export async function localeOf(
  deps: AppDeps,
  partnerId: number,
  email: string,
  fallback: Locale = DEFAULT_LOCALE,
): Promise<Locale> {
  const [row] = await deps.database.db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), sql`lower(${users.email}) = lower(${email})`));
  return row?.locale ?? fallback;
}

export async function locationRow(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
): Promise<LocationRow | undefined> {
  const [row] = await deps.database.db
    .select({
      id: locations.id,
      partnerId: locations.partnerId,
      name: locations.name,
      timezone: locations.timezone,
      workingDays: locations.workingDays,
    })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)));
  return row;
}
