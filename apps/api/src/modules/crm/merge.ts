import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { NOT_DUPLICATES_MESSAGE, type CustomerMergeResult } from '@rlo/contract';
import { findDuplicateGroups, mergeSurvivor } from '../../analytics';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { lockLocation, refreshDerived } from '../../ingest';

const { customers, repairOrders, vehicles, crmSessions, crmInteractions, auditLog } = schema;

/**
 * Merges duplicate customers of one location (kpis.md §6): keeps the one with the earliest first
 * visit, moves every RO, vehicle and CRM activity of the others onto it, marks them merged into it
 * (ingest then files their future ROs under the survivor) and recomputes every derived figure of
 * the moved ROs' dates through the ingest module, in one transaction under the location lock.
 */
export async function mergeCustomers(
  deps: AppDeps,
  principal: UserPrincipal,
  locationId: number,
  ids: readonly number[],
): Promise<CustomerMergeResult> {
  return deps.database.db.transaction(async (tx) => {
    // Location first, then its rows: the lock order of ingest.
    await lockLocation(tx, locationId);
    const rows = await tx
      .select({
        id: customers.id,
        first_name: customers.firstName,
        last_name: customers.lastName,
        phone_numbers: customers.phoneNumbers,
        email_addresses: customers.emailAddresses,
        first_seen: customers.firstVisitDate,
      })
      .from(customers)
      .where(
        and(
          eq(customers.partnerId, principal.partnerId),
          eq(customers.locationId, locationId),
          inArray(customers.id, [...ids]),
          isNull(customers.mergedIntoId),
        ),
      )
      .for('update');
    if (rows.length !== ids.length) throw notFound('The customer');

    // One group of kpis.md §6, or no merge: a user cannot fold unrelated customers together.
    const groups = findDuplicateGroups(rows);
    if (groups.length !== 1 || groups[0].length !== rows.length) throw badRequest(NOT_DUPLICATES_MESSAGE);
    const survivor = mergeSurvivor(rows);
    const others = rows.filter((r) => r.id !== survivor.id).map((r) => r.id);

    const moved = await tx
      .update(repairOrders)
      .set({ customerId: survivor.id })
      .where(and(eq(repairOrders.locationId, locationId), inArray(repairOrders.customerId, others)))
      .returning({ businessDate: repairOrders.businessDate });
    // Recommendations follow their RO and vehicle: nothing of theirs names the customer.
    await tx.update(vehicles).set({ customerId: survivor.id }).where(inArray(vehicles.customerId, others));
    await tx
      .update(crmSessions)
      .set({ customerId: survivor.id })
      .where(inArray(crmSessions.customerId, others));
    await tx
      .update(crmInteractions)
      .set({ customerId: survivor.id })
      .where(inArray(crmInteractions.customerId, others));
    // The survivor keeps every way to reach the customer.
    await tx.execute(sql`
      UPDATE customers c SET
        phone_numbers = (SELECT coalesce(array_agg(DISTINCT p), '{}') FROM customers o, unnest(o.phone_numbers) p WHERE o.id = ANY(${sql.param([...ids])}::int[])),
        email_addresses = (SELECT coalesce(array_agg(DISTINCT e), '{}') FROM customers o, unnest(o.email_addresses) e WHERE o.id = ANY(${sql.param([...ids])}::int[]))
      WHERE c.id = ${survivor.id}`);
    await tx.update(customers).set({ mergedIntoId: survivor.id }).where(inArray(customers.id, others));

    await refreshDerived(tx, locationId, {
      dates: moved.flatMap((r) => (r.businessDate ? [r.businessDate] : [])),
      customerIds: [survivor.id, ...others],
    });
    await tx.insert(auditLog).values({
      partnerId: principal.partnerId,
      userId: principal.userId,
      action: 'customer.merge',
      entity: 'customer',
      entityId: String(survivor.id),
      detail: { merged: others, repair_orders: moved.length },
    });
    return { survivor_id: survivor.id, merged_ids: others, moved_repair_orders: moved.length };
  });
}
