import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { ALREADY_DELETED_MESSAGE, type RoStatus } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { withinReach } from '../../lib/reach';
import { lockLocation, refreshDerived } from '../../ingest';

const { repairOrders, auditLog } = schema;

export const NOT_DELETED_MESSAGE = 'Only a deleted repair order can be restored.';
export const NO_CLOSED_DATE_MESSAGE =
  'This repair order has no closed date, so it cannot be restored as closed.';

/**
 * A shop owner deletes an RO (DELETED, from any other status; the old status is kept in
 * deleted_previous_status) or restores a deleted one (CLOSED; it needs a closed time). Counting
 * follows at once (kpis.md §1): the derived figures of the RO's business date and customer are
 * recomputed by the ingest module in the same transaction, after locking the location as ingest
 * does, so an RO change and an ingest batch of the same location never interleave.
 */
export async function changeRepairOrderStatus(
  deps: AppDeps,
  principal: UserPrincipal,
  id: number,
  target: Extract<RoStatus, 'DELETED' | 'CLOSED'>,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    // An RO at a location the user may not see is not found, like another partner's.
    const ofPartner = and(eq(repairOrders.id, id), eq(repairOrders.partnerId, principal.partnerId), withinReach(principal, repairOrders.locationId));
    const [where] = await tx
      .select({ locationId: repairOrders.locationId })
      .from(repairOrders)
      .where(ofPartner);
    if (!where) throw notFound('The repair order');
    // Location first, then the RO: the lock order of ingest.
    await lockLocation(tx, where.locationId);
    const [ro] = await tx
      .select({
        status: repairOrders.status,
        closedAt: repairOrders.closedAt,
        businessDate: repairOrders.businessDate,
        customerId: repairOrders.customerId,
        locationId: repairOrders.locationId,
      })
      .from(repairOrders)
      .where(ofPartner)
      .for('update');
    if (!ro) throw notFound('The repair order');

    if (target === 'DELETED') {
      if (ro.status === 'DELETED') throw conflict(ALREADY_DELETED_MESSAGE);
      await tx
        .update(repairOrders)
        .set({ status: 'DELETED', deletedPreviousStatus: ro.status })
        .where(eq(repairOrders.id, id));
    } else {
      if (ro.status !== 'DELETED') throw conflict(NOT_DELETED_MESSAGE);
      if (ro.closedAt === null) throw conflict(NO_CLOSED_DATE_MESSAGE);
      await tx
        .update(repairOrders)
        .set({ status: 'CLOSED', deletedPreviousStatus: null })
        .where(eq(repairOrders.id, id));
    }

    await refreshDerived(tx, ro.locationId, {
      dates: ro.businessDate ? [ro.businessDate] : [],
      customerIds: [ro.customerId],
    });
    await tx.insert(auditLog).values({
      partnerId: principal.partnerId,
      userId: principal.userId,
      action: target === 'DELETED' ? 'repair_order.delete' : 'repair_order.restore',
      entity: 'repair_order',
      entityId: String(id),
      detail: { from: ro.status, to: target },
    });
  });
}
