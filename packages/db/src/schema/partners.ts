import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  DEFAULT_TIME_ZONE,
  MANAGEMENT_SYSTEMS,
  ONBOARDING_STAGES,
  SUBSCRIPTION_STATUSES,
  US_TIME_ZONES,
} from '@rlo/contract';
import { oneOf, timestamptz } from './columns';

/** The tenant root: one partner is one shop business (the spec's "Account"). */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessName: text('business_name').notNull(),
    // Sign-up requires website, zip and phone; accounts an operator creates may lack them.
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    timezone: text('timezone', { enum: US_TIME_ZONES }).notNull().default(DEFAULT_TIME_ZONE),
    contactName: text('contact_name').notNull(),
    phone: text('phone'),
    contactEmail: text('contact_email').notNull(),
    brand: text('brand'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('Active'),
    // Null means none: the screens show DEFAULT_SUBSCRIPTION_TEXT.
    subscriptionText: text('subscription_text'),
    onboardingStage: text('onboarding_stage', { enum: ONBOARDING_STAGES })
      .notNull()
      .default('MANAGEMENT_SYSTEM'),
    shopManagementType: text('shop_management_type', { enum: MANAGEMENT_SYSTEMS }),
    paymentCustomerId: text('payment_customer_id'),
    paymentMethodId: text('payment_method_id'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    appDownloadUrl: text('app_download_url'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('partners_timezone_check', t.timezone, US_TIME_ZONES),
    oneOf('partners_subscription_status_check', t.subscriptionStatus, SUBSCRIPTION_STATUSES),
    oneOf('partners_onboarding_stage_check', t.onboardingStage, ONBOARDING_STAGES),
    oneOf('partners_shop_management_type_check', t.shopManagementType, MANAGEMENT_SYSTEMS),
  ],
);

export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
