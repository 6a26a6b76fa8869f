import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import { notFound } from '../lib/http-error';

const { locations } = schema;

export interface IngestLocation {
  id: number;
  partnerId: number;
  timezone: string;
}

/**
 * Locks the location row for the rest of the transaction, so the batches (and the RO deletes,
 * restores and customer merges) of one location run one after another and their rollup
 * recomputes never interleave. Whoever changes repair orders outside ingest calls this FIRST,
 * before touching any RO, then `refreshDerived`; locking in another order risks a deadlock.
 *
 * NO KEY UPDATE, not UPDATE: it still excludes another batch, but not the KEY SHARE locks that
 * foreign-key checks take, so rows referencing the location (ours and other features') are not
 * blocked, and each of our own thousands of FK checks stays cheap.
 */
export async function lockLocation(tx: Db, locationId: number): Promise<IngestLocation> {
  const [row] = await tx
    .select({ id: locations.id, partnerId: locations.partnerId, timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('no key update');
  if (!row) throw notFound(`Location ${locationId}`);
  return row;
}
