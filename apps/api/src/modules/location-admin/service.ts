import { and, between, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@rlo/db';
import type { AgentTokenStatus, locationSaveSchema } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import type { Scope } from '../../lib/scope';
import { summaryPage, type Paging } from '../repair-orders/queries';

// Location administration and repair-order maintenance (3-operations §7 "Locations", "Repair order
// maintenance"). Every query carries the session's partner.

const { locations, locationRoCounts, partners, repairOrders, auditLog } = schema;

type LocationSave = z.output<typeof locationSaveSchema>;

function columnsOf(body: LocationSave) {
  return {
    name: body.name,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zip,
    timezone: body.timezone,
    isDisable: body.isDisable,
    isLaborActualCostOvrd: body.isLaborActualCostOvrd,
    comparisonGroups: body.comparisionGroupSet,
    workingDays: body.workingDays,
    fullTimeTech: body.fullTimeTech,
    gsTech: body.gsTech,
  };
}

/** A new location of the user's partner, recorded in the audit log with it. */
export async function addLocation(deps: AppDeps, user: UserPrincipal, body: LocationSave): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ partnerId: user.partnerId, ...columnsOf(body) })
      .returning({ id: locations.id });
    await tx.insert(auditLog).values({
      partnerId: user.partnerId,
      userId: user.userId,
      action: 'location.create',
      entity: 'location',
      entityId: String(row.id),
    });
    return row.id;
  });
}

/** Saves the form of a location of the user's partner (else 404), recorded in the audit log with it. */
export async function updateLocation(deps: AppDeps, user: UserPrincipal, locationId: number, body: LocationSave): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(locations)
      .set(columnsOf(body))
      .where(and(eq(locations.id, locationId), eq(locations.partnerId, user.partnerId)))
      .returning({ id: locations.id });
    if (updated.length === 0) throw notFound('The location');
    await tx.insert(auditLog).values({
      partnerId: user.partnerId,
      userId: user.userId,
      action: 'location.update',
      entity: 'location',
      entityId: String(locationId),
    });
  });
}

/** When the location's agent token was issued (never the token) and where the agent is downloaded. */
export async function agentTokenStatus(deps: AppDeps, partnerId: number, locationId: number): Promise<AgentTokenStatus> {
  const [row] = await deps.database.db
    .select({ createdAt: locations.agentTokenCreatedAt, download: partners.appDownloadUrl })
    .from(locations)
    .innerJoin(partners, eq(partners.id, locations.partnerId))
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)));
  if (!row) throw notFound('The location');
  return { created_at: row.createdAt?.toISOString() ?? null, app_download_url: row.download ?? null };
}

/**
 * RO audit: the ROs of the scope's location, every status, newest first. The page count comes from
 * location_ro_counts: counting a busy shop's ROs on every page read all of them.
 */
export function auditRepairOrders(deps: AppDeps, scope: Scope, paging: Paging) {
  const locationId = scope.locationIds[0];
  const total = async () => {
    const [row] = await deps.database.db
      .select({ roCount: locationRoCounts.roCount })
      .from(locationRoCounts)
      .where(eq(locationRoCounts.locationId, locationId));
    return row?.roCount ?? 0;
  };
  return summaryPage(deps, scope.partnerId, eq(repairOrders.locationId, locationId), paging, total);
}

/** The deleted ROs of the scope's location, by business date in from..to (either may be open). */
export function deletedRepairOrders(deps: AppDeps, scope: Scope, dates: { from?: string; to?: string }, paging: Paging) {
  const { from, to } = dates;
  const range = from && to ? between(repairOrders.businessDate, from, to) : from ? gte(repairOrders.businessDate, from) : to ? lte(repairOrders.businessDate, to) : undefined;
  return summaryPage(
    deps,
    scope.partnerId,
    and(eq(repairOrders.locationId, scope.locationIds[0]), eq(repairOrders.status, 'DELETED'), range),
    paging,
  );
}
