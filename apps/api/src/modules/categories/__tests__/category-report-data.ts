// A small hand-made dataset for the category report, every figure worked out in category-report.test.ts.
// Location time zone US/Central; the report range is 2026-03-01 .. 2026-03-04.

const customer = (id: string, first: string) => ({
  external_id: id,
  first_name: first,
  last_name: 'Cat',
  phone_numbers: [],
  email_addresses: [],
});
export const W1 = { external_id: 'w1', full_name: 'Wendy Writer' };
export const W2 = { external_id: 'w2', full_name: 'Walt Writer' };
export const T1 = { external_id: 't1', full_name: 'Tom Tech' };
export const T2 = { external_id: 't2', full_name: 'Tara Tech' };
const BRAKES = { external_id: '12', name: 'Brakes' };
const ENGINE = { external_id: '30', name: 'Engine' };
const OIL = { external_id: '40', name: 'Oil & Lube' };

const base = { recommendations: [], inspection: false, tax_cents: 0, discount_cents: 0, sublets: [], fees: [], parts: [], labor: [], vehicle: null };
const labor = (category: object | null, technician: object, sold_seconds: number, actual_seconds: number, sold_price_cents: number, cost_cents: number) =>
  ({ description: 'Labor', category, technician, sold_seconds, actual_seconds, sold_price_cents, cost_cents });
const part = (category: object | null, kind: 'part' | 'tire', sold_price_cents: number, cost_cents: number) =>
  ({ description: 'Part', part_number: 'P', kind, category, quantity: 1, sold_price_cents, cost_cents });

export const CATEGORY_ROS = [
  {
    // R1 2026-03-02, written by W1, primary technician T1; the Engine labor line is worked by T2.
    ...base,
    external_id: 'r1',
    order_number: 'C-1',
    status: 'CLOSED',
    opened: '2026-03-02T08:00:00-06:00',
    closed: '2026-03-02T12:00:00-06:00',
    customer: customer('c1', 'Ann'),
    writer: W1,
    technician: T1,
    labor: [labor(BRAKES, T1, 3600, 3000, 15000, 4500), labor(ENGINE, T2, 1800, 2400, 9000, 3000)],
    // The uncategorized part (7000) is never reported.
    parts: [part(BRAKES, 'part', 10000, 6000), part(OIL, 'tire', 4000, 2500), part(null, 'part', 7000, 5000)],
  },
  {
    // R2 2026-03-03, W2, primary T2; the uncategorized labor (20000) is never reported.
    ...base,
    external_id: 'r2',
    order_number: 'C-2',
    status: 'CLOSED',
    opened: '2026-03-03T08:00:00-06:00',
    closed: '2026-03-03T11:00:00-06:00',
    customer: customer('c2', 'Bob'),
    writer: W2,
    technician: T2,
    labor: [labor(ENGINE, T2, 7200, 6000, 30000, 9000), labor(null, T2, 3600, 3600, 20000, 0)],
    parts: [part(ENGINE, 'part', 20000, 12000)],
  },
  {
    // R3 2026-03-03, W1, primary T1.
    ...base,
    external_id: 'r3',
    order_number: 'C-3',
    status: 'CLOSED',
    opened: '2026-03-03T09:00:00-06:00',
    closed: '2026-03-03T15:00:00-06:00',
    customer: customer('c3', 'Cy'),
    writer: W1,
    technician: T1,
    labor: [labor(OIL, T1, 900, 600, 4000, 1000)],
    parts: [part(OIL, 'part', 3000, 1500), part(BRAKES, 'part', 5000, 3000)],
  },
  {
    // R4 is OPEN: never counted.
    ...base,
    external_id: 'r4',
    order_number: 'C-4',
    status: 'OPEN',
    opened: '2026-03-03T09:00:00-06:00',
    customer: customer('c1', 'Ann'),
    writer: W1,
    technician: T1,
    labor: [labor(BRAKES, T1, 36000, 36000, 99900, 100)],
  },
  {
    // R5 2026-02-20, W2, primary T1: before the report range.
    ...base,
    external_id: 'r5',
    order_number: 'C-5',
    status: 'CLOSED',
    opened: '2026-02-20T08:00:00-06:00',
    closed: '2026-02-20T10:00:00-06:00',
    customer: customer('c2', 'Bob'),
    writer: W2,
    technician: T1,
    labor: [labor(BRAKES, T1, 3600, 3600, 50000, 10000)],
  },
];
