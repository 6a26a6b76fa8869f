import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import type { IngestResult } from '@rlo/contract';
import { businessDate } from '../analytics/dates';
import type { AppDeps } from '../deps';
import { upsertDimensions } from './dimensions';
import { replaceRecommendations } from './lines';
import { lockLocation, type IngestLocation } from './location';
import { refreshDerived } from './refresh-derived';
import {
  findStoredRepairOrders,
  writeRepairOrders,
  type StoredRepairOrder,
  type WrittenRepairOrder,
} from './repair-orders';
import type { AddedRepairOrders } from './refresh-customers';
import { validateBatch, type DatedRepairOrder } from './validate';

const { ingestBatches, locations } = schema;

export interface IngestTarget {
  locationId: number;
  source: schema.IngestSource;
}

export interface IngestHooks {
  /**
   * Test-only seam: runs inside the transaction once the ROs and their lines are written, before
   * the derived figures. Throwing from it must roll the whole batch back.
   */
  afterRepairOrders?: () => void | Promise<void>;
}

const isDate = (d: string | null): d is string => d !== null;

/**
 * The one path that writes repair orders (ingest.md). Each RO is validated on its own; the valid
 * ones are written with every derived figure in ONE transaction, so a batch is all or nothing.
 *
 * - Same external_id twice in the batch: the newest `modified` wins (the later copy on a tie);
 *   the others count as skipped.
 * - An RO whose stored `modified` is the same as or newer than the incoming one is skipped: a
 *   re-sent batch changes nothing and reports every RO as skipped. An RO without `modified` (or
 *   stored without one) is always rewritten and counts as updated; its figures come out the same
 *   because they are recomputed, never added.
 */
export async function ingestBatch(
  deps: Pick<AppDeps, 'database'>,
  target: IngestTarget,
  rawRos: readonly unknown[],
  hooks: IngestHooks = {},
): Promise<IngestResult> {
  const { accepted, rejections, duplicates } = validateBatch(rawRos);
  return deps.database.db.transaction(async (tx) => {
    // The planner prices the customers' seen-dates update of a 1,000-RO batch above jit_above_cost,
    // and on the large dataset compiling it took 33 ms of its 133 ms a batch (5% of all ingest
    // time): JIT pays off on long scans, and every statement here reads by index.
    await tx.execute(sql`SET LOCAL jit = off`);
    const location = await lockLocation(tx, target.locationId);
    const stored = await findStoredRepairOrders(tx, location.id, accepted);
    const fresh: DatedRepairOrder[] = accepted
      .filter(({ ro }) => !stored.get(ro.external_id)?.stale)
      .map((a) => ({
        ...a,
        businessDate: a.ro.closed ? businessDate(a.ro.closed, location.timezone) : null,
      }));
    const previous = fresh.flatMap(({ ro }) => stored.get(ro.external_id) ?? []);
    if (fresh.length > 0) {
      const ids = await upsertDimensions(tx, location, fresh);
      const written = await writeRepairOrders(tx, location, fresh, ids, stored);
      await replaceRecommendations(
        tx,
        location,
        fresh,
        written,
        ids,
        previous.map((p) => p.id),
      );
      await hooks.afterRepairOrders?.();
      const versions = [...previous, ...written.values()];
      await refreshDerived(tx, location.id, {
        dates: versions.map((v) => v.business_date).filter(isDate),
        customerIds: versions.map((v) => v.customer_id),
        newSourceCustomerIds: ids.newSourceCustomerIds,
        added: addedRepairOrders(written, stored, ids.createdCustomers),
      });
    }
    const result: IngestResult = {
      inserted: fresh.length - previous.length,
      updated: previous.length,
      skipped: duplicates + accepted.length - fresh.length,
      rejected: rejections.length,
      rejections,
    };
    await recordBatch(tx, location, target.source, result);
    return result;
  });
}

/**
 * The customers the batch only added ROs to (not an updated RO's old or new customer) and those ROs,
 * but the ones of customers it created, which were written with their seen dates.
 */
function addedRepairOrders(
  written: ReadonlyMap<string, WrittenRepairOrder>,
  stored: ReadonlyMap<string, StoredRepairOrder>,
  createdCustomers: ReadonlyMap<number, string | null>,
): AddedRepairOrders {
  const inserted = [...written.values()].filter((w) => !stored.has(w.external_id));
  const changed = new Set(
    [...written.values()]
      .filter((w) => stored.has(w.external_id))
      .flatMap((w) => [w.customer_id, stored.get(w.external_id)?.customer_id ?? w.customer_id]),
  );
  return {
    customerIds: [...new Set(inserted.map((w) => w.customer_id))].filter((id) => !changed.has(id)),
    roIds: inserted.filter((w) => !createdCustomers.has(w.customer_id)).map((w) => w.id),
    created: createdCustomers,
  };
}

/** The batch report, and the sync indicator: any processed batch, even an empty one, is a sync. */
async function recordBatch(
  tx: Db,
  location: IngestLocation,
  source: schema.IngestSource,
  result: IngestResult,
) {
  await tx.insert(ingestBatches).values({
    partnerId: location.partnerId,
    locationId: location.id,
    source,
    inserted: result.inserted,
    updated: result.updated,
    skipped: result.skipped,
    rejected: result.rejected,
    rejections: result.rejections,
  });
  const sync = { sync_enabled: true, last_sync: new Date().toISOString() };
  await tx
    .update(locations)
    .set({
      lastConfig: sql`coalesce(${locations.lastConfig}, '{}'::jsonb) || ${JSON.stringify(sync)}::jsonb`,
    })
    .where(eq(locations.id, location.id));
}
