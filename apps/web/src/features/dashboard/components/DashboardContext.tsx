import { createContext, useContext } from 'react';
import type { LocationScope } from '../utils/locations';

export interface DashboardContextValue {
  partnerId: number;
  /** The location of the dropdown, or All. */
  scope: LocationScope;
  /** Shop owners may delete ROs (2-dashboard §6). */
  isShopOwner: boolean;
  /** The signed-in user's address: the default of the resend dialog. */
  email: string;
  /** A shop owner or an Admin: edits tooltips and forecast goals. */
  canManage?: boolean;
  /** The name of the location of the dropdown; undefined for All locations. */
  locationName?: string;
  /** The selectable locations, and those with rlo_daily_email (coach comments need it). */
  locationIds?: readonly number[];
  dailyEmailLocationIds?: readonly number[];
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard is used outside the dashboard page.');
  return value;
}
