import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DEFAULT_SUBSCRIPTION_TEXT, type Account, type AccountUpdate, type UsTimeZone } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';

const { partners, auditLog } = schema;

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
    appDownloadUrl: partner.appDownloadUrl,
    paymentProcessingPublicKey: deps.config.stripe.publishableKey ?? null,
    paymentAccountId: partner.paymentCustomerId,
  };
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
