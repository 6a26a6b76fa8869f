import { SYNC_STALE_MS } from '@rlo/contract';
import type { Location } from '@rlo/contract';

export type SyncState = 'green' | 'yellow' | 'red' | 'grey';

/**
 * The sync light of a location (1-foundation §4): grey without a config; red when the last sync is
 * more than 3 days old, whatever the flag (the data on screen is stale either way); otherwise green
 * when sync is enabled and yellow when it is not. A location that never synced is judged by its flag.
 */
export function syncState(location: Pick<Location, 'lastConfig'>, now: Date): SyncState {
  const config = location.lastConfig;
  if (!config) return 'grey';
  if (config.last_sync !== null) {
    const lastSync = Date.parse(config.last_sync);
    if (!Number.isNaN(lastSync) && now.getTime() - lastSync > SYNC_STALE_MS) return 'red';
  }
  return config.sync_enabled ? 'green' : 'yellow';
}
