import { RESYNC_LOCK_MS } from '@rlo/contract';

/** The two actions limited to one use per location every 48 hours (2-dashboard §4). */
export type LockedAction = 'resync' | 'resend';

const STORAGE_KEYS: Record<LockedAction, string> = {
  resync: 'dashboard.resyncedLocations',
  resend: 'dashboard.resentLocations',
};

type UseTimes = Record<string, number>;

function read(action: LockedAction): UseTimes {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS[action]) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    // Blocked or corrupt storage: nothing remembered; the server's 429 still guards.
    return {};
  }
}

/** When the action unlocks again for the location, or null when it is available now. */
export function lockedUntil(action: LockedAction, locationId: number, now = Date.now()): Date | null {
  const usedAt = read(action)[String(locationId)];
  if (usedAt === undefined) return null;
  const until = usedAt + RESYNC_LOCK_MS;
  return until > now ? new Date(until) : null;
}

/** Remembers a successful use, or a refusal by the server (429), as the start of the 48 hours. */
export function recordUse(action: LockedAction, locationId: number, at = Date.now()): void {
  const times = read(action);
  // Expired entries are dropped so that the stored object does not grow forever.
  const kept = Object.fromEntries(Object.entries(times).filter(([, usedAt]) => usedAt + RESYNC_LOCK_MS > at));
  try {
    window.localStorage.setItem(STORAGE_KEYS[action], JSON.stringify({ ...kept, [locationId]: at }));
  } catch {
    // Not remembered across reloads; the server still refuses a second use.
  }
}
