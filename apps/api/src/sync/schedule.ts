import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DEFAULT_SYNC_START_YEAR, SYNC_INTERVAL_MS, SYNC_OVERLAP_DAYS, type SyncRunKind } from '@rlo/contract';
import { addDays } from '../analytics/dates';
import type { AppDeps } from '../deps';
import { enqueueRun, type SyncRunRow } from './queue';

const { managementConnections, locations, partners, syncRuns } = schema;

/**
 * The updatedDate day a sync window ends on. Windows are the source system's real days, not the
 * business clock's (CLOCK_NOW): Tekmetric stamps edits with the real time. One day past today in
 * UTC covers every US time zone's today.
 */
export const windowEnd = (now: Date = new Date()) => addDays(now.toISOString().slice(0, 10), 1);

export const firstSyncFrom = (syncStartYear: number | null) => `${syncStartYear ?? DEFAULT_SYNC_START_YEAR}-01-01`;

/**
 * What a location's next scheduled run pulls: everything from the sync start year until one run
 * has succeeded, then what changed since the last successful window, with an overlap.
 */
export function nextRunOf(syncStartYear: number | null, lastSucceededTo: string | null): { kind: SyncRunKind; windowFrom: string } {
  if (!lastSucceededTo) return { kind: 'first', windowFrom: firstSyncFrom(syncStartYear) };
  return { kind: 'incremental', windowFrom: addDays(lastSucceededTo, -SYNC_OVERLAP_DAYS) };
}

/** The locations a connector pulls for: a Tekmetric connection, location enabled, account not disabled. */
async function connectedLocations(deps: AppDeps, locationIds?: number[]) {
  return deps.database.db
    .select({ partnerId: locations.partnerId, locationId: locations.id, syncStartYear: locations.syncStartYear })
    .from(managementConnections)
    .innerJoin(locations, eq(locations.id, managementConnections.locationId))
    .innerJoin(partners, eq(partners.id, locations.partnerId))
    .where(
      and(
        eq(managementConnections.shopManagementType, 'TEKMETRIC'),
        isNotNull(managementConnections.apiKeyEncrypted),
        eq(locations.isDisable, false),
        ne(partners.subscriptionStatus, 'Disabled'),
        locationIds ? inArray(locations.id, locationIds) : undefined,
      ),
    );
}

/** Per location: the end of its last successful window, and when its latest run was queued. */
async function runFacts(deps: AppDeps, locationIds: number[]) {
  if (locationIds.length === 0) return new Map<number, { lastSucceededTo: string | null; lastCreated: Date | null }>();
  const rows = await deps.database.db
    .select({
      locationId: syncRuns.locationId,
      lastSucceededTo: sql<string | null>`max(${syncRuns.windowTo}) filter (where ${syncRuns.state} = 'succeeded')`,
      lastCreated: sql<string | null>`max(${syncRuns.createdAt})`,
    })
    .from(syncRuns)
    .where(inArray(syncRuns.locationId, locationIds))
    .groupBy(syncRuns.locationId);
  return new Map(
    rows.map((r) => [
      r.locationId,
      { lastSucceededTo: r.lastSucceededTo ? String(r.lastSucceededTo).slice(0, 10) : null, lastCreated: r.lastCreated ? new Date(r.lastCreated) : null },
    ]),
  );
}

/**
 * Queues the runs that are due: a location with no run queued in the last interval gets one (a
 * failed run is retried at the next interval, not in a loop). Any process may call it at any time:
 * the queued-run unique index keeps it to one queued run per location.
 */
export async function scheduleDueRuns(deps: AppDeps, now: Date = new Date(), intervalMs = SYNC_INTERVAL_MS): Promise<number> {
  const candidates = await connectedLocations(deps);
  const facts = await runFacts(deps, candidates.map((c) => c.locationId));
  let queued = 0;
  for (const c of candidates) {
    const fact = facts.get(c.locationId);
    if (fact?.lastCreated && now.getTime() - fact.lastCreated.getTime() < intervalMs) continue;
    await enqueueRun(deps.database.db, { partnerId: c.partnerId, locationId: c.locationId, ...nextRunOf(c.syncStartYear, fact?.lastSucceededTo ?? null) });
    queued += 1;
  }
  return queued;
}

/**
 * Queues a run of one location now ("Sync now", a new connection, the CLI): a resync from `from`
 * when given, else the location's next scheduled pull. Null when the location has no usable connection.
 */
export async function requestRun(
  deps: AppDeps,
  locationId: number,
  options: { from?: string; requestedBy?: number | null } = {},
): Promise<SyncRunRow | null> {
  const [location] = await connectedLocations(deps, [locationId]);
  if (!location) return null;
  const next = options.from
    ? { kind: 'resync' as const, windowFrom: options.from }
    : nextRunOf(location.syncStartYear, (await runFacts(deps, [locationId])).get(locationId)?.lastSucceededTo ?? null);
  const run = await enqueueRun(deps.database.db, { partnerId: location.partnerId, locationId, requestedBy: options.requestedBy, ...next });
  deps.wakeSyncs?.();
  return run;
}
