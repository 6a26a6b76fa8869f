// Loads the demo plan into a database: accounts through the accounts service, repair orders through
// the one ingest path (ingest.md), batch by batch so memory stays flat at any scale.
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../deps';
import { todayIn } from '../analytics/dates';
import { ingestBatch } from '../ingest';
import { createLocation, createUser, createVerifiedOwner } from '../modules/accounts/service';
import { demoBillingEntries, DEMO_HELP_VIDEOS } from './account';
import { loadDemoAlertRules } from './alerts';
import { loadDemoCoaching } from './coaching';
import { generateRepairOrders } from './generate';
import { DEMO_OWNER_EMAIL, generateDemoPlan } from './plan';
import type { DemoLocationPlan, DemoOptions } from './types';

export interface DemoLoadProgress {
  /** The location being loaded, its position (1-based) and how many there are. */
  location: string;
  locationNumber: number;
  locationCount: number;
  /** Repair orders stored so far, at this location and in all. */
  locationRepairOrders: number;
  repairOrders: number;
}

export interface DemoLoadResult {
  partners: number;
  locations: number;
  users: number;
  repair_orders: number;
}

/** True when no partner exists yet: a first start, where the demo data may be loaded. */
export async function isDatabaseEmpty(deps: Pick<AppDeps, 'database'>): Promise<boolean> {
  const rows = await deps.database.db.select({ id: schema.partners.id }).from(schema.partners).limit(1);
  return rows.length === 0;
}

/** True when the demo owner's account already exists (the demo data was loaded before). */
export async function demoDataExists(deps: Pick<AppDeps, 'database'>): Promise<boolean> {
  const { users } = schema;
  const rows = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_OWNER_EMAIL))
    .limit(1);
  return rows.length > 0;
}

export async function loadDemoData(
  deps: AppDeps,
  options: DemoOptions & { onProgress?: (progress: DemoLoadProgress) => void },
): Promise<DemoLoadResult> {
  const plan = generateDemoPlan(options);
  const targets: { locationId: number; location: DemoLocationPlan }[] = [];
  const partnerIds: number[] = [];
  let users = 0;
  for (const partner of plan.partners) {
    const { partnerId } = await createVerifiedOwner(deps, {
      businessName: partner.businessName,
      email: partner.owner.email,
      password: partner.owner.password,
      ownerName: partner.owner.name,
    });
    if (partner.details) {
      await deps.database.db.update(schema.partners).set(partner.details).where(eq(schema.partners.id, partnerId));
      // The demo account is an active subscriber: its monthly charges since it started.
      const charges = demoBillingEntries(partner, options.today);
      if (charges.length > 0)
        await deps.database.db.insert(schema.billingEntries).values(charges.map((c) => ({ ...c, partnerId })));
    }
    partnerIds.push(partnerId);
    users++;
    const managers: number[] = [];
    for (const user of partner.users) {
      const { userId } = await createUser(deps, {
        partnerId,
        email: user.email,
        password: user.password,
        role: user.role,
        name: user.name,
      });
      if (user.role === 'LocationManager') managers.push(userId);
      users++;
    }
    const partnerLocations: number[] = [];
    for (const location of partner.locations) {
      const { locationId } = await createLocation(deps, {
        partnerId,
        name: location.name,
        timezone: location.timezone,
        subscriptions: location.subscriptions,
        workingDays: location.workingDays,
        shopManagementType: location.shopManagementType,
      });
      // What Settings > Locations shows, and what Measure My Shop's technician filter matches.
      await deps.database.db
        .update(schema.locations)
        .set({
          fullTimeTech: location.technicians.length,
          ...(location.street
            ? { address: location.street.address, city: location.area.city, state: location.area.state, zip: location.street.zip }
            : {}),
        })
        .where(eq(schema.locations.id, locationId));
      targets.push({ locationId, location });
      partnerLocations.push(locationId);
    }
    await assignDemoManagers(deps, managers, partnerLocations);
  }

  let repairOrders = 0;
  for (const [i, { locationId, location }] of targets.entries()) {
    let atLocation = 0;
    const today = options.now ? todayIn(location.timezone, options.now) : options.today;
    for (const batch of generateRepairOrders(location, { today })) {
      const result = await ingestBatch(deps, { locationId, source: 'demo' }, batch);
      if (result.rejected > 0) {
        const first = result.rejections[0];
        throw new Error(
          `Demo data rejected at ${location.name}: ${result.rejected} ROs, first ${first.external_id}: ${first.reason}`,
        );
      }
      atLocation += result.inserted + result.updated;
      repairOrders += result.inserted + result.updated;
      options.onProgress?.({
        location: location.name,
        locationNumber: i + 1,
        locationCount: targets.length,
        locationRepairOrders: atLocation,
        repairOrders,
      });
    }
  }
  // The demo coach works with the demo partner (the first), on its first location.
  const first = targets[0] as (typeof targets)[number] | undefined;
  if (partnerIds[0] && first) {
    await loadDemoCoaching(deps, partnerIds[0], first.locationId, options.today);
    await loadDemoAlertRules(deps, partnerIds[0], first.locationId);
  }
  await deps.database.db.insert(schema.helpVideos).values(DEMO_HELP_VIDEOS);
  return { partners: plan.partners.length, locations: targets.length, users, repair_orders: repairOrders };
}

/**
 * A LocationManager sees only their locations (docs/decisions/2026-11-26-location-manager-scoping.md, "LocationManager location
 * scoping"): the demo's works at the first location (their default) and the second, so signing in
 * as them shows the scoping next to the owner's All locations.
 */
async function assignDemoManagers(deps: AppDeps, managers: number[], locationIds: number[]) {
  const [first, second] = locationIds;
  if (first === undefined) return;
  const { db } = deps.database;
  for (const userId of managers) {
    await db.update(schema.users).set({ defaultLocationId: first }).where(eq(schema.users.id, userId));
    if (second !== undefined) await db.insert(schema.userLocations).values({ userId, locationId: second });
  }
}
