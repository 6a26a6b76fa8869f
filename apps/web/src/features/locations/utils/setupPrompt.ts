import type { Location } from '@rlo/contract';

const STORAGE_KEY = 'rlo.locationSetupPrompted';

function prompted(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The location whose setup prompt is due: the first enabled location that never synced (no config
 * or no last sync) and was not prompted on this browser before (1-foundation §2 dialogs).
 */
export function locationToPrompt(
  locations: readonly Pick<Location, 'id' | 'isDisable' | 'lastConfig'>[],
): number | null {
  const done = new Set(prompted());
  const due = locations.find((l) => !l.isDisable && !l.lastConfig?.last_sync && !done.has(l.id));
  return due?.id ?? null;
}

/** Remembers that the location's prompt was shown, so it never shows again here. */
export function rememberPrompted(locationId: number): void {
  const ids = new Set(prompted());
  ids.add(locationId);
  localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
}
