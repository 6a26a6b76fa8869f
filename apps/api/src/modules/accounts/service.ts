import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  DEFAULT_TIME_ZONE,
  type ManagementSystem,
  type Role,
  type Subscription,
  type UsTimeZone,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { assertEmailFree } from '../../lib/email-free';
import { hashPassword } from '../../lib/passwords';

const { partners, users, locations } = schema;

export interface NewOwner {
  businessName: string;
  email: string;
  password: string;
  ownerName?: string;
}

/** A ready-to-use shop owner: verified, Admin, onboarding finished, subscription Active. */
export async function createVerifiedOwner(deps: AppDeps, input: NewOwner): Promise<{ partnerId: number; userId: number }> {
  await assertEmailFree(deps.database.db, input.email);
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const [partner] = await tx
      .insert(partners)
      .values({
        businessName: input.businessName,
        contactName: input.ownerName ?? input.businessName,
        contactEmail: input.email,
        timezone: DEFAULT_TIME_ZONE,
        subscriptionStatus: 'Active',
        onboardingStage: 'FINISH',
      })
      .returning({ id: partners.id });
    const [user] = await tx
      .insert(users)
      .values({
        partnerId: partner.id,
        name: input.ownerName ?? input.businessName,
        email: input.email,
        passwordHash,
        role: 'Admin',
        isShopOwner: true,
        verified: true,
      })
      .returning({ id: users.id });
    return { partnerId: partner.id, userId: user.id };
  });
}

export interface NewLocation {
  partnerId: number;
  name: string;
  timezone?: UsTimeZone;
  subscriptions?: Subscription[];
  workingDays?: 4 | 5 | 6;
  shopManagementType?: ManagementSystem;
}

export async function createLocation(deps: AppDeps, input: NewLocation): Promise<{ locationId: number }> {
  const [partner] = await deps.database.db.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId));
  if (!partner) throw notFound(`Partner ${input.partnerId}`);
  const [row] = await deps.database.db
    .insert(locations)
    .values({
      partnerId: input.partnerId,
      name: input.name,
      timezone: input.timezone ?? DEFAULT_TIME_ZONE,
      subscriptions: input.subscriptions ?? ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'],
      workingDays: input.workingDays ?? 5,
      shopManagementType: input.shopManagementType ?? null,
    })
    .returning({ id: locations.id });
  return { locationId: row.id };
}

export interface NewUser {
  partnerId: number;
  email: string;
  password: string;
  role: Role;
  name?: string;
  isShopOwner?: boolean;
}

export async function createUser(deps: AppDeps, input: NewUser): Promise<{ userId: number }> {
  const [partner] = await deps.database.db.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId));
  if (!partner) throw notFound(`Partner ${input.partnerId}`);
  await assertEmailFree(deps.database.db, input.email);
  const [row] = await deps.database.db
    .insert(users)
    .values({
      partnerId: input.partnerId,
      name: input.name ?? input.email.split('@')[0],
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      isShopOwner: input.isShopOwner ?? false,
      verified: true,
    })
    .returning({ id: users.id });
  return { userId: row.id };
}
