import { z } from 'zod';
import { RO_STATUSES } from './constants';
import { idParam, locationScopeParam, pageOf, pagingQuery, queryDate, text as inputText } from './params';

// Repair orders as the dashboard and the locations screen read them (2-dashboard §3 "Repair order",
// 3-operations §3 "Repair order"). Money in integer cents, time in integer seconds, instants as ISO
// strings, business dates as 'YYYY-MM-DD'.

export const ALREADY_DELETED_MESSAGE = 'This repair order is already deleted.';

/**
 * GET /locations/{id}/repair-orders: ROs whose business date (closed, in the location's zone) is in
 * startDate..endDate, default yesterday; one date alone is a one-day range.
 */
export const locationRepairOrdersQuery = pagingQuery
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

/** GET /{partnerId}/reports/repair-orders: the counted ROs of one business date (a day of the daily chart). */
export const dayRepairOrdersQuery = pagingQuery.extend({ date: queryDate, location_id: locationScopeParam });

/** GET /repair-order/by-number */
export const repairOrderByNumberQuery = z.object({
  order_number: inputText({ min: 1, max: 100 }),
  location_id: idParam,
});

/** DELETE /repair-order/update/{id}: DELETED deletes, CLOSED restores a deleted RO. */
export const RO_STATUS_UPDATES = ['DELETED', 'CLOSED'] as const;
export const repairOrderStatusUpdateQuery = z.object({
  orderStatus: z.enum(RO_STATUS_UPDATES, { error: 'orderStatus must be DELETED or CLOSED' }),
});

const text = z.string().nullable();
const int = z.number().int();

/** One RO in a list (location ROs, a chart day, a customer's history) and the answer of a status change. */
export const repairOrderSummarySchema = z.object({
  id: int,
  location_id: int,
  order_number: z.string(),
  order_status: z.enum(RO_STATUSES),
  opened: z.string(),
  closed: text,
  modified: text,
  business_date: text,
  customer: z.object({ id: int, first_name: text, last_name: text, first_seen: text }),
  vehicle: z.object({ year: int.nullable(), make: text, model: text }).nullable(),
  writer: z.object({ full_name: z.string() }).nullable(),
  technician_name: text,
  total_sold_price_cents: int,
  labor_sold_price_cents: int,
  parts_sold_price_cents: int,
  tires_sold_price_cents: int,
  sublet_sold_price_cents: int,
  other_sold_price_cents: int,
  discounted_cents: int,
  sold_seconds: int,
  actual_seconds: int,
});
export type RepairOrderSummary = z.infer<typeof repairOrderSummarySchema>;
export const repairOrderPageSchema = pageOf(repairOrderSummarySchema);
export type RepairOrderPage = z.infer<typeof repairOrderPageSchema>;

const category = z.object({ id: int, name: z.string() }).nullable();

export const roLaborLineSchema = z.object({
  line_no: int,
  description: text,
  category,
  technician_id: int.nullable(),
  technician_name: text,
  sold_seconds: int,
  actual_seconds: int,
  sold_price_cents: int,
  cost_cents: int,
});

export const roPartLineSchema = z.object({
  line_no: int,
  description: text,
  part_number: text,
  kind: z.enum(['part', 'tire']),
  category,
  quantity: z.number(),
  sold_price_cents: int,
  cost_cents: int,
});

export const roSubletLineSchema = z.object({
  line_no: int,
  description: text,
  sold_price_cents: int,
  cost_cents: int,
});

export const roFeeLineSchema = z.object({ line_no: int, description: text, sold_price_cents: int });

/** `rate` is the spec's name for the recommendation's amount: the same value as amount_cents, in cents. */
export const roRecommendationSchema = z.object({
  id: int,
  text: z.string(),
  recommended_date: text,
  due_date: text,
  recommendation_type: text,
  amount_cents: int,
  rate: int,
});

/** GET /repair-order/{id} and /repair-order/by-number. */
export const repairOrderDetailSchema = repairOrderSummarySchema.extend({
  location_name: z.string(),
  inspection: z.boolean(),
  deleted_previous_status: z.enum(RO_STATUSES).nullable(),
  customer: z.object({
    id: int,
    first_name: text,
    last_name: text,
    company: text,
    phone_numbers: z.array(z.string()),
    email_addresses: z.array(z.string()),
    address: text,
    city: text,
    state: text,
    postal_code: text,
    first_seen: text,
  }),
  vehicle: z.object({ id: int, year: int.nullable(), make: text, model: text, vin: text }).nullable(),
  writer: z.object({ id: int, full_name: z.string() }).nullable(),
  technician: z.object({ id: int, full_name: z.string() }).nullable(),
  labor_cost_cents: int,
  parts_cost_cents: int,
  tires_cost_cents: int,
  sublet_cost_cents: int,
  /** labor + parts + tires + sublet cost. */
  actual_cost_cents: int,
  tax_cents: int,
  gross_profit_cents: int,
  recommendation_cents: int,
  labor: z.array(roLaborLineSchema),
  parts: z.array(roPartLineSchema),
  sublets: z.array(roSubletLineSchema),
  fees: z.array(roFeeLineSchema),
  recommendations: z.array(roRecommendationSchema),
});
export type RepairOrderDetail = z.infer<typeof repairOrderDetailSchema>;
