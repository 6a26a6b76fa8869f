import { z } from 'zod';
import { MANAGEMENT_SYSTEMS, SUBSCRIPTIONS, US_TIME_ZONES, WORKING_DAYS_OPTIONS } from './constants';

export const lastConfigSchema = z
  .object({ sync_enabled: z.boolean(), last_sync: z.string().nullable() })
  .catchall(z.unknown());
export type LastConfig = z.infer<typeof lastConfigSchema>;

// Field names follow 3-operations §3 "Location", spelling included (comparisionGroupSet).
export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  timezone: z.enum(US_TIME_ZONES),
  isDisable: z.boolean(),
  subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
  shopManagementTypes: z.enum(MANAGEMENT_SYSTEMS).nullable(),
  isLaborActualCostOvrd: z.boolean(),
  comparisionGroupSet: z.array(z.string()),
  workingDays: z.union(WORKING_DAYS_OPTIONS.map((n) => z.literal(n))),
  fullTimeTech: z.number().int(),
  gsTech: z.number().int(),
  lastConfig: lastConfigSchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /locations: the locations the signed-in user may see (all of the partner's for its owner). */
export const locationListSchema = z.object({ items: z.array(locationSchema), total: z.number().int() });
export type LocationList = z.infer<typeof locationListSchema>;
