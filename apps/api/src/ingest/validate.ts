import type { z } from 'zod';
import {
  canonicalRepairOrderSchema,
  MAX_AMOUNT,
  type CanonicalRepairOrder,
  type IngestRejectionItem,
} from '@rlo/contract';
import { roAmounts, RO_AMOUNT_KEYS, type RoAmounts } from '../analytics/amounts';

export interface AcceptedRepairOrder {
  /** Position in the batch as sent. */
  index: number;
  ro: CanonicalRepairOrder;
  amounts: RoAmounts;
  modifiedMs: number | null;
}

/** An accepted RO with its business date at the location (kpis.md §1), set once by ingestBatch. */
export interface DatedRepairOrder extends AcceptedRepairOrder {
  businessDate: string | null;
}

export interface ValidatedBatch {
  /** One RO per external_id, in batch order. */
  accepted: AcceptedRepairOrder[];
  rejections: IngestRejectionItem[];
  /** Older copies of an external_id that appears more than once in the batch. */
  duplicates: number;
}

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || 'repair order';
}

export function rejectionReason(error: z.ZodError): string {
  return error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`).join('; ');
}

function externalIdOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object' || !('external_id' in raw)) return null;
  const id = (raw as { external_id: unknown }).external_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

// Each amount fits an int4 line by line, but an RO's sums could still overflow its int4 columns.
function oversizedAmount(amounts: RoAmounts): string | null {
  const key = RO_AMOUNT_KEYS.find((k) => Math.abs(amounts[k]) > MAX_AMOUNT);
  return key ? `${key}: the repair order's total is too large` : null;
}

/** Newer `modified` wins; an RO without one is older than any with one; a tie goes to the later copy. */
const supersedes = (a: AcceptedRepairOrder, b: AcceptedRepairOrder) =>
  (a.modifiedMs ?? -Infinity) >= (b.modifiedMs ?? -Infinity);

/** Validates every RO on its own (ingest.md §2): a bad one is reported and never blocks the others. */
export function validateBatch(rawRos: readonly unknown[]): ValidatedBatch {
  const rejections: IngestRejectionItem[] = [];
  const byExternalId = new Map<string, AcceptedRepairOrder>();
  let duplicates = 0;
  rawRos.forEach((raw, index) => {
    const parsed = canonicalRepairOrderSchema.safeParse(raw);
    if (!parsed.success) {
      rejections.push({ index, external_id: externalIdOf(raw), reason: rejectionReason(parsed.error) });
      return;
    }
    const ro = parsed.data;
    const amounts = roAmounts(ro);
    const oversized = oversizedAmount(amounts);
    if (oversized) {
      rejections.push({ index, external_id: ro.external_id, reason: oversized });
      return;
    }
    const candidate = { index, ro, amounts, modifiedMs: ro.modified ? Date.parse(ro.modified) : null };
    const previous = byExternalId.get(ro.external_id);
    if (previous) duplicates += 1;
    if (!previous || supersedes(candidate, previous)) byExternalId.set(ro.external_id, candidate);
  });
  const accepted = [...byExternalId.values()].sort((a, b) => a.index - b.index);
  return { accepted, rejections, duplicates };
}
