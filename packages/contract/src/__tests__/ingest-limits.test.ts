import { describe, expect, it } from 'vitest';
import { INGEST_LIMITS as L } from '../constants';
import { canonicalRepairOrderSchema } from '../ingest';

// docs/ingest-limits.md, field by field: at its limit a field passes, one over it the RO is refused
// with the field's path in the reason.

const base = () => ({
  external_id: 'ro-1',
  order_number: '10231',
  status: 'CLOSED',
  opened: '2025-03-04T08:12:00-06:00',
  closed: '2025-03-04T16:40:00-06:00',
  customer: { external_id: 'c-1', first_name: 'Ana' },
  vehicle: { external_id: 'v-1', make: 'Honda' },
  writer: { external_id: 'e-3', full_name: 'Sam Writer' },
  labor: [{ description: 'Brake pads', category: { external_id: '12', name: 'Brakes' }, sold_price_cents: 100 }],
  parts: [{ description: 'Pad set', part_number: 'D1234', quantity: 1 }],
  recommendations: [{ text: 'Replace rear tires', recommended_date: '2025-03-04' }],
});
type Ro = ReturnType<typeof base> & Record<string, unknown>;

const issuePaths = (ro: unknown) => {
  const result = canonicalRepairOrderSchema.safeParse(ro);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

const x = (n: number) => 'x'.repeat(n);

// [path, limit, set the field to a text of n characters]
const TEXTS: [string, number, (ro: Ro, value: string) => void][] = [
  ['external_id', L.externalIdMax, (ro, v) => (ro.external_id = v)],
  ['order_number', L.orderNumberMax, (ro, v) => (ro.order_number = v)],
  ['customer.external_id', L.externalIdMax, (ro, v) => (ro.customer.external_id = v)],
  ['customer.first_name', L.nameMax, (ro, v) => (ro.customer.first_name = v)],
  ['customer.phone_numbers.0', L.phoneMax, (ro, v) => Object.assign(ro.customer, { phone_numbers: [v] })],
  ['customer.email_addresses.0', L.emailMax, (ro, v) => Object.assign(ro.customer, { email_addresses: [v] })],
  ['customer.address', L.addressMax, (ro, v) => Object.assign(ro.customer, { address: v })],
  ['customer.city', L.cityMax, (ro, v) => Object.assign(ro.customer, { city: v })],
  ['customer.state', L.stateMax, (ro, v) => Object.assign(ro.customer, { state: v })],
  ['customer.postal_code', L.postalCodeMax, (ro, v) => Object.assign(ro.customer, { postal_code: v })],
  ['customer.marketing_source', L.marketingSourceMax, (ro, v) => Object.assign(ro.customer, { marketing_source: v })],
  ['vehicle.make', L.vehicleTextMax, (ro, v) => (ro.vehicle.make = v)],
  ['vehicle.vin', L.vinMax, (ro, v) => Object.assign(ro.vehicle, { vin: v })],
  ['writer.full_name', L.nameMax, (ro, v) => (ro.writer.full_name = v)],
  ['labor.0.description', L.descriptionMax, (ro, v) => (ro.labor[0].description = v)],
  ['labor.0.category.name', L.nameMax, (ro, v) => (ro.labor[0].category.name = v)],
  ['parts.0.part_number', L.partNumberMax, (ro, v) => (ro.parts[0].part_number = v)],
  ['recommendations.0.text', L.descriptionMax, (ro, v) => (ro.recommendations[0].text = v)],
  ['recommendations.0.recommendation_type', L.recommendationTypeMax, (ro, v) => Object.assign(ro.recommendations[0], { recommendation_type: v })],
];

describe('canonical RO limits (docs/ingest-limits.md)', () => {
  it('accepts the base RO', () => {
    expect(issuePaths(base())).toEqual([]);
  });

  it.each(TEXTS)('%s: %i characters pass, one more rejects the RO', (path, limit, set) => {
    const atLimit = base() as Ro;
    set(atLimit, x(limit));
    expect(issuePaths(atLimit)).toEqual([]);
    const over = base() as Ro;
    set(over, x(limit + 1));
    expect(issuePaths(over)).toEqual([path]);
  });

  it('refuses NUL in an id and the RO number (two ids would become one), not in a free text', () => {
    expect(issuePaths({ ...base(), external_id: 'ro\u0000' })).toEqual(['external_id']);
    expect(issuePaths({ ...base(), order_number: '10\u0000' })).toEqual(['order_number']);
    expect(issuePaths({ ...base(), customer: { external_id: '\u0000c' } })).toEqual(['customer.external_id']);
    // Dropped when written (ingest/sql.ts): a stray byte in a description must not lose the RO.
    expect(issuePaths({ ...base(), labor: [{ description: 'pads\u0000' }] })).toEqual([]);
  });

  it('caps the lines of one RO, all kinds together, and its recommendations and contacts', () => {
    const lines = (n: number) => Array.from({ length: n }, () => ({ sold_price_cents: 1 }));
    const half = L.linesMax / 2;
    expect(issuePaths({ ...base(), labor: lines(half), parts: lines(half) })).toEqual([]);
    expect(issuePaths({ ...base(), labor: lines(half), parts: lines(half), fees: lines(1) })).toEqual(['']);
    expect(issuePaths({ ...base(), sublets: lines(L.linesMax + 1) })).toEqual(['sublets']);
    const recommendations = Array.from({ length: L.recommendationsMax + 1 }, () => ({ text: 'x' }));
    expect(issuePaths({ ...base(), recommendations })).toEqual(['recommendations']);
    const phones = Array.from({ length: L.contactsMax + 1 }, () => '555');
    expect(issuePaths({ ...base(), customer: { external_id: 'c', phone_numbers: phones } })).toEqual(['customer.phone_numbers']);
  });

  it('keeps dates in the years 1970 to 2100', () => {
    expect(issuePaths({ ...base(), opened: '1970-01-01T00:00:00+00:00', closed: '2100-12-31T23:59:59-06:00' })).toEqual([]);
    expect(issuePaths({ ...base(), closed: '9999-12-31T23:59:59Z' })).toEqual(['closed']);
    expect(issuePaths({ ...base(), opened: '1969-12-31T23:59:59Z' })).toEqual(['opened']);
    expect(issuePaths({ ...base(), modified: '0001-01-01T00:00:00Z' })).toEqual(['modified']);
    expect(issuePaths({ ...base(), recommendations: [{ text: 'x', due_date: '2101-01-01' }] })).toEqual(['recommendations.0.due_date']);
  });

  it('bounds a part quantity', () => {
    expect(issuePaths({ ...base(), parts: [{ quantity: L.quantityMax }] })).toEqual([]);
    expect(issuePaths({ ...base(), parts: [{ quantity: L.quantityMax + 1 }] })).toEqual(['parts.0.quantity']);
  });
});
