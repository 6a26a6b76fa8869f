import { z } from 'zod';
import { MANAGEMENT_SYSTEMS, SYNC_RUN_KINDS, SYNC_RUN_STATES } from './constants';

// Connector sync runs and the connection check (connectors.md §1): what the Locations screen's
// sync history and the Management System tab's "Test connection" read.

export const syncRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SYNC_RUN_KINDS),
  state: z.enum(SYNC_RUN_STATES),
  /** The updatedDate window pulled (inclusive); window_to is fixed when the run starts. */
  window_from: z.string(),
  window_to: z.string().nullable(),
  pages: z.number().int(),
  total_pages: z.number().int().nullable(),
  /** Repair orders read from the system, then what ingest did with them. */
  received: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ external_id: z.string().nullable(), reason: z.string() })),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const syncHistorySchema = z.object({
  /** The location's system, and whether a connector can pull from it (a complete Tekmetric connection). */
  system: z.enum(MANAGEMENT_SYSTEMS).nullable(),
  connected: z.boolean(),
  runs: z.array(syncRunSchema),
});
export type SyncHistory = z.infer<typeof syncHistorySchema>;

export const CONNECTION_CHECK_OUTCOMES = [
  'ok',
  'bad_credentials',
  'shop_not_in_scope',
  'unreachable',
  'server',
  'malformed',
  'incomplete',
  'unsupported',
] as const;
export type ConnectionCheckOutcome = (typeof CONNECTION_CHECK_OUTCOMES)[number];

/** "Test connection": ok, or what is wrong in plain words (never the secret). */
export const connectionCheckSchema = z.object({
  outcome: z.enum(CONNECTION_CHECK_OUTCOMES),
  message: z.string(),
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;
