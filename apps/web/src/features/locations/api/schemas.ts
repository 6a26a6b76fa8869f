import { z } from 'zod';

// GET /locations, as far as the web uses it. To move to packages/contract (see lib/NEEDS_CONTRACT.md).
export const locationConfigSchema = z.object({
  sync_enabled: z.boolean(),
  last_sync: z.string().nullable(),
});

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDisable: z.boolean(),
  subscriptions: z.array(z.string()),
  lastConfig: locationConfigSchema.nullable(),
  shopManagementTypes: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListSchema = z.object({
  items: z.array(locationSchema),
  total: z.number().int(),
});
export type LocationList = z.infer<typeof locationListSchema>;
