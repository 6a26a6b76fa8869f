import fc from 'fast-check';
import { sandboxCardToken } from '@rlo/contract';
import { handMadeBatch } from '../../ingest/__tests__/fixtures';
import { fieldKey, FIELD_KINDS, FILTER_KINDS, kindOfPathId, SEGMENT_KINDS, type Kind } from '../object-kinds';
import type { JsonSchema } from '../route-schema';
import { FUZZ_TEKMETRIC } from './world';
import type { World } from './world';

// Field names the schemas cannot say enough about: which object an id names, which dates make a
// range, what a sign-up rule accepts. Without them most requests would stop at a 400 (or a 404
// for an id that names nothing) and the handlers behind would never see a mutated request.

// Which object a field names: the shared tables (object-kinds.ts), report filters taken as ids, and
// one of the fuzz's own: dashboard categories are no partner's object, but the world's category id
// has always filled that field.
const FUZZ_FIELD_KINDS: Record<string, Kind> = { dashboardcategoryid: 'category' };
const fieldKind = (key: string): Kind | undefined => FIELD_KINDS[key] ?? FILTER_KINDS[key] ?? FUZZ_FIELD_KINDS[key];
// Also the fuzz's own: a `:id` after "delete" gets the world's category id (meant for
// /category/delete/:id, which the walk knows by its route), as it always has.
const SEGMENTS: [RegExp, Kind][] = [...SEGMENT_KINDS, [/^delete$/, 'category']];

/** The object `:id` names in a path: the nearest known segment before it, else (or without one) a location. */
export function idKindOfPath(url: string): Kind {
  return url.split('/').includes(':id') ? (kindOfPathId(url, SEGMENTS) ?? 'location') : 'location';
}

const isArray = (node: JsonSchema) => node.type === 'array' || (node.anyOf ?? []).some((o) => o.type === 'array');
const isText = (node: JsonSchema) => node.type === 'string' && !node.enum;
const canBeNumber = (node: JsonSchema) =>
  [node.type, ...(node.anyOf ?? []).map((o) => o.type)].flat().some((t) => t === 'number' || t === 'integer') || Object.keys(node).length === 0;

// Ranges: a start before an end, within the 7 days the category RO list allows.
const START = /^(from|start.*|period_start|firstseen)$/i;
const END = /^(to|end.*|period_end|lastseen)$/i;
const DATE = /date/i;

// Values the sign-up rules (and the settings forms that share them) accept.
const TEXTS: Record<string, string[]> = {
  businessname: ['Fuzz Shop Motors'],
  website: ['www.fuzz-shop.com'],
  businessurl: ['https://fuzz-shop.com/'],
  zip: ['78701'],
  businesszip: ['78701'],
  contactname: ['Jordan Miles'],
  phone: ['5125550188', '(512) 555-0188'],
  phonno: ['5125550188'],
  password: ['secret12'],
  confirmpassword: ['secret12'],
  retypepassword: ['secret12'],
  token: [sandboxCardToken({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }), 'sandbox_tok_declined_card_declined'],
  // The fake Tekmetric's shop and client (fuzz.test.ts starts it with these).
  connectionid: [String(FUZZ_TEKMETRIC.shopId)],
  authentication: [FUZZ_TEKMETRIC.clientId],
  apikey: [FUZZ_TEKMETRIC.clientSecret],
};

/** A plausible value for a field known by name, or undefined to follow the schema. */
export function byName(name: string, node: JsonSchema, world: World, pathIdKind: Kind): fc.Arbitrary<unknown> | undefined {
  const key = fieldKey(name);
  const kind = key === 'id' ? (canBeNumber(node) ? pathIdKind : undefined) : fieldKind(key);
  // No field the fuzz fills names a category mapping, and the world has none.
  if (kind && kind !== 'mappedCategory') {
    const id = world.ids[kind];
    // Lists of ids: an array in a body, comma-separated text in a query.
    if (isArray(node)) return fc.constantFrom([id], [id, id]);
    if (key.endsWith('ids')) return fc.constantFrom(String(id), `${id},${id}`);
    return fc.constantFrom(id, String(id));
  }
  if (key === 'repairorders') return fc.array(fc.constantFrom(...handMadeBatch()), { minLength: 1, maxLength: 3 });
  // Call dates are booked ahead of the business clock (CLOCK_NOW 2026-03-04 in the fuzz test).
  if (key === 'preferreddates') return fc.constantFrom(['2026-03-10'], ['2026-03-10', '2026-03-12']);
  if (key === 'mapping') return fc.constantFrom({ ro_number: 'RO', closed: 'Posted', line_type: 'Type' }, { ro_number: 'Invoice #' });
  if (key === 'ordernumber' || key === 'ronum' || key === 'reference') return fc.constant(world.orderNumber);
  if (key === 'yyyymm') return fc.constantFrom('2026-03', '2025-03');
  if (key === 'year') return fc.constantFrom(2026, '2026');
  if (key === 'month') return fc.constantFrom(3, '3', 4);
  if (key === 'pagenum') return fc.constantFrom(1, '1', 2);
  if (key === 'pagesize') return fc.constantFrom(10, '25', 5);
  if (/^is[a-z]/.test(key) && isText(node)) return fc.constantFrom('true', 'false');
  if (key.includes('email') && !isArray(node)) return fc.constantFrom('someone@fuzz-shop.test', 'owner@fuzz-shop.test');
  if (TEXTS[key] && isText(node)) return fc.constantFrom(...TEXTS[key]);
  const dates = START.test(name) ? ['2026-03-01', '2025-03-04'] : END.test(name) ? ['2026-03-04'] : DATE.test(name) ? ['2026-03-02', '2025-03-04'] : null;
  if (dates) return isArray(node) ? fc.constantFrom(dates) : fc.constantFrom(...dates);
  return undefined;
}
