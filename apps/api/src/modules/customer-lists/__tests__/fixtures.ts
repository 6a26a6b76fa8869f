import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import type { AppDeps } from '../../../deps';
import { ingestBatch } from '../../../ingest';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';

// One small, hand-made data set shared by the customer-list, repair-order and report-action tests.
// Written through the real ingest path, so customer_visits and the rollups are what production has.
// Every closed time is between 14:00Z and 21:00Z: the same calendar date in US/Central all year.
//
// The month under test is M = 2025-06: M−12 = 2024-06, M−13 = 2024-05, M−14 = 2024-04.
//
// Elm North (L1):
//   Nina New        2025-06-10 ×2 (#1001 10000, #1002 5000) + ESTIMATE #1004, DELETED #1005 and
//                   #1006 (no closed time), OPEN #1003: new in M, active
//   Alan Active     2024-09-05 (#1010), 2025-03-12 (#1011), 2025-07-14 (#1012, yesterday): active
//   Eve Edge        2024-06-20 (#1020): last(M) = M−12, active, not lost
//   Liam Lost       2023-11-02 (#1030), 2024-05-15 (#1031): lost (M−13), two visits
//   Olive Once      2024-05-20 (#1040): lost with one visit
//   Mark Fourteen   2024-04-10 (#1050): lost in 2025-05, not in M
//   Rita Recovered  2024-04-08 (#1060), 2025-06-03 (#1061): back after 14 months: recovered in M
//   Nate Near       2024-06-05 (#1070), 2025-06-25 (#1071): back after 12 months: not recovered
//   Ana Lopez ×3, Bob Stone ×2: duplicate candidates with visits in 2022 only
// Elm South (L2): Dana South 2025-06-15 (#3001) new in M; Olaf Old 2023-01-10; Ana Lopez (other shop)
// Elm Closed (L3, disabled): Fay Hidden 2025-06-20 (#4001)
// Partner B, Oak Main (LB): Bea Bee 2025-06-12 (#5001)

export const CLOCK_NOW = '2025-07-15T15:00:00Z'; // today 2025-07-15 in US/Central, yesterday 2025-07-14

const SAM = { external_id: 'e-3', full_name: 'Sam Writer' };
const TINA = { external_id: 'e-9', full_name: 'Tina Tech' };
const TOM = { external_id: 'e-10', full_name: 'Tom Tech' };
const BRAKES = { external_id: '12', name: 'Brakes' };

type Customer = CanonicalRepairOrderInput['customer'];

interface RoSpec {
  number: string;
  /** Business date; the RO closes at `hour`:00Z on it. */
  date: string | null;
  hour?: number;
  totalCents?: number;
  status?: 'CLOSED' | 'OPEN' | 'ESTIMATE' | 'DELETED';
  opened?: string;
}

export function simpleRo(customer: Customer, spec: RoSpec): CanonicalRepairOrderInput {
  const hour = String(spec.hour ?? 18).padStart(2, '0');
  return {
    external_id: `ro-${spec.number}`,
    order_number: spec.number,
    status: spec.status ?? 'CLOSED',
    opened: spec.opened ?? `${spec.date}T13:00:00Z`,
    closed: spec.date ? `${spec.date}T${hour}:00:00Z` : null,
    customer,
    vehicle: { external_id: `v-${customer.external_id}`, year: 2019, make: 'Toyota', model: 'Camry' },
    writer: SAM,
    technician: TINA,
    labor: [
      {
        description: 'Service',
        technician: TINA,
        sold_seconds: 3600,
        actual_seconds: 3000,
        sold_price_cents: spec.totalCents ?? 1000,
        cost_cents: 0,
      },
    ],
    discount_cents: 0,
    tax_cents: 0,
  };
}

/** #1002: the RO whose detail is checked line by line (total_sold 5000, worked out in the test). */
function detailedRo(customer: Customer): CanonicalRepairOrderInput {
  return {
    external_id: 'ro-1002',
    order_number: '1002',
    status: 'CLOSED',
    opened: '2025-06-10T14:00:00Z',
    closed: '2025-06-10T20:00:00Z',
    modified: '2025-06-10T20:05:00Z',
    customer,
    vehicle: {
      external_id: `v-${customer.external_id}`,
      year: 2019,
      make: 'Toyota',
      model: 'Camry',
      vin: '4T1BF1FK5CU000001',
    },
    writer: SAM,
    technician: TINA,
    labor: [
      {
        description: 'Brake pads',
        category: BRAKES,
        technician: TINA,
        sold_seconds: 5400,
        actual_seconds: 4800,
        sold_price_cents: 2000,
        cost_cents: 700,
      },
      {
        description: 'Inspection',
        technician: TOM,
        sold_seconds: 1800,
        actual_seconds: 1200,
        sold_price_cents: 500,
        cost_cents: 100,
      },
    ],
    parts: [
      {
        description: 'Pad set',
        part_number: 'D1234',
        kind: 'part',
        category: BRAKES,
        quantity: 2,
        sold_price_cents: 1200,
        cost_cents: 600,
      },
      {
        description: 'All-season tire',
        part_number: 'T-205',
        kind: 'tire',
        quantity: 1,
        sold_price_cents: 1000,
        cost_cents: 700,
      },
    ],
    sublets: [{ description: 'Alignment (vendor)', sold_price_cents: 400, cost_cents: 300 }],
    fees: [{ description: 'Shop supplies', sold_price_cents: 150 }],
    discount_cents: 250,
    tax_cents: 330,
    recommendations: [
      {
        text: 'Replace rear tires',
        recommended_date: '2025-06-10',
        due_date: '2025-09-01',
        recommendation_type: 'SAFETY',
        amount_cents: 64000,
      },
    ],
    inspection: true,
  };
}

export const person = (
  externalId: string,
  first: string,
  last: string,
  extra: Partial<Customer> = {},
): Customer => ({
  external_id: externalId,
  first_name: first,
  last_name: last,
  ...extra,
});

export const NINA = person('c-nina', 'Nina', 'New', {
  company: 'Nina Deliveries LLC',
  phone_numbers: ['(512) 555-0101'],
  email_addresses: ['nina@example.com', 'nina.work@example.com'],
  address: '1 Elm St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  marketing_source: 'Google',
});

export interface Seeded {
  partnerA: number;
  ownerA: { email: string; password: string };
  managerA: { email: string; password: string };
  partnerB: number;
  ownerB: { email: string; password: string };
  L1: number;
  L2: number;
  L3: number;
  LB: number;
  /** customer id by first name (unique in the data set except the duplicates: Ana1..3, Bob1..2, AnaSouth). */
  customer: Record<string, number>;
  /** RO id by order number. */
  ro: Record<string, number>;
}

export async function seed(deps: AppDeps): Promise<Seeded> {
  const password = 'secret1';
  const a = await createVerifiedOwner(deps, {
    businessName: 'Elm Street Auto',
    email: 'owner@elm.test',
    password,
    ownerName: 'Olga Owner',
  });
  const { userId: managerId } = await createUser(deps, {
    partnerId: a.partnerId,
    email: 'manager@elm.test',
    password,
    role: 'LocationManager',
    isShopOwner: false,
  });
  const b = await createVerifiedOwner(deps, {
    businessName: 'Oak Avenue Auto',
    email: 'owner@oak.test',
    password,
  });
  const { locationId: L1 } = await createLocation(deps, { partnerId: a.partnerId, name: 'Elm North' });
  const { locationId: L2 } = await createLocation(deps, {
    partnerId: a.partnerId,
    name: 'Elm South',
    subscriptions: ['rlo_standard'],
  });
  const { locationId: L3 } = await createLocation(deps, { partnerId: a.partnerId, name: 'Elm Closed' });
  const { locationId: LB } = await createLocation(deps, { partnerId: b.partnerId, name: 'Oak Main' });
  await deps.database.db.update(schema.locations).set({ isDisable: true }).where(eq(schema.locations.id, L3));
  // The manager works at all three Elm locations (a LocationManager sees only theirs: docs/decisions/2026-11-26-location-manager-scoping.md).
  await deps.database.db.update(schema.users).set({ defaultLocationId: L1 }).where(eq(schema.users.id, managerId));
  await deps.database.db.insert(schema.userLocations).values([L2, L3].map((locationId) => ({ userId: managerId, locationId })));

  // One batch per customer, in this order, so customer ids ascend in the order written here.
  const batches: [number, CanonicalRepairOrderInput[]][] = [
    [
      L1,
      [
        simpleRo(NINA, { number: '1001', date: '2025-06-10', hour: 15, totalCents: 10000 }),
        detailedRo(NINA),
        simpleRo(NINA, {
          number: '1003',
          date: null,
          status: 'OPEN',
          opened: '2025-07-10T14:00:00Z',
          totalCents: 700,
        }),
        simpleRo(NINA, { number: '1004', date: '2025-06-10', hour: 17, status: 'ESTIMATE', totalCents: 800 }),
        simpleRo(NINA, { number: '1005', date: '2025-06-10', hour: 19, status: 'DELETED', totalCents: 900 }),
        simpleRo(NINA, {
          number: '1006',
          date: null,
          status: 'DELETED',
          opened: '2025-05-01T14:00:00Z',
          totalCents: 600,
        }),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-alan', 'Alan', 'Active'), {
          number: '1010',
          date: '2024-09-05',
          totalCents: 20000,
        }),
        simpleRo(person('c-alan', 'Alan', 'Active'), {
          number: '1011',
          date: '2025-03-12',
          totalCents: 30000,
        }),
        simpleRo(person('c-alan', 'Alan', 'Active'), {
          number: '1012',
          date: '2025-07-14',
          totalCents: 12345,
        }),
      ],
    ],
    [
      L1,
      [simpleRo(person('c-eve', 'Eve', 'Edge'), { number: '1020', date: '2024-06-20', totalCents: 7000 })],
    ],
    [
      L1,
      [
        simpleRo(person('c-liam', 'Liam', 'Lost'), { number: '1030', date: '2023-11-02', totalCents: 4000 }),
        simpleRo(person('c-liam', 'Liam', 'Lost'), { number: '1031', date: '2024-05-15', totalCents: 6000 }),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-olive', 'Olive', 'Once'), {
          number: '1040',
          date: '2024-05-20',
          totalCents: 8000,
        }),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-mark', 'Mark', 'Fourteen'), {
          number: '1050',
          date: '2024-04-10',
          totalCents: 9000,
        }),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-rita', 'Rita', 'Recovered'), {
          number: '1060',
          date: '2024-04-08',
          totalCents: 11000,
        }),
        simpleRo(person('c-rita', 'Rita', 'Recovered'), {
          number: '1061',
          date: '2025-06-03',
          totalCents: 13000,
        }),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-nate', 'Nate', 'Near'), { number: '1070', date: '2024-06-05', totalCents: 1000 }),
        simpleRo(person('c-nate', 'Nate', 'Near'), { number: '1071', date: '2025-06-25', totalCents: 2000 }),
      ],
    ],
    [
      L1,
      [
        simpleRo(
          person('c-ana1', 'Ana', 'Lopez', {
            phone_numbers: ['(512) 555-0188'],
            email_addresses: ['ana@example.com'],
          }),
          { number: '2001', date: '2022-03-01', totalCents: 100 },
        ),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-ana2', '  ana ', ' LOPEZ', { phone_numbers: ['+1 512-555-0188'] }), {
          number: '2002',
          date: '2022-01-15',
          totalCents: 100,
        }),
      ],
    ],
    [
      L1,
      [
        simpleRo(
          person('c-ana3', 'Ana', 'Lopez', {
            phone_numbers: ['512-555-9999'],
            email_addresses: ['other@example.com'],
          }),
          { number: '2003', date: '2022-02-01', totalCents: 100 },
        ),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-bob1', 'Bob', 'Stone', { email_addresses: ['BOB@x.com'] }), {
          number: '2004',
          date: '2022-04-01',
          totalCents: 100,
        }),
      ],
    ],
    [
      L1,
      [
        simpleRo(person('c-bob2', 'Bob', 'Stone', { email_addresses: [' bob@x.com'] }), {
          number: '2005',
          date: '2022-04-01',
          totalCents: 100,
        }),
      ],
    ],
    [
      L2,
      [
        simpleRo(person('c-dana', 'Dana', 'South'), {
          number: '3001',
          date: '2025-06-15',
          totalCents: 25000,
        }),
      ],
    ],
    [
      L2,
      [simpleRo(person('c-olaf', 'Olaf', 'Old'), { number: '3002', date: '2023-01-10', totalCents: 500 })],
    ],
    [
      L2,
      [
        simpleRo(person('c-ana-south', 'Ana', 'Lopez', { phone_numbers: ['(512) 555-0188'] }), {
          number: '3003',
          date: '2022-05-05',
          totalCents: 100,
        }),
      ],
    ],
    [
      L3,
      [simpleRo(person('c-fay', 'Fay', 'Hidden'), { number: '4001', date: '2025-06-20', totalCents: 1000 })],
    ],
    [LB, [simpleRo(person('c-bea', 'Bea', 'Bee'), { number: '5001', date: '2025-06-12', totalCents: 3000 })]],
  ];
  for (const [locationId, ros] of batches) {
    const result = await ingestBatch(deps, { locationId, source: 'cli' }, ros);
    if (result.rejected > 0) throw new Error(`seed batch rejected: ${JSON.stringify(result.rejections)}`);
  }

  const names: Record<string, string> = {
    'c-ana1': 'Ana1',
    'c-ana2': 'Ana2',
    'c-ana3': 'Ana3',
    'c-bob1': 'Bob1',
    'c-bob2': 'Bob2',
    'c-ana-south': 'AnaSouth',
  };
  const customer: Record<string, number> = {};
  for (const c of await deps.database.db.select().from(schema.customers)) {
    customer[names[c.externalId] ?? c.firstName ?? c.externalId] = c.id;
  }
  const ro: Record<string, number> = {};
  for (const r of await deps.database.db.select().from(schema.repairOrders)) ro[r.orderNumber] = r.id;

  return {
    partnerA: a.partnerId,
    ownerA: { email: 'owner@elm.test', password },
    managerA: { email: 'manager@elm.test', password },
    partnerB: b.partnerId,
    ownerB: { email: 'owner@oak.test', password },
    L1,
    L2,
    L3,
    LB,
    customer,
    ro,
  };
}
