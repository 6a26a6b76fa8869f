import type { z } from 'zod';
import {
  canonicalRepairOrderSchema,
  INGEST_LIMITS,
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

/** Issues named in one rejection: an RO with a thousand bad lines gets a readable reason, not a megabyte. */
const ISSUES_SHOWN = 10;

export function rejectionReason(error: z.ZodError): string {
  const shown = error.issues.slice(0, ISSUES_SHOWN).map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join('; ');
}

/**
 * The external_id a rejection names, as sent, so the source can find the RO; but the report is
 * stored (jsonb, which cannot hold NUL) and answered, so a NUL shows as U+FFFD and a huge id is cut.
 */
export function reportedId(id: unknown): string | null {
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const text = String(id).replaceAll('\u0000', '\uFFFD');
  return text.length > INGEST_LIMITS.externalIdMax ? `${text.slice(0, INGEST_LIMITS.externalIdMax)}…` : text;
}

function reportedExternalId(raw: unknown): string | null {
  return raw && typeof raw === 'object' && 'external_id' in raw ? reportedId(raw.external_id) : null;
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
      rejections.push({ index, external_id: reportedExternalId(raw), reason: rejectionReason(parsed.error) });
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
