import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DEFAULT_SYNC_START_YEAR, RESYNC_LOCK_MS, type Subscription } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { withinReach, type Reach } from '../../lib/reach';

const { locations, locationEvents, partners } = schema;

export const RESYNC_MESSAGE = 'Your Data will resync over the next 24 - 48 working hrs.';

/** 'YYYY-MM-DD' → 'MM/dd/yyyy', the product's date format. */
export const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** MM/dd/yyyy h:mm a in a time zone (2-dashboard §9). */
export function usDateTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** The account's status and the subscriptions of the enabled locations the user may see. */
export async function subscriptionInfo(deps: AppDeps, reach: Reach) {
  const { db } = deps.database;
  const { partnerId } = reach;
  const [[partner], rows] = await Promise.all([
    db.select({ status: partners.subscriptionStatus }).from(partners).where(eq(partners.id, partnerId)),
    db
      .select({ id: locations.id, name: locations.name, subscriptions: locations.subscriptions })
      .from(locations)
      .where(and(eq(locations.partnerId, partnerId), eq(locations.isDisable, false), withinReach(reach, locations.id)))
      .orderBy(asc(locations.id)),
  ]);
  if (!partner) throw notFound('The partner');
  return {
    subscription_status: partner.status,
    locations: rows.map((r) => ({
      id: r.id,
      name: r.name,
      subscriptions: (r.subscriptions ?? []) as Subscription[],
    })),
  };
}

export async function syncYear(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
): Promise<{ year: number }> {
  const [row] = await deps.database.db
    .select({ year: locations.syncStartYear })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)));
  if (!row) throw notFound('The location');
  return { year: row.year ?? DEFAULT_SYNC_START_YEAR };
}

/** A 48-hour action of a location (resync, resend daily e-mail): which events are its uses, and what to record. */
export interface LockedAction {
  /** The location_events rows that count as a use of the action. */
  uses: SQL | undefined;
  event: { kind: 'resync' | 'log'; message: string; detail: Record<string, unknown> };
}

export type LockedOutcome = { done: true } | { done: false; unlocksAt: Date; timeZone: string };

/**
 * Records a use of a locked action unless the location used it less than RESYNC_LOCK_MS ago (the
 * lock is derived from location_events, so it holds across browsers and users). The location row
 * is locked for the check and the insert, so two simultaneous requests cannot both pass. Times are
 * the database's own clock on both sides (the real time, not the business clock: it is a rate
 * limit, not a business figure).
 */
export async function runLocked(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  action: LockedAction,
): Promise<LockedOutcome> {
  return deps.database.db.transaction(async (tx) => {
    const [location] = await tx
      .select({ id: locations.id, timezone: locations.timezone })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)))
      .for('update');
    if (!location) throw notFound('The location');
    const [last] = await tx
      .select({ createdAt: locationEvents.createdAt })
      .from(locationEvents)
      .where(
        and(
          eq(locationEvents.locationId, locationId),
          gt(locationEvents.createdAt, sql`now() - ${RESYNC_LOCK_MS} * interval '1 millisecond'`),
          action.uses,
        ),
      )
      .orderBy(desc(locationEvents.createdAt))
      .limit(1);
    if (last)
      return {
        done: false,
        unlocksAt: new Date(last.createdAt.getTime() + RESYNC_LOCK_MS),
        timeZone: location.timezone,
      };
    await tx.insert(locationEvents).values({ partnerId, locationId, ...action.event });
    return { done: true };
  });
}

export const resyncUses = eq(locationEvents.kind, 'resync');
export const RESEND_EVENT_KIND = 'resend_daily_email';
export const resendUses = and(
  eq(locationEvents.kind, 'log'),
  sql`${locationEvents.detail} ->> 'kind' = ${RESEND_EVENT_KIND}`,
);

