import { sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { Locale } from '@rlo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { specificDay, todayIn } from '../../analytics';
import type { AppDeps } from '../../deps';
import { evaluateAlerts } from '../alerts/evaluate';
import { poll } from '../poll';
import { loggableError } from '../../lib/database-errors';
import {
  DEFAULT_RETRY,
  localeOf,
  locationRecipients,
  locationRow,
  queueDailySummary,
  queuedAddresses,
  sendDueEmails,
  type RetryPolicy,
} from './outbox';
import { morningLocations } from '../morning';

const { locations } = schema;

/**
 * The business date a morning's e-mail reports: the specific day of kpis.md §4 (yesterday, or
 * Saturday when yesterday was a Sunday). On a Monday that is the Saturday already sent on Sunday,
 * so the de-duplication skips it: Sundays are never reported on their own.
 */
export const reportDateFor = (today: string) => specificDay(today).from;

/**
 * Queues the daily summary of every location with rlo_daily_email (active account, location not
 * disabled) whose local time has reached the sending hour, for the addresses that do not have it
 * yet. Runs every tick; "now" is the business clock, so tests choose the morning.
 */
export async function scheduleDailySummaries(deps: AppDeps, now: Date = deps.clock.now()): Promise<number> {
  const candidates = await morningLocations(deps, now, sql`'rlo_daily_email' = any(${locations.subscriptions})`);
  let queued = 0;
  for (const location of candidates) {
    const date = reportDateFor(todayIn(location.timezone, now));
    const recipients = await locationRecipients(deps, location);
    const already = (await queuedAddresses(deps, [location.id], date)).get(location.id) ?? new Set();
    const missing = recipients.filter((r) => !already.has(r.email));
    if (missing.length === 0) continue;
    await queueDailySummary(deps, location, date, missing, false);
    queued += missing.length;
  }
  return queued;
}

/** The dashboard's resend: re-renders a date's summary for one address, re-queues it and starts sending at once. */
export async function resendDailySummary(
  deps: AppDeps,
  log: FastifyBaseLogger,
  request: { partnerId: number; locationId: number; date: string; email: string; requesterLocale: Locale },
): Promise<void> {
  const location = await locationRow(deps, request.partnerId, request.locationId);
  if (!location) return;
  const locale = await localeOf(deps, request.partnerId, request.email, request.requesterLocale);
  await queueDailySummary(deps, location, request.date, [{ email: request.email, locale }], true);
  // Not awaited by the request: the row is durable, and the scheduler retries it if this send fails.
  void sendDueEmails(deps, log).catch((error: unknown) =>
    log.error({ err: loggableError(error) }, 'daily summary resend failed'),
  );
}

export interface DailySummaryJobs {
  /** One pass: queue what is due, then send what is queued. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs the daily summary e-mail (and the KPI alerts' evaluation) every intervalMs (and once shortly after start) until stopped. */
export function startDailySummaryJobs(
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; retry?: RetryPolicy } = {},
): DailySummaryJobs {
  return poll(
    log,
    'daily summary e-mail',
    async () => {
      await scheduleDailySummaries(deps);
      // KPI alerts are evaluated at the same morning hour and their e-mails leave with the summaries.
      await evaluateAlerts(deps);
      await sendDueEmails(deps, log, options.retry ?? DEFAULT_RETRY);
    },
    { intervalMs: options.intervalMs ?? 60_000, firstDelayMs: 5_000 },
  );
}
