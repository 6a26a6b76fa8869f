import { z } from 'zod';
import { TECH_COUNT_OPTIONS, US_TIME_ZONES, WORKING_DAYS_OPTIONS, DEFAULT_TIME_ZONE, REQUEST_LIST_MAX } from './constants';
import { idListText, pageNumParam, pageOf, pageSizeParam, pagingQuery, queryDate, text as inputText } from './params';

// Locations admin, CRM and repair-order maintenance (3-operations §3, §7 "Locations", "Customers and
// CRM", "Repair order maintenance").

const optionalText = (max: number) =>
  inputText({ max })
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /locations and /locations/{id}: every field of the location form. */
export const locationSaveSchema = z
  .object({
    name: inputText({ min: 1, max: 100, messages: { min: 'Name is required' } }),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    zip: optionalText(20),
    timezone: z.enum(US_TIME_ZONES).default(DEFAULT_TIME_ZONE),
    isDisable: z.boolean().default(false),
    isLaborActualCostOvrd: z.boolean().default(false),
    comparisionGroupSet: z.array(inputText({ min: 1, max: 50 })).max(20).default([]),
    workingDays: z.union(WORKING_DAYS_OPTIONS.map((n) => z.literal(n))).default(5),
    fullTimeTech: z.number().int().min(TECH_COUNT_OPTIONS[0]).max(TECH_COUNT_OPTIONS.at(-1)!).default(0),
    gsTech: z.number().int().min(TECH_COUNT_OPTIONS[0]).max(TECH_COUNT_OPTIONS.at(-1)!).default(0),
  })
  .strict();
export type LocationSave = z.input<typeof locationSaveSchema>;
export const locationSavedSchema = z.object({ location_id: z.number().int() });
export type LocationSaved = z.infer<typeof locationSavedSchema>;

/** GET /locations/{locationId}/agent-token: whether a token exists (never the token) and the download. */
export const agentTokenStatusSchema = z.object({
  created_at: z.string().nullable(),
  app_download_url: z.string().nullable(),
});
export type AgentTokenStatus = z.infer<typeof agentTokenStatusSchema>;

/** The spec's camel-case paging of the repair-order maintenance calls. */
export const camelPagingQuery = z.object({ pageNum: pageNumParam, pageSize: pageSizeParam(10) });

/** GET /repair-order/deleted/location/{id}: no dates = All. */
export const deletedRepairOrdersQuery = camelPagingQuery
  .extend({ startDate: queryDate.optional(), endDate: queryDate.optional() })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.startDate > value.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'startDate must be on or before endDate',
      });
    }
  });

const text = z.string().nullable();

/** 3-operations §3 "Customer". first_seen / last_seen as 'YYYY-MM-DD'. */
export const crmCustomerSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  first_name: text,
  last_name: text,
  company: text,
  phone_numbers: z.array(z.string()),
  email_addresses: z.array(z.string()),
  first_seen: text,
  last_seen: text,
  postal_code: text,
});
export type CrmCustomer = z.infer<typeof crmCustomerSchema>;
export const crmCustomerPageSchema = pageOf(crmCustomerSchema);
export type CrmCustomerPage = z.infer<typeof crmCustomerPageSchema>;

/** GET /locations/{id}/customers2: `filter` matches names, company, phone or e-mail. */
export const customerSearchQuery = pagingQuery.extend({
  filter: inputText({ max: 100 }).optional(),
});

export const crmVehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int().nullable(),
  make: text,
  model: text,
  vin: text,
  ro_count: z.number().int(),
});
export type CrmVehicle = z.infer<typeof crmVehicleSchema>;

/** GET /crm/{partnerId}/customers/{id}: the customer, its vehicles and its activity count. */
export const crmCustomerDetailSchema = crmCustomerSchema.extend({
  address: text,
  city: text,
  state: text,
  location_name: z.string(),
  vehicles: z.array(crmVehicleSchema),
});
export type CrmCustomerDetail = z.infer<typeof crmCustomerDetailSchema>;

/** GET /locations/{id}/customers-email-count (customers not merged away). */
export const customerEmailCountSchema = z.object({
  location_id: z.number().int(),
  with_email: z.number().int(),
  without_email: z.number().int(),
  /** Each count's share of all the location's customers, percent with 2 decimals; null without customers. */
  with_email_percent: z.number().nullable(),
  without_email_percent: z.number().nullable(),
});
export type CustomerEmailCount = z.infer<typeof customerEmailCountSchema>;

/** POST /customer/update-customer/{id}: dates 'YYYY-MM-DD'; firstSeen on or before lastSeen. */
export const customerSeenUpdateSchema = z
  .object({ firstSeen: queryDate, lastSeen: queryDate })
  .superRefine((value, ctx) => {
    if (value.firstSeen > value.lastSeen) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstSeen'],
        message: 'firstSeen must be on or before lastSeen',
      });
    }
  });

/** GET /customer/{partnerId}/duplicate-customer/{locationId}: the duplicates of one customer (kpis.md §6). */
export const duplicateCustomerQuery = z.object({
  firstName: inputText({ max: 100 }).default(''),
  lastName: inputText({ max: 100 }).default(''),
  phonNo: inputText({ max: 50 }).default(''),
  email: inputText({ max: 200 }).optional(),
});

/** 3-operations §3 "Duplicate customer". */
export const duplicateCustomerSchema = z.object({
  id: z.number().int(),
  firstName: text,
  lastName: text,
  address1: text,
  city: text,
  state: text,
  postalCode: text,
  phoneNumbers: z.array(z.string()),
  emailAddresses: z.array(z.string()),
  firstSeen: text,
  lastSeen: text,
  roCount: z.number().int(),
});
export type DuplicateCustomer = z.infer<typeof duplicateCustomerSchema>;
export const duplicateCustomerListSchema = z.object({ items: z.array(duplicateCustomerSchema) });
export type DuplicateCustomerList = z.infer<typeof duplicateCustomerListSchema>;

/** POST /customer/{partnerId}/merge/{locationId}?customerIds=1,2,3 */
export const customerMergeQuery = z.object({
  customerIds: idListText(`customerIds must list at least two (at most ${REQUEST_LIST_MAX}) customer ids, comma separated`, { min: 2 }),
});
export const customerMergeResultSchema = z.object({
  survivor_id: z.number().int(),
  merged_ids: z.array(z.number().int()),
  moved_repair_orders: z.number().int(),
});
export type CustomerMergeResult = z.infer<typeof customerMergeResultSchema>;

export const NOT_DUPLICATES_MESSAGE =
  'These customers are not duplicates: they need the same first and last name and a shared phone number or e-mail address.';

/** GET /vehicles/{id}/recommended. */
export const vehicleRecommendationSchema = z.object({
  id: z.number().int(),
  repair_order_id: z.number().int(),
  order_number: z.string(),
  text: z.string(),
  recommended_date: text,
  due_date: text,
  amount_cents: z.number().int(),
});
export const vehicleRecommendationPageSchema = pageOf(vehicleRecommendationSchema);
export type VehicleRecommendationPage = z.infer<typeof vehicleRecommendationPageSchema>;
