import { schema } from '@rlo/db';
import { DEFAULT_LOCALE, type SignUpRequest } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { assertEmailFree } from '../../lib/email-free';
import { isUniqueViolation } from '../../lib/database-errors';

const { partners, users } = schema;

/**
 * Sign-up: a new partner from the form, with its first user, an unverified shop owner (Admin)
 * at the first onboarding stage. The subscription is a Trial until a card is saved.
 */
export async function createPartnerFromSignUp(deps: AppDeps, form: SignUpRequest): Promise<{ partnerId: number; userId: number }> {
  await assertEmailFree(deps.database.db, form.contactEmail);
  const passwordHash = await hashPassword(form.password);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [partner] = await tx
        .insert(partners)
        .values({
          businessName: form.businessName,
          zip: form.businessZip,
          timezone: form.businessTimezone,
          website: form.businessUrl,
          contactName: form.contactName,
          phone: form.phone,
          contactEmail: form.contactEmail,
          brand: form.brand,
          subscriptionStatus: 'Trial',
          onboardingStage: 'MANAGEMENT_SYSTEM',
        })
        .returning({ id: partners.id });
      const [user] = await tx
        .insert(users)
        .values({
          partnerId: partner.id,
          name: form.contactName,
          email: form.contactEmail,
          passwordHash,
          role: 'Admin',
          isShopOwner: true,
          verified: false,
          locale: form.locale ?? DEFAULT_LOCALE,
        })
        .returning({ id: users.id });
      return { partnerId: partner.id, userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
