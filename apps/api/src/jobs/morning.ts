import { and, eq, ne, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DAILY_EMAIL_LOCAL_HOUR } from '@rlo/contract';
import type { AppDeps } from '../deps';

const { locations, partners } = schema;

/** The hour (0–23) it is now in a time zone. */
const localHour = (timeZone: string, now: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

export interface MorningLocation {
  id: number;
  partnerId: number;
  name: string;
  timezone: string;
  workingDays: number;
}

/** The active locations, of an account that is not disabled, matching `condition`. */
export async function activeLocations(deps: AppDeps, condition: SQL): Promise<MorningLocation[]> {
  return deps.database.db
    .select({ id: locations.id, partnerId: locations.partnerId, name: locations.name, timezone: locations.timezone, workingDays: locations.workingDays })
    .from(locations)
    .innerJoin(partners, eq(partners.id, locations.partnerId))
    .where(and(eq(locations.isDisable, false), ne(partners.subscriptionStatus, 'Disabled'), condition));
}

/**
 * The locations whose morning work is due (the daily summary, the KPI alerts): the active ones
 * matching `condition` where it is at least the daily e-mail hour.
 */
export async function morningLocations(deps: AppDeps, now: Date, condition: SQL): Promise<MorningLocation[]> {
  const rows = await activeLocations(deps, condition);
  return rows.filter((location) => localHour(location.timezone, now) >= DAILY_EMAIL_LOCAL_HOUR);
}
