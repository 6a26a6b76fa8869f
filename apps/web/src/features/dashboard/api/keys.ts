import type { LocationScope } from '../utils/locations';

/** Every report query of the dashboard starts with this key: deleting an RO refreshes them all. */
export const DASHBOARD_QUERY_KEY = 'dashboard';

/** Figures change with syncs, not by the second: a minute without refetching on every scroll or focus. */
export const REPORT_STALE_MS = 60_000;

export interface ReportParams {
  partnerId: number;
  scope: LocationScope;
}
