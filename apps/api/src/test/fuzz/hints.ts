import fc from 'fast-check';
import { sandboxCardToken } from '@rlo/contract';
import { handMadeBatch } from '../../ingest/__tests__/fixtures';
import type { JsonSchema } from './sample';
import { FUZZ_TEKMETRIC } from './world';
import type { IdKind, World } from './world';

// Field names the schemas cannot say enough about: which object an id names, which dates make a
// range, what a sign-up rule accepts. Without them most requests would stop at a 400 (or a 404
// for an id that names nothing) and the handlers behind would never see a mutated request.

// Which object an id field names (names compared without case and underscores); `id` itself is read from the path.
const ID_FIELDS: Record<string, IdKind> = {
  partnerid: 'partner',
  partnerids: 'partner',
  locationid: 'location',
  locationids: 'location',
  defaultlocation: 'location',
  groupid: 'partner',
  customerid: 'customer',
  customerids: 'customer',
  vehicleid: 'vehicle',
  employeeid: 'employee',
  writerid: 'employee',
  writerids: 'employee',
  techid: 'employee',
  techids: 'employee',
  commentid: 'coachComment',
  uploadid: 'csvUpload',
  definitionid: 'worksheetDefinition',
  fielddefinitionid: 'worksheetFieldDefinition',
  fieldids: 'worksheetFieldDefinition',
  categoryid: 'category',
  categoryids: 'category',
  dashboardcategoryid: 'category',
};
const SEGMENT_KINDS: [RegExp, IdKind][] = [
  [/^owner_comment$/, 'ownerComment'],
  [/^coach_comment$/, 'coachComment'],
  [/^repair-order$/, 'repairOrder'],
  [/^goals$/, 'goal'],
  [/^worksheets$/, 'worksheet'],
  [/^worksheet-definitions$/, 'worksheetDefinition'],
  [/^worksheet-field-definitions$/, 'worksheetFieldDefinition'],
  [/^customers$|^update-customer$/, 'customer'],
  [/^vehicles$/, 'vehicle'],
  [/^users$/, 'user'],
  [/^account$/, 'partner'],
  [/^delete$/, 'category'],
];

/** The object `:id` names in a path: the nearest known segment before it, else a location. */
export function idKindOfPath(url: string): IdKind {
  const segments = url.split('/');
  const at = segments.indexOf(':id');
  for (let i = at - 1; i >= 0; i -= 1) {
    const match = SEGMENT_KINDS.find(([pattern]) => pattern.test(segments[i]));
    if (match) return match[1];
  }
  return 'location';
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
export function byName(name: string, node: JsonSchema, world: World, pathIdKind: IdKind): fc.Arbitrary<unknown> | undefined {
  const key = name.toLowerCase().replaceAll('_', '');
  const kind = key === 'id' ? (canBeNumber(node) ? pathIdKind : undefined) : ID_FIELDS[key];
  if (kind) {
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
