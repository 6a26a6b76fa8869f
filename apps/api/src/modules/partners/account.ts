import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  DEFAULT_SUBSCRIPTION_TEXT,
  SUBSCRIPTIONS,
  type Account,
  type AccountPlan,
  type AccountUpdate,
  type UsTimeZone,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';

const { partners, locations, auditLog } = schema;

/** The signed-in user's account (3-operations §3 "Account"); the provider keys are the public ones only. */
export async function getAccount(deps: AppDeps, partnerId: number): Promise<Account> {
  const [partner] = await deps.database.db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!partner) throw notFound('The account');
  return {
    id: partner.id,
    businessName: partner.businessName,
    website: partner.website,
    address: partner.address,
    city: partner.city,
    state: partner.state,
    zip: partner.zip,
    timezone: partner.timezone as UsTimeZone,
    contactName: partner.contactName,
    phone: partner.phone,
    email: partner.contactEmail,
    cardType: partner.cardType,
    cardLast4: partner.cardLast4,
    subscriptionText: partner.subscriptionText ?? DEFAULT_SUBSCRIPTION_TEXT,
    plan: { status: partner.subscriptionStatus, subscriptions: await planSubscriptions(deps, partnerId) },
    appDownloadUrl: partner.appDownloadUrl,
    paymentProcessingPublicKey: deps.config.stripe.publishableKey ?? null,
    paymentAccountId: partner.paymentCustomerId,
  };
}

/**
 * The subscriptions the account's enabled locations hold (subscriptions are per location), each
 * with how many locations hold it, in SUBSCRIPTIONS order; none held: an empty list.
 */
async function planSubscriptions(deps: AppDeps, partnerId: number): Promise<AccountPlan['subscriptions']> {
  const rows = await deps.database.db
    .select({ subscriptions: locations.subscriptions })
    .from(locations)
    .where(and(eq(locations.partnerId, partnerId), eq(locations.isDisable, false)));
  return SUBSCRIPTIONS.flatMap((subscription) => {
    const held = rows.filter((row) => row.subscriptions.includes(subscription)).length;
    return held > 0 ? [{ subscription, locations: held }] : [];
  });
}

/**
 * Business and contact details (the sign-up rules, checked by the route's schema). The contact
 * e-mail is where the account is reached; it is not a sign-in, so it needs no uniqueness check.
 */
export async function updateAccount(deps: AppDeps, principal: UserPrincipal, input: AccountUpdate): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(partners)
      .set({
        businessName: input.businessName,
        website: input.website,
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
        timezone: input.timezone,
        contactName: input.contactName,
        phone: input.phone,
        contactEmail: input.email,
      })
      .where(eq(partners.id, principal.partnerId));
    await tx.insert(auditLog).values({
      partnerId: principal.partnerId,
      userId: principal.userId,
      action: 'account.update',
      entity: 'partner',
      entityId: String(principal.partnerId),
      detail: { fields: Object.keys(input) },
    });
  });
}
