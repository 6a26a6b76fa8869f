import type { DailySummaryResponse, RepairOrderDetail, forecastSummarySchema, monthlyRowSchema } from '@rlo/contract';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

/**
 * Another place the dashboard's sections read one location's figures from than the shop's own
 * calls: a coach reads a client location through /agent/client-locations/{id}/… (api.md). Given
 * through DashboardSourceContext, the daily summary, monthly chart, pace against goal and RO
 * dialog fetch from it, with its `key` in their query keys; the parts it has no call for (goal
 * line, day drill-down, customer RO history, tooltips) are left out. Without it (the shop's
 * dashboard) nothing changes.
 */
export interface DashboardSource {
  /** Keeps these answers apart from the shop's calls in the query cache. */
  key: string;
  dailySummary: (signal?: AbortSignal) => Promise<DailySummaryResponse>;
  monthlySummary: (signal?: AbortSignal) => Promise<z.infer<typeof monthlyRowSchema>[]>;
  forecastSummary: (signal?: AbortSignal) => Promise<z.infer<typeof forecastSummarySchema>>;
  repairOrder: (id: number, signal?: AbortSignal) => Promise<RepairOrderDetail>;
}

export const DashboardSourceContext = createContext<DashboardSource | null>(null);

/** The source the sections read from, or null for the shop's own calls. */
export const useDashboardSource = (): DashboardSource | null => useContext(DashboardSourceContext);
