import { count, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { CARD_BRAND_NAMES, type BillingEntryList, type OnboardingStage, type PaymentInfo } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { CardDeclinedError, InvalidCardTokenError, type AttachedCard, type PaymentProvider } from '../../payments';
import { stageAfterCardSaved } from '../onboarding/stage';

const { partners, billingEntries, auditLog } = schema;

const NO_CARD: PaymentInfo = { cardType: null, cardLast4: null, expMonth: null, expYear: null };

/** 473 (api.md): the provider refused the card; its own message is what the user reads. */
export const cardDeclined = (message: string) => new HttpError(473, message);

async function partnerOf(deps: AppDeps, partnerId: number) {
  const [partner] = await deps.database.db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!partner) throw notFound('The account');
  return partner;
}

/**
 * The stored card: type and last four from our row, expiry from the provider, which keeps the card
 * (we store only what lists show). A card the provider no longer knows shows without its expiry.
 */
export async function paymentInfo(deps: AppDeps, provider: PaymentProvider, partnerId: number): Promise<PaymentInfo> {
  const partner = await partnerOf(deps, partnerId);
  if (!partner.paymentMethodId || !partner.cardLast4) return NO_CARD;
  const card = await provider.describeCard(partner.paymentMethodId);
  return { cardType: partner.cardType, cardLast4: partner.cardLast4, expMonth: card?.expMonth ?? null, expYear: card?.expYear ?? null };
}

async function attach(provider: PaymentProvider, token: string, owner: Parameters<PaymentProvider['attachCard']>[1]): Promise<AttachedCard> {
  try {
    return await provider.attachCard(token, owner);
  } catch (error) {
    if (error instanceof CardDeclinedError) throw cardDeclined(error.message);
    if (error instanceof InvalidCardTokenError) throw badRequest(error.message, [{ path: 'token', message: error.message }]);
    throw error;
  }
}

/**
 * Saves the card the browser tokenized: the provider turns the token into a payment method of the
 * partner's customer; the account becomes Active and onboarding moves CREDIT_CARD → FINISH. Nothing
 * is charged here, so no billing entry is written: the billing history shows real charges only.
 */
export async function savePaymentMethod(deps: AppDeps, provider: PaymentProvider, principal: UserPrincipal, token: string): Promise<PaymentInfo> {
  const partner = await partnerOf(deps, principal.partnerId);
  const attached = await attach(provider, token, {
    partnerId: partner.id,
    email: partner.contactEmail,
    businessName: partner.businessName,
    customerId: partner.paymentCustomerId,
  });
  await deps.database.db.transaction(async (tx) => {
    // Read again under a lock: a system chosen meanwhile (MANAGEMENT_SYSTEM → CREDIT_CARD) must not be undone.
    const [locked] = await tx.select({ stage: partners.onboardingStage }).from(partners).where(eq(partners.id, partner.id)).for('update');
    const from = locked.stage as OnboardingStage;
    const to = stageAfterCardSaved(from);
    await tx
      .update(partners)
      .set({
        cardType: CARD_BRAND_NAMES[attached.card.brand],
        cardLast4: attached.card.last4,
        paymentCustomerId: attached.customerId,
        paymentMethodId: attached.paymentMethodId,
        subscriptionStatus: 'Active',
        onboardingStage: to,
      })
      .where(eq(partners.id, partner.id));
    await tx.insert(auditLog).values({
      partnerId: partner.id,
      userId: principal.userId,
      action: 'payment_method.save',
      entity: 'partner',
      entityId: String(partner.id),
      detail: { cardType: CARD_BRAND_NAMES[attached.card.brand], cardLast4: attached.card.last4, stageFrom: from, stageTo: to },
    });
  });
  // The replaced card is forgotten at the provider once ours points at the new one.
  if (partner.paymentMethodId && partner.paymentMethodId !== attached.paymentMethodId) {
    await provider.detachCard(partner.paymentMethodId);
  }
  const { brand, last4, expMonth, expYear } = attached.card;
  return { cardType: CARD_BRAND_NAMES[brand], cardLast4: last4, expMonth, expYear };
}

/** "Remove card" (3-operations §2 Account): forgets the payment method here and at the provider; the customer stays. */
export async function removePaymentMethod(deps: AppDeps, provider: PaymentProvider, principal: UserPrincipal): Promise<PaymentInfo> {
  const partner = await partnerOf(deps, principal.partnerId);
  if (!partner.paymentMethodId && !partner.cardLast4) return NO_CARD;
  await deps.database.db.transaction(async (tx) => {
    await tx.update(partners).set({ cardType: null, cardLast4: null, paymentMethodId: null }).where(eq(partners.id, partner.id));
    await tx.insert(auditLog).values({
      partnerId: partner.id,
      userId: principal.userId,
      action: 'payment_method.remove',
      entity: 'partner',
      entityId: String(partner.id),
      detail: { cardType: partner.cardType, cardLast4: partner.cardLast4 },
    });
  });
  if (partner.paymentMethodId) await provider.detachCard(partner.paymentMethodId);
  return NO_CARD;
}

export interface Paging {
  page_num: number;
  page_size: number;
}

/** The billing history (3-operations §2): newest first, paged. */
export async function listBillingEntries(deps: AppDeps, partnerId: number, { page_num, page_size }: Paging): Promise<BillingEntryList> {
  const { db } = deps.database;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: billingEntries.id,
        date: billingEntries.date,
        reference: billingEntries.reference,
        description: billingEntries.description,
        amountCents: billingEntries.amountCents,
      })
      .from(billingEntries)
      .where(eq(billingEntries.partnerId, partnerId))
      .orderBy(desc(billingEntries.date), desc(billingEntries.id))
      .limit(page_size)
      .offset((page_num - 1) * page_size),
    db.select({ total: count() }).from(billingEntries).where(eq(billingEntries.partnerId, partnerId)),
  ]);
  return { items: rows, total };
}
