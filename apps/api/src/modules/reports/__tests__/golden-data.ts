// The golden dataset: a handful of canonical ROs whose every figure is worked out by hand in
// golden.test.ts. Today is Wednesday 2026-03-04 (CLOCK_NOW 2026-03-04T18:00:00Z, noon in US/Central).

const customer = (id: string, first: string, last: string, source: string | null = null) => ({
  external_id: id,
  first_name: first,
  last_name: last,
  phone_numbers: ['(512) 555-0100'],
  email_addresses: [`${first.toLowerCase()}@example.com`],
  marketing_source: source,
});
const vehicle = (id: string) => ({ external_id: id, year: 2018, make: 'Honda', model: 'Civic', vin: null });
const W1 = { external_id: 'w1', full_name: 'Wendy Writer' };
const W2 = { external_id: 'w2', full_name: 'Walt Writer' };
const T1 = { external_id: 't1', full_name: 'Tom Tech' };
const T2 = { external_id: 't2', full_name: 'Tara Tech' };
const BRAKES = { external_id: '12', name: 'Brakes' };
const ENGINE = { external_id: '30', name: 'Engine' };
const OIL = { external_id: '40', name: 'Oil & Lube' };

const C1 = customer('c1', 'Ana', 'Lopez', 'Google');
const C2 = customer('c2', 'Ben', 'Ng', 'Google');
const C3 = customer('c3', 'Cy', 'Diaz');
const C4 = customer('c4', 'Dee', 'Ray', 'Referral');

const base = { recommendations: [], inspection: false, tax_cents: 0, discount_cents: 0, sublets: [], fees: [], parts: [], labor: [] };

export const LOCATION_1_ROS = [
  {
    // R1 — 2026-03-03, C1's second visit. total 15000+10000+1000−500 = 25500; GP 10500+4000+1000−500 = 15000
    ...base,
    external_id: 'r1',
    order_number: '1001',
    status: 'CLOSED',
    opened: '2026-03-03T08:00:00-06:00',
    closed: '2026-03-03T10:00:00-06:00',
    customer: C1,
    vehicle: vehicle('v1'),
    writer: W1,
    technician: T1,
    labor: [{ description: 'Pads', category: BRAKES, technician: T1, sold_seconds: 3600, actual_seconds: 3000, sold_price_cents: 15000, cost_cents: 4500 }],
    parts: [{ description: 'Pad set', part_number: 'P1', kind: 'part', category: BRAKES, quantity: 1, sold_price_cents: 10000, cost_cents: 6000 }],
    fees: [{ description: 'Shop supplies', sold_price_cents: 1000 }],
    discount_cents: 500,
    tax_cents: 800,
    recommendations: [{ text: 'Rotors', recommended_date: '2026-03-03', due_date: '2026-06-01', recommendation_type: 'SAFETY', amount_cents: 30000 }],
  },
  {
    // R2 — closed 23:30 local on 2026-03-03 (05:30 UTC on the 4th): belongs to March 3.
    // total 30000+40000+9000 = 79000; GP 21000+10000+3000 = 34000
    ...base,
    external_id: 'r2',
    order_number: '1002',
    status: 'CLOSED',
    opened: '2026-03-03T09:00:00-06:00',
    closed: '2026-03-03T23:30:00-06:00',
    customer: C2,
    vehicle: vehicle('v2'),
    writer: W1,
    technician: T2,
    labor: [{ description: 'Head gasket', category: ENGINE, technician: T2, sold_seconds: 7200, actual_seconds: 7200, sold_price_cents: 30000, cost_cents: 9000 }],
    parts: [{ description: '4 tires', part_number: 'T4', kind: 'tire', category: null, quantity: 4, sold_price_cents: 40000, cost_cents: 30000 }],
    sublets: [{ description: 'Alignment', sold_price_cents: 9000, cost_cents: 6000 }],
  },
  {
    // R3 — 2026-03-02. total 9000+5000 = 14000; GP 6300+2500 = 8800
    ...base,
    external_id: 'r3',
    order_number: '1003',
    status: 'CLOSED',
    opened: '2026-03-02T08:00:00-06:00',
    closed: '2026-03-02T09:00:00-06:00',
    customer: C3,
    vehicle: vehicle('v3'),
    writer: W2,
    technician: T1,
    labor: [{ description: 'Inspect brakes', category: BRAKES, technician: T1, sold_seconds: 1800, actual_seconds: 2400, sold_price_cents: 9000, cost_cents: 2700 }],
    parts: [{ description: 'Oil filter', part_number: 'F1', kind: 'part', category: OIL, quantity: 1, sold_price_cents: 5000, cost_cents: 2500 }],
  },
  {
    // R4 — OPEN: never counted.
    ...base,
    external_id: 'r4',
    order_number: '1004',
    status: 'OPEN',
    opened: '2026-03-03T11:00:00-06:00',
    closed: null,
    customer: C3,
    labor: [{ description: 'Diag', category: null, technician: T1, sold_seconds: 3600, actual_seconds: 0, sold_price_cents: 20000, cost_cents: 0 }],
  },
  {
    // R6 — ESTIMATE: never counted.
    ...base,
    external_id: 'r6',
    order_number: '1006',
    status: 'ESTIMATE',
    opened: '2026-03-02T11:00:00-06:00',
    customer: C4,
    parts: [{ description: 'Battery', part_number: 'B1', kind: 'part', category: null, quantity: 1, sold_price_cents: 25000, cost_cents: 15000 }],
  },
  {
    // R7 — DELETED with a closed date: never counted.
    ...base,
    external_id: 'r7',
    order_number: '1007',
    status: 'DELETED',
    opened: '2026-03-03T07:00:00-06:00',
    closed: '2026-03-03T12:00:00-06:00',
    customer: C2,
    writer: W1,
    labor: [{ description: 'Engine swap', category: ENGINE, technician: T2, sold_seconds: 36000, actual_seconds: 36000, sold_price_cents: 500000, cost_cents: 150000 }],
  },
  {
    // R5 — 2025-01-15, C1's first visit. total 12000; GP 12000−3600 = 8400
    ...base,
    external_id: 'r5',
    order_number: '0905',
    status: 'CLOSED',
    opened: '2025-01-15T08:00:00-06:00',
    closed: '2025-01-15T12:00:00-06:00',
    customer: C1,
    vehicle: vehicle('v1'),
    writer: W2,
    technician: T1,
    labor: [{ description: 'Pads', category: BRAKES, technician: T1, sold_seconds: 3600, actual_seconds: 3600, sold_price_cents: 12000, cost_cents: 3600 }],
  },
  {
    // R8 — 2026-02-10, C4's first visit, no labor. total 20000+500 = 20500; GP 8000+500 = 8500
    ...base,
    external_id: 'r8',
    order_number: '1008',
    status: 'CLOSED',
    opened: '2026-02-10T08:00:00-06:00',
    closed: '2026-02-10T11:00:00-06:00',
    customer: C4,
    vehicle: vehicle('v4'),
    writer: W2,
    parts: [{ description: 'Oil', part_number: 'O1', kind: 'part', category: OIL, quantity: 5, sold_price_cents: 20000, cost_cents: 12000 }],
    fees: [{ description: 'Disposal', sold_price_cents: 500 }],
  },
];

// A second location (US/Eastern) with one RO on 2026-03-03: total 10000, GP 7000.
export const LOCATION_2_ROS = [
  {
    ...base,
    external_id: 'l2-r1',
    order_number: '5001',
    status: 'CLOSED',
    opened: '2026-03-03T09:00:00-05:00',
    closed: '2026-03-03T12:00:00-05:00',
    customer: customer('c5', 'Eve', 'Stone', 'Yelp'),
    vehicle: vehicle('v5'),
    writer: { external_id: 'w9', full_name: 'Nina Writer' },
    labor: [{ description: 'Alignment', category: null, technician: null, sold_seconds: 3600, actual_seconds: 3600, sold_price_cents: 10000, cost_cents: 3000 }],
  },
];

// A disabled location: its figures never reach All locations.
export const DISABLED_LOCATION_ROS = [
  {
    ...base,
    external_id: 'l3-r1',
    order_number: '9001',
    status: 'CLOSED',
    opened: '2026-03-03T09:00:00-06:00',
    closed: '2026-03-03T12:00:00-06:00',
    customer: customer('c9', 'Zed', 'Closed'),
    labor: [{ description: 'Anything', category: null, technician: null, sold_seconds: 3600, actual_seconds: 3600, sold_price_cents: 99900, cost_cents: 0 }],
  },
];
