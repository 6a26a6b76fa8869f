import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './constants';
import { locationScopeParam, pageOf, pagingQuery, queryDate, text as inputText } from './params';

// The customer lists of the dashboard (2-dashboard §3 "Customer list row", §7 "Customer lists and
// ROs"); who is in which list is kpis.md §6.

/** The recovered list and count need one location (the UI answers a 400 with this hint). */
export const RECOVERED_SINGLE_LOCATION_MESSAGE = 'Select a single location to see recovered customers.';

/** A from..to of the customer lists may touch at most this many calendar months (the charts show 24). */
export const CUSTOMER_LIST_MAX_MONTHS = 24;

export const monthQueryParam = z.coerce.number({ error: 'must be a month 1-12' }).int().min(1).max(12);
export const yearQueryParam = z.coerce.number({ error: 'must be a year' }).int().min(DATE_MIN_YEAR).max(DATE_MAX_YEAR);

const monthsTouched = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7))) +
  1;

/** Refinement shared by the from..to calls: from ≤ to, and at most CUSTOMER_LIST_MAX_MONTHS months. */
function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: '"from" must be on or before "to"' });
  } else if (monthsTouched(value.from, value.to) > CUSTOMER_LIST_MAX_MONTHS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range may span at most ${CUSTOMER_LIST_MAX_MONTHS} months`,
    });
  }
}

/** The longest search text of the customer lists. */
export const CUSTOMER_LIST_SEARCH_MAX = 100;

/**
 * The paging of every customer list, and an optional `search`: only the customers whose name,
 * company, e-mail or phone contains it (case-insensitive; digits alone also match a phone written
 * with separators), before paging, so `total` counts the matches.
 */
export const customerListPagingQuery = pagingQuery.extend({
  search: inputText({ max: CUSTOMER_LIST_SEARCH_MAX }).optional(),
});
/** GET /{partnerId}/active-customer-list-preview */
export const activeCustomerListQuery = customerListPagingQuery.extend({
  month: monthQueryParam,
  year: yearQueryParam,
  location_id: locationScopeParam,
});

/** GET /customer/{partnerId}/lost-customer-with-one-visit-list-preview/{locationId} */
export const oneVisitLostListQuery = customerListPagingQuery.extend({ month: monthQueryParam, year: yearQueryParam });

/** The lost, new and recovered lists: from..to (YYYY-MM-DD, inclusive) and a location or All. */
export const customerRangeListQuery = customerListPagingQuery
  .extend({ from: queryDate, to: queryDate, location_id: locationScopeParam })
  .superRefine(checkRange);

/** GET /{partnerId}/recovered-customer-count */
export const customerRangeCountQuery = z
  .object({ from: queryDate, to: queryDate, location_id: locationScopeParam })
  .superRefine(checkRange);

const text = z.string().nullable();

/**
 * One customer of a list. Money in cents (vehicle_rolast_spent, total_spent), dates as the business
 * dates 'YYYY-MM-DD' of the customer's counted visits at that location, as they stand today.
 */
export const customerListRowSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  first_name: text,
  last_name: text,
  company_name: text,
  address: text,
  city: text,
  state: text,
  postal_code: text,
  phone_numbers: z.array(z.string()),
  /** The first of the customer's e-mail addresses. */
  email: text,
  first_seen: text,
  last_seen: text,
  /** Counted (CLOSED) ROs of the customer at the location. */
  vehicle_ro_count: z.number().int(),
  /** total_sold of the customer's latest counted RO, in cents. */
  vehicle_rolast_spent: z.number().int(),
  /** Σ total_sold of the customer's counted ROs at the location, in cents. */
  total_spent: z.number().int(),
  marketing_source: text,
  /** The location's name. */
  shop_name: z.string(),
  /** order_number of the customer's latest counted RO. */
  ro_number: text,
});
export type CustomerListRow = z.infer<typeof customerListRowSchema>;

export const recoveredCustomerRowSchema = customerListRowSchema.extend({
  /** The customer's first visit in the month they came back. */
  current_last_seen: z.string(),
  /** The visit before it. */
  previous_last_seen: z.string(),
  /** The month they had become lost: previous visit month + 13. */
  lost_customer_month: z.number().int(),
  lost_customer_year: z.number().int(),
});
export type RecoveredCustomerRow = z.infer<typeof recoveredCustomerRowSchema>;

export const duplicateCustomerRowSchema = customerListRowSchema.extend({
  company: text,
  email_addresses: z.array(z.string()),
});
export type DuplicateCustomerRow = z.infer<typeof duplicateCustomerRowSchema>;

/** One group of duplicates (kpis.md §6); survivor_id is the customer a merge would keep. */
export const duplicateGroupSchema = z.object({
  group_id: z.number().int(),
  survivor_id: z.number().int(),
  customers: z.array(duplicateCustomerRowSchema),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;

export const customerListPageSchema = pageOf(customerListRowSchema);
export type CustomerListPage = z.infer<typeof customerListPageSchema>;
export const recoveredCustomerPageSchema = pageOf(recoveredCustomerRowSchema);
export type RecoveredCustomerPage = z.infer<typeof recoveredCustomerPageSchema>;
/** Paged by group: total is the number of groups. */
export const duplicateGroupPageSchema = pageOf(duplicateGroupSchema);
export const customerCountSchema = z.object({ count: z.number().int() });
