/** What the dashboard needs of a location; the route passes them from the locations feature. */
export interface DashboardLocation {
  id: number;
  name: string;
  isDisable: boolean;
}

/** A location id, or All locations (the union of the partner's locations that are not disabled). */
export type LocationScope = number | 'all';
export const ALL_LOCATIONS = 'all' as const;

/** The dropdown's real locations: disabled ones are left out (2-dashboard §2). */
export function selectableLocations(locations: readonly DashboardLocation[]): DashboardLocation[] {
  return locations.filter((location) => !location.isDisable);
}

/** The dropdown starts on the first real location; null when there is none to show. */
export function initialScope(locations: readonly DashboardLocation[]): LocationScope | null {
  return selectableLocations(locations)[0]?.id ?? null;
}

export function isSingleLocation(scope: LocationScope): scope is number {
  return scope !== ALL_LOCATIONS;
}
