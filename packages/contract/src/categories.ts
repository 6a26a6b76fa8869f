import { z } from 'zod';
import { REQUEST_LIST_MAX } from './constants';
import { idParam, parseId } from './params';

// Map category (3-operations §2–§3, §7 "Reports and categories").

export const dashboardCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>;

export const smsCategorySchema = z.object({ categoryID: z.number().int(), name: z.string() });
export type SmsCategory = z.infer<typeof smsCategorySchema>;

/** mappedCategory: the sms category ids, comma-separated ('' when none). */
export const mappedCategorySchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  locationId: z.number().int(),
  dashboardCategoryId: z.number().int(),
  mappedCategory: z.string(),
});
export type MappedCategory = z.infer<typeof mappedCategorySchema>;

export const saveMappedCategoryBody = z
  .object({
    id: idParam.optional(),
    dashboardCategoryId: idParam,
    // Kept as the text the table stores; each id must still be an id (an int4) or its lookup fails.
    mappedCategory: z
      .string()
      .regex(/^(\d+(,\d+)*)?$/, 'expected comma-separated category ids')
      .refine((list) => list === '' || (list.split(',').length <= REQUEST_LIST_MAX && list.split(',').every((id) => parseId(id) !== null)), {
        error: `expected at most ${REQUEST_LIST_MAX} comma-separated category ids`,
      }),
  })
  .strict();
export type SaveMappedCategory = z.infer<typeof saveMappedCategoryBody>;

export const fetchMappedCategoryQuery = z.object({ dashboardCategoryId: idParam.optional() });

/** A location is mapped when every one of its sms categories belongs to a dashboard category. */
export const locationMappingSchema = z.object({ locationId: z.number().int(), mapped: z.boolean() });
export type LocationMapping = z.infer<typeof locationMappingSchema>;
