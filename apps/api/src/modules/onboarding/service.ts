import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { UNLISTED_SYSTEM, type ManagementSystem, type OnboardingStage } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { stageAfterSystemChosen } from './stage';

const { partners, locations, auditLog } = schema;

export interface SystemChoice {
  system: ManagementSystem;
  /** The location the system is for; null while the partner has no location yet. */
  locationId: number | null;
  /** The stage the client expects the choice to lead to (the `onboardingStage` query), if it said. */
  expectedStage?: OnboardingStage;
}

/**
 * Step 1 of onboarding: the shop's management system. A listed system is stored on the partner (and
 * on the location when one is given) and moves MANAGEMENT_SYSTEM to CREDIT_CARD; OTHER stores
 * nothing and keeps the stage, the web app offers the send-email dialog instead.
 */
export async function chooseManagementSystem(deps: AppDeps, principal: UserPrincipal, choice: SystemChoice): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [partner] = await tx
      .select({ stage: partners.onboardingStage })
      .from(partners)
      .where(eq(partners.id, principal.partnerId))
      .for('update');
    if (!partner) throw notFound('The account');
    const current = partner.stage as OnboardingStage;
    const next = stageAfterSystemChosen(current, choice.system);
    if (choice.expectedStage && choice.expectedStage !== next) {
      throw badRequest(
        `Onboarding is at ${current}: choosing ${choice.system} leads to ${next}, not ${choice.expectedStage}.`,
        [{ path: 'onboardingStage', message: `expected ${next}` }],
      );
    }
    if (choice.system === UNLISTED_SYSTEM) return;

    await tx.update(partners).set({ shopManagementType: choice.system, onboardingStage: next }).where(eq(partners.id, principal.partnerId));
    if (choice.locationId !== null) {
      // The tenancy guard already proved the location is the partner's; the filter repeats it.
      await tx
        .update(locations)
        .set({ shopManagementType: choice.system })
        .where(and(eq(locations.id, choice.locationId), eq(locations.partnerId, principal.partnerId)));
    }
    await tx.insert(auditLog).values({
      partnerId: principal.partnerId,
      userId: principal.userId,
      action: 'onboarding.management_system',
      entity: 'partner',
      entityId: String(principal.partnerId),
      detail: { system: choice.system, locationId: choice.locationId, from: current, to: next },
    });
  });
}
