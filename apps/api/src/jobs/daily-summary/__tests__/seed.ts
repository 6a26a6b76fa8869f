import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import type { AppDeps } from '../../../deps';
import { ingestBatch } from '../../../ingest';
import { createLocation, createUser, createVerifiedOwner } from '../../../modules/accounts/service';

// Today is Tuesday 2025-07-15 in US/Central (10:00 CDT); the e-mail reports Monday 2025-07-14.
export const CLOCK_NOW = '2025-07-15T15:00:00Z';

const SAM = { external_id: 'w-1', full_name: 'Sam Writer' };
const TINA = { external_id: 't-1', full_name: 'Tina Tech' };

export function ro(number: string, date: string, cents: number, seconds = 3600): CanonicalRepairOrderInput {
  return {
    external_id: `ro-${number}`,
    order_number: number,
    status: 'CLOSED',
    opened: `${date}T13:00:00Z`,
    closed: `${date}T18:00:00Z`,
    customer: { external_id: `c-${number}`, first_name: 'Cy', last_name: `Customer ${number}` },
    vehicle: { external_id: `v-${number}`, year: 2020, make: 'Ford', model: 'F-150' },
    writer: SAM,
    technician: TINA,
    labor: [
      {
        description: 'Service',
        technician: TINA,
        sold_seconds: seconds,
        actual_seconds: seconds,
        sold_price_cents: cents,
        cost_cents: 0,
      },
    ],
    discount_cents: 0,
    tax_cents: 0,
  };
}

export interface DailySeed {
  partnerId: number;
  L: number;
  plainLocation: number;
  owner: { email: string; password: string };
  manager: { email: string; password: string };
  otherOwner: { email: string; password: string };
  otherLocation: number;
}

/**
 * Maple Auto: Maple Main (rlo_daily_email) with ROs of 10000 and 5000 cents on 2025-07-14 and
 * 20000 on 2025-07-01 (month to date 35000), a monthly goal of 700000 cents for July; Maple Plain
 * without the daily e-mail. Owner Olga reads French; Carla (customer contact) Spanish; Manny the
 * LocationManager is no contact. Birch Auto is another partner.
 */
export async function seedDaily(deps: AppDeps): Promise<DailySeed> {
  const password = 'secret1';
  const owner = await createVerifiedOwner(deps, {
    businessName: 'Maple Auto',
    email: 'olga@maple.test',
    password,
    ownerName: 'Olga Owner',
  });
  const { users } = schema;
  await deps.database.db.update(users).set({ locale: 'en_FR' }).where(eq(users.id, owner.userId));
  const carla = await createUser(deps, {
    partnerId: owner.partnerId,
    email: 'carla@maple.test',
    password,
    role: 'User',
    name: 'Carla Contact',
  });
  await deps.database.db
    .update(users)
    .set({ locale: 'en_ES', customerContact: true, verified: true })
    .where(eq(users.id, carla.userId));
  const manny = await createUser(deps, {
    partnerId: owner.partnerId,
    email: 'manny@maple.test',
    password,
    role: 'LocationManager',
    name: 'Manny Manager',
  });
  await deps.database.db.update(users).set({ verified: true }).where(eq(users.id, manny.userId));
  const { locationId: L } = await createLocation(deps, { partnerId: owner.partnerId, name: 'Maple Main' });
  const { locationId: plainLocation } = await createLocation(deps, {
    partnerId: owner.partnerId,
    name: 'Maple Plain',
    subscriptions: ['rlo_standard'],
  });
  // Manny works at both Maple locations (a LocationManager sees only theirs: docs/decisions/2026-11-26-location-manager-scoping.md).
  await deps.database.db.update(users).set({ defaultLocationId: L }).where(eq(users.id, manny.userId));
  await deps.database.db.insert(schema.userLocations).values({ userId: manny.userId, locationId: plainLocation });
  const other = await createVerifiedOwner(deps, {
    businessName: 'Birch Auto',
    email: 'owner@birch.test',
    password,
  });
  const { locationId: otherLocation } = await createLocation(deps, {
    partnerId: other.partnerId,
    name: 'Birch One',
  });

  await ingestBatch(deps, { locationId: L, source: 'cli' }, [
    ro('1', '2025-07-14', 10000, 3600),
    ro('2', '2025-07-14', 5000, 1800),
    ro('3', '2025-07-01', 20000),
  ]);
  await ingestBatch(deps, { locationId: plainLocation, source: 'cli' }, [ro('9', '2025-07-14', 9900)]);
  await deps.database.db
    .insert(schema.forecastGoals)
    .values({ partnerId: owner.partnerId, locationId: L, goal: 700000, month: 7, year: 2025 });
  return {
    partnerId: owner.partnerId,
    L,
    plainLocation,
    owner: { email: 'olga@maple.test', password },
    manager: { email: 'manny@maple.test', password },
    otherOwner: { email: 'owner@birch.test', password },
    otherLocation,
  };
}
