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
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard is used outside the dashboard page.');
  return value;
}
