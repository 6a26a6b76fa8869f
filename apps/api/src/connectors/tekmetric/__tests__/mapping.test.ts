import { canonicalRepairOrderSchema, INGEST_LIMITS } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { apportion, mapRepairOrder, product, type CanonicalRepairOrderInput, type Lookups } from '../mapping';
import { lookups, nobody, posted, type Raw } from './fixtures';

// The canonical RO worked out by hand from the rules in mapping.ts (never by running the mapping)
// for the hand-written Tekmetric RO of fixtures.ts. Comments show the arithmetic.

const sam = { external_id: '7', full_name: 'Sam Writer' };
const tina = { external_id: '9', full_name: 'Tina Tech' };
const ray = { external_id: '11', full_name: 'Ray Wrench' };
const brakes = { external_id: 'Brakes', name: 'Brakes' };

const expected: CanonicalRepairOrderInput = {
  external_id: '908812',
  order_number: '10231',
  status: 'CLOSED',
  opened: '2025-03-04T14:12:00Z',
  closed: '2025-03-04T22:40:00Z',
  modified: '2025-03-04T22:41:10Z',
  customer: {
    external_id: '5521',
    first_name: 'Ana',
    last_name: 'Lopez',
    company: null,
    phone_numbers: ['(512) 555-0188', '(512) 555-0100'], // primary first
    email_addresses: ['ana@example.com'],
    address: '12 Elm St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    marketing_source: 'Google',
  },
  vehicle: { external_id: '77', year: 2017, make: 'Honda', model: 'Civic', vin: '2HGFC2F59HH000001' },
  writer: sam,
  technician: tina,
  labor: [
    // 1.5 h × 3600 = 5400 s; 14900 × 1.5 = 22350; logged 2 h = 7200 s split 1.5 : 0.3 → 6000 + 1200
    {
      description: 'Replace pads',
      category: brakes,
      technician: ray,
      sold_seconds: 5400,
      actual_seconds: 6000,
      sold_price_cents: 22350,
      cost_cents: 0,
    },
    // 0.3 h = 1080 s; 14900 × 0.3 = 4470
    {
      description: 'Inspect rotors',
      category: brakes,
      technician: ray,
      sold_seconds: 1080,
      actual_seconds: 1200,
      sold_price_cents: 4470,
      cost_cents: 0,
    },
    // no job technician → the RO's (Tina); 9900 × 0.5 = 4950; logged 0.123 h = 442.8 → 443 s over three
    // equal items: 147 each, the 2 s left go to the first two → 148, 148, 147
    {
      description: 'Drain and fill',
      category: null,
      technician: tina,
      sold_seconds: 1800,
      actual_seconds: 148,
      sold_price_cents: 4950,
      cost_cents: 0,
    },
    {
      description: 'Filter',
      category: null,
      technician: tina,
      sold_seconds: 1800,
      actual_seconds: 148,
      sold_price_cents: 4950,
      cost_cents: 0,
    },
    // a nameless item takes the job's name
    {
      description: 'Oil change',
      category: null,
      technician: tina,
      sold_seconds: 1800,
      actual_seconds: 147,
      sold_price_cents: 4950,
      cost_cents: 0,
    },
  ],
  parts: [
    // 4599 × 3 = 13797; 1200 × 3 = 3600
    {
      description: 'Wagner Pad clip',
      part_number: 'C1',
      kind: 'part',
      category: brakes,
      quantity: 3,
      sold_price_cents: 13797,
      cost_cents: 3600,
    },
    // 20586 × 2 = 41172; 13420 × 2 = 26840; the part type's name says tire
    {
      description: 'Michelin Defender2',
      part_number: 'T1',
      kind: 'tire',
      category: brakes,
      quantity: 2,
      sold_price_cents: 41172,
      cost_cents: 26840,
    },
    // 1299 × 4.5 = 5845.5 → 5846; 899 × 4.5 = 4045.5 → 4046; the name already starts with the brand
    {
      description: 'Mobil 1 5W-30',
      part_number: null,
      kind: 'part',
      category: null,
      quantity: 4.5,
      sold_price_cents: 5846,
      cost_cents: 4046,
    },
  ],
  sublets: [
    { description: 'Four wheel alignment (Joe Align)', sold_price_cents: 9000, cost_cents: 6000 },
    { description: 'Road test (Joe Align)', sold_price_cents: 1500, cost_cents: 0 },
  ],
  // the RO-level list, not added to the job's Hazmat again
  fees: [
    { description: 'Shop supplies', sold_price_cents: 1500 },
    { description: 'Hazmat', sold_price_cents: 300 },
  ],
  discount_cents: 1000,
  tax_cents: 1650,
  recommendations: [
    { text: 'Rotors', recommended_date: '2025-03-04', amount_cents: 52689 },
    // no job createdDate → the RO's
    { text: 'Cabin filter', recommended_date: '2025-03-04', amount_cents: 4000 },
  ],
};

function mapped(raw: unknown, with_: Lookups = lookups): CanonicalRepairOrderInput {
  const result = mapRepairOrder(raw, with_);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.ro;
}

function rejected(raw: unknown, with_: Lookups = lookups) {
  const result = mapRepairOrder(raw, with_);
  if (result.ok) throw new Error('expected a rejection');
  return { externalId: result.externalId, reason: result.reason };
}

describe('mapRepairOrder', () => {
  it('maps a posted RO line by line', () => {
    expect(mapped(posted())).toEqual(expected);
  });

  it.each([
    [1, 'ESTIMATE', null],
    [2, 'OPEN', null],
    [3, 'OPEN', null],
    [4, 'OPEN', null],
    [5, 'CLOSED', '2025-03-04T22:40:00Z'],
    [6, 'CLOSED', '2025-03-04T22:40:00Z'],
    [7, 'DELETED', '2025-03-04T22:40:00Z'],
  ])('status %i → %s', (id, status, closed) => {
    const ro = mapped({ ...posted(), repairOrderStatus: { id, name: 'x' } });
    expect([ro.status, ro.closed]).toEqual([status, closed]);
    // Recommendations only come with a closed RO.
    expect(ro.recommendations).toHaveLength(status === 'CLOSED' ? 2 : 0);
  });

  it('a deletedDate makes any RO deleted, also one of a status it does not know', () => {
    expect(mapped({ ...posted(), deletedDate: '2025-03-05T09:00:00Z' }).status).toBe('DELETED');
    const unknown = { ...posted(), repairOrderStatus: { id: 9 }, deletedDate: '2025-03-05T09:00:00Z' };
    expect(mapped(unknown).status).toBe('DELETED');
  });

  it('an estimate without a postedDate has no closed date', () => {
    const ro = mapped({ ...posted(), repairOrderStatus: { id: 1 }, postedDate: null });
    expect([ro.status, ro.closed]).toEqual(['ESTIMATE', null]);
  });

  it('takes the sold jobs\u2019 fees when the RO has no fee list, never unauthorized ones', () => {
    expect(mapped({ ...posted(), fees: [] }).fees).toEqual([
      { description: 'Hazmat', sold_price_cents: 300 },
    ]);
  });

  it('a part type code saying tire is enough', () => {
    const raw = posted();
    (raw.jobs[1].parts as Record<string, unknown>[])[0].partType = { code: 'TIRE', name: null };
    expect(mapped(raw).parts?.[2].kind).toBe('tire');
  });

  it('a sublet without items is one line of its own price and cost', () => {
    const ro = mapped({
      ...posted(),
      sublets: [{ name: 'Glass', vendor: null, price: 36000, cost: 28000, items: [] }],
    });
    expect(ro.sublets).toEqual([{ description: 'Glass', sold_price_cents: 36000, cost_cents: 28000 }]);
  });

  it('maps a business customer, emails from a list, and a lead source object', () => {
    expect(mapped({ ...posted(), customerId: 6000 }).customer).toEqual({
      external_id: '6000',
      first_name: 'Ben',
      last_name: 'Okafor',
      company: 'Lone Star Plumbing',
      phone_numbers: ['(512) 555-0188', '(512) 555-0100'],
      email_addresses: ['office@lonestar.example', 'ben@lonestar.example'],
      address: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      marketing_source: 'Referral',
    });
  });

  it('keeps only ids when the lookups failed, and names unknown employees by id', () => {
    const ro = mapped(posted(), nobody);
    expect(ro.customer).toEqual({ external_id: '5521' });
    expect(ro.vehicle).toEqual({ external_id: '77' });
    expect(ro.writer).toEqual({ external_id: '7', full_name: 'Employee 7' });
    expect(ro.labor?.[0].technician).toEqual({ external_id: '11', full_name: 'Employee 11' });
    expect(mapped({ ...posted(), vehicleId: null, serviceWriterId: null }).vehicle).toBeNull();
  });

  it('rejects what it cannot map, naming the field', () => {
    const cases: [Raw, string][] = [
      [
        { ...posted(), repairOrderStatus: { id: 9, name: 'Towed' } },
        'repairOrderStatus: unknown status 9 (Towed)',
      ],
      [{ ...posted(), postedDate: null }, 'postedDate: is required for a Posted repair order'],
      [{ ...posted(), customerId: null }, 'customerId: is required (the repair order has no customer)'],
      [{ ...posted(), taxes: -5 }, 'taxes: must not be negative'],
      [{ ...posted(), discountTotal: '100' }, 'discountTotal: must be whole cents'],
    ];
    const fractional = posted();
    (fractional.jobs[0].parts as Record<string, unknown>[])[1].retail = 12.5;
    cases.push([fractional, 'jobs[0].parts[1].retail: must be whole cents']);
    const text = posted();
    (text.jobs[1].labor as Record<string, unknown>[])[0].rate = '9900';
    cases.push([text, 'jobs[1].labor[0].rate: must be whole cents']);
    for (const [raw, reason] of cases) expect(rejected(raw)).toEqual({ externalId: '908812', reason });
  });

  it('leaves to ingest what passes the wire shape but not the canonical schema', () => {
    // A date without a time parses as a date but is no ISO instant with an offset: ingest, which
    // validates every RO it is handed, rejects it with this reason (sync tests see it in the run).
    const result = mapRepairOrder({ ...posted(), createdDate: '2025-03-04' }, lookups);
    if (!result.ok) throw new Error('expected a mapped RO');
    const checked = canonicalRepairOrderSchema.safeParse(result.ro);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0].path).toEqual(['opened']);
  });

  it('rejects a record that is not an RO without an id', () => {
    expect(rejected('nope').externalId).toBeNull();
    expect(rejected({ repairOrderNumber: 1 }).reason).toMatch(/^id: /);
  });

  it('names a broken record by an id the run\u2019s record can store: NUL shown as U+FFFD, a huge id cut', () => {
    expect(rejected({ id: 'ro\u00001' }).externalId).toBe('ro\uFFFD1');
    expect(rejected({ id: 'z'.repeat(5_000) }).externalId).toBe(`${'z'.repeat(100)}…`);
  });

  it('leaves the ingest limits to ingest, which names the field (docs/ingest-limits.md)', () => {
    const raw = posted();
    raw.jobs[0].name = 'j'.repeat(INGEST_LIMITS.descriptionMax + 1);
    (raw.jobs[0].labor as Record<string, unknown>[])[0].name = null;
    const longJob = mapRepairOrder(raw, lookups);
    if (!longJob.ok) throw new Error('expected a mapped RO');
    expect(canonicalRepairOrderSchema.safeParse(longJob.ro).error?.issues.map((i) => i.path.join('.'))).toEqual(['labor.0.description']);
    const farFuture = mapRepairOrder({ ...posted(), updatedDate: '9999-12-31T00:00:00Z' }, lookups);
    if (!farFuture.ok) throw new Error('expected a mapped RO');
    expect(canonicalRepairOrderSchema.safeParse(farFuture.ro).error?.issues.map((i) => i.path.join('.'))).toEqual(['modified']);
  });
});

describe('apportion', () => {
  it('splits by weight and sums exactly', () => {
    expect(apportion(7200, [1.5, 0.3])).toEqual([6000, 1200]);
    expect(apportion(443, [1, 1, 1])).toEqual([148, 148, 147]);
    expect(apportion(10, [0, 0])).toEqual([5, 5]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    expect(apportion(5, [])).toEqual([]);
  });
});

describe('product', () => {
  it('rounds half up on the decimal product, not its floating-point neighbour', () => {
    // 165 × 0.7 = 115.5 on paper (115.49999999999999 in floating point) → 116
    expect(product(165, 0.7)).toBe(116);
    // 170 × 0.35 = 59.5 → 60; 14900 × 0.3 = 4470; 0.3 h × 3600 = 1080 s
    expect([product(170, 0.35), product(14900, 0.3), product(0.3, 3600)]).toEqual([60, 4470, 1080]);
  });

  it('a labor line at 165 a hour for 0.7 h is sold for 116', () => {
    const raw = posted();
    raw.jobs = [{ ...raw.jobs[0], labor: [{ name: 'Odd rate', rate: 165, hours: 0.7 }], parts: [] }];
    expect(mapped(raw).labor?.[0]).toMatchObject({ sold_price_cents: 116, sold_seconds: 2520 });
  });
});
