import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { ConnectionCheck, ManagementConnectionSave, ManagementSystem, SyncHistory, SyncRun } from '@rlo/contract';
import { checkTekmetricConnection } from '../../connectors/tekmetric/check-connection';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import { openSecret } from '../../lib/secrets';
import { requestRun, runsOf, storedTekmetricCredentials, tekmetricCredentialsOf, type SyncRunRow } from '../../sync';

const { locations, managementConnections } = schema;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toSyncRun = (row: SyncRunRow): SyncRun => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  window_from: row.windowFrom,
  window_to: row.windowTo,
  pages: row.pages,
  total_pages: row.totalPages,
  received: row.received,
  inserted: row.inserted,
  updated: row.updated,
  skipped: row.skipped,
  rejected: row.rejected,
  rejections: row.rejections,
  error: row.error,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  started_at: iso(row.startedAt),
  finished_at: iso(row.finishedAt),
});

/** The Locations screen's sync history of one of the partner's locations. */
export async function syncHistory(deps: AppDeps, partnerId: number, locationId: number): Promise<SyncHistory> {
  const [location] = await deps.database.db
    .select({ system: locations.shopManagementType })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)));
  if (!location) throw notFound('The location');
  const credentials = await storedTekmetricCredentials(deps, partnerId, locationId);
  const runs = await runsOf(deps.database.db, partnerId, locationId);
  return { system: (location.system as ManagementSystem | null) ?? null, connected: credentials.ok, runs: runs.map(toSyncRun) };
}

/** "Sync now" (or the CLI's sync): queues the location's next pull, or a resync from `from`. */
export async function syncNow(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  options: { from?: string; requestedBy?: number | null } = {},
): Promise<SyncRun> {
  const credentials = await storedTekmetricCredentials(deps, partnerId, locationId);
  if (!credentials.ok) throw new HttpError(409, credentials.message);
  const run = await requestRun(deps, locationId, options);
  if (!run) throw new HttpError(409, 'The location cannot sync: it is disabled, or the account is.');
  return toSyncRun(run);
}

/**
 * "Test connection" with what the form holds: a blank secret means the stored one. Only Tekmetric
 * has a connector; the other systems are answered as such.
 */
export async function checkConnection(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  input: ManagementConnectionSave,
): Promise<ConnectionCheck> {
  if (input.shopManagementType !== 'TEKMETRIC')
    return { outcome: 'unsupported', message: `The portal cannot pull from ${input.shopManagementType} yet: upload a CSV export from the Locations screen instead.` };
  const [stored] = await deps.database.db
    .select({ sealed: managementConnections.apiKeyEncrypted })
    .from(managementConnections)
    .where(and(eq(managementConnections.partnerId, partnerId), eq(managementConnections.locationId, locationId)));
  const secret = input.apiKey ?? (stored?.sealed ? openSecret(deps.config, stored.sealed) : null);
  const credentials = tekmetricCredentialsOf({ connectionId: input.connectionID, authentication: input.authentication, secret });
  if (!credentials.ok) return { outcome: 'incomplete', message: credentials.message };
  const result = await checkTekmetricConnection({
    baseUrl: deps.config.tekmetric.baseUrl,
    maxRequestsPerSecond: deps.config.tekmetric.maxRequestsPerSecond,
    // A check answers a person waiting on the screen: fail fast rather than back off for a minute.
    retry: { attempts: 2, baseMs: 250, maxMs: 1_000, retryAfterMaxMs: 2_000 },
    ...credentials.credentials,
  });
  if (result.ok) return { outcome: 'ok', message: `Connected: the credentials can read Tekmetric shop ${credentials.credentials.shopId}.` };
  return { outcome: result.kind, message: result.message };
}
