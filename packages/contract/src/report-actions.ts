import { z } from 'zod';
import { SUBSCRIPTIONS, SUBSCRIPTION_STATUSES } from './constants';
import { idParam, queryDate, text } from './params';

// Subscription info, sync start year, data resync and daily e-mail resend (2-dashboard §7 "Summaries
// and charts", §9). Their plain { message } answers are messageResponseSchema.

/** GET /{partnerId}/subscription-info: the account's status and each enabled location's subscriptions. */
export const subscriptionInfoSchema = z.object({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  locations: z.array(
    z.object({ id: z.number().int(), name: z.string(), subscriptions: z.array(z.enum(SUBSCRIPTIONS)) }),
  ),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const syncYearQuery = z.object({ partnerId: idParam, locationId: idParam });
/** GET /sync-year: the year from which the location syncs its data. */
export const syncYearSchema = z.object({ year: z.number().int() });

/** GET /locations/{id}/re_sync: the day to sync again from, and an optional note. */
export const resyncQuery = z.object({ date: queryDate, message: text({ max: 1000 }).optional() });

/** GET /re-send-daily-email: the day's summary to send again, and to whom. */
export const resendDailyEmailQuery = z.object({
  partnerId: idParam,
  locationId: idParam,
  date: queryDate,
  email: text({ max: 254 }).pipe(z.email({ error: 'must be a valid e-mail address' })),
});
