import { asc, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { createLocation } from '../../modules/accounts/service';
import { refreshDerived } from '../refresh-derived';
import { rowsOf } from '../sql';

// A hand-made batch for US/Central (UTC−6 in early March 2025). Its expected figures are worked
// out by hand in ingest-batch.test.ts; nothing here is computed by the code under test.

const W1 = { external_id: 'e-3', full_name: 'Sam Writer' };
const W2 = { external_id: 'e-4', full_name: 'Wendy Writer' };
const T1 = { external_id: 'e-9', full_name: 'Tina Tech' };
const T2 = { external_id: 'e-10', full_name: 'Tom Tech' };
const BRAKES = { external_id: '12', name: 'Brakes' };
const TIRES = { external_id: '20', name: 'Tires' };
const OIL = { external_id: '30', name: 'Oil' };
const ANA = {
  external_id: 'c-1',
  first_name: 'Ana',
  last_name: 'Lopez',
  phone_numbers: ['(512) 555-0188'],
  marketing_source: 'Google',
};
const BEN = { external_id: 'c-2', first_name: 'Ben', last_name: 'Kim' };
const CARA = { external_id: 'c-3', first_name: 'Cara', last_name: 'Diaz' };

/** 2025-03-04: A (16:40) and B (23:30 local, 05:30Z on the 5th); 2025-03-05: C; D, E, F never count. */
export function handMadeBatch(): CanonicalRepairOrderInput[] {
  return [
    {
      external_id: 'ro-a',
      order_number: '10231',
      status: 'CLOSED',
      opened: '2025-03-04T08:12:00-06:00',
      closed: '2025-03-04T16:40:00-06:00',
      modified: '2025-03-04T16:41:10-06:00',
      customer: ANA,
      vehicle: { external_id: 'v-77', year: 2017, make: 'Honda', model: 'Civic', vin: null },
      writer: W1,
      technician: T1,
      labor: [
        {
          description: 'Brake pads',
          category: BRAKES,
          technician: T1,
          sold_seconds: 5400,
          actual_seconds: 4800,
          sold_price_cents: 18900,
          cost_cents: 5200,
        },
      ],
      parts: [
        {
          description: 'Pad set',
          part_number: 'D1234',
          kind: 'part',
          category: BRAKES,
          quantity: 1,
          sold_price_cents: 8900,
          cost_cents: 4100,
        },
      ],
      sublets: [{ description: 'Alignment (vendor)', sold_price_cents: 9000, cost_cents: 6000 }],
      fees: [{ description: 'Shop supplies', sold_price_cents: 1500 }],
      discount_cents: 1000,
      tax_cents: 1650,
      recommendations: [
        {
          text: 'Replace rear tires',
          recommended_date: '2025-03-04',
          due_date: '2025-06-01',
          recommendation_type: 'SAFETY',
          amount_cents: 64000,
        },
      ],
      inspection: true,
      an_unknown_field: 'ignored',
    } as CanonicalRepairOrderInput,
    {
      external_id: 'ro-b',
      order_number: '10232',
      status: 'CLOSED',
      opened: '2025-03-04T09:00:00-06:00',
      closed: '2025-03-04T23:30:00-06:00',
      modified: '2025-03-04T23:31:00-06:00',
      customer: BEN,
      writer: W2,
      technician: T2,
      labor: [
        {
          description: 'Mount and balance',
          category: TIRES,
          technician: T2,
          sold_seconds: 1800,
          actual_seconds: 2400,
          sold_price_cents: 6000,
          cost_cents: 2000,
        },
        {
          description: 'Oil change',
          category: OIL,
          technician: T1,
          sold_seconds: 1200,
          actual_seconds: 900,
          sold_price_cents: 4000,
          cost_cents: 1000,
        },
      ],
      parts: [
        {
          description: 'Tire set',
          kind: 'tire',
          category: TIRES,
          quantity: 4,
          sold_price_cents: 40000,
          cost_cents: 28000,
        },
        {
          description: 'Oil filter',
          kind: 'part',
          category: OIL,
          quantity: 1,
          sold_price_cents: 2500,
          cost_cents: 1000,
        },
      ],
      fees: [{ description: 'Hazmat', sold_price_cents: 500 }],
      tax_cents: 3000,
    },
    {
      external_id: 'ro-c',
      order_number: '10233',
      status: 'CLOSED',
      opened: '2025-03-05T08:00:00-06:00',
      closed: '2025-03-05T10:15:00-06:00',
      modified: '2025-03-05T10:16:00-06:00',
      customer: ANA,
      vehicle: { external_id: 'v-77', year: 2017, make: 'Honda', model: 'Civic' },
      writer: W1,
      technician: T2,
      labor: [
        {
          description: 'Rotors',
          category: BRAKES,
          technician: T1,
          sold_seconds: 3600,
          actual_seconds: 3000,
          sold_price_cents: 12000,
          cost_cents: 4000,
        },
      ],
      discount_cents: 500,
      recommendations: [{ text: 'Coolant flush', amount_cents: 20000 }],
    },
    {
      external_id: 'ro-d',
      order_number: '10234',
      status: 'OPEN',
      opened: '2025-03-05T09:00:00-06:00',
      modified: '2025-03-05T09:00:00-06:00',
      customer: CARA,
      writer: W2,
      labor: [
        {
          category: BRAKES,
          technician: T1,
          sold_seconds: 3600,
          actual_seconds: 3600,
          sold_price_cents: 15000,
          cost_cents: 5000,
        },
      ],
    },
    {
      external_id: 'ro-e',
      order_number: '10235',
      status: 'ESTIMATE',
      opened: '2025-03-05T09:30:00-06:00',
      modified: '2025-03-05T09:30:00-06:00',
      customer: CARA,
      parts: [{ kind: 'tire', category: TIRES, sold_price_cents: 50000, cost_cents: 30000 }],
    },
    {
      external_id: 'ro-f',
      order_number: '10236',
      status: 'DELETED',
      opened: '2025-03-05T11:00:00-06:00',
      closed: '2025-03-05T12:00:00-06:00',
      modified: '2025-03-05T12:05:00-06:00',
      customer: CARA,
      writer: W1,
      technician: T1,
      labor: [
        {
          category: OIL,
          technician: T1,
          sold_seconds: 600,
          actual_seconds: 600,
          sold_price_cents: 5000,
          cost_cents: 1000,
        },
      ],
    },
  ];
}

/** One RO of the batch by external id, as a fresh copy to change. */
export function handMadeRo(externalId: string): CanonicalRepairOrderInput {
  const ro = handMadeBatch().find((r) => r.external_id === externalId);
  if (!ro) throw new Error(`no RO ${externalId} in the hand-made batch`);
  return ro;
}

let counter = 0;
export async function freshLocation(deps: AppDeps, partnerId: number): Promise<number> {
  counter += 1;
  return (
    await createLocation(deps, { partnerId, name: `Ingest test shop ${counter}`, timezone: 'US/Central' })
  ).locationId;
}

const {
  dailyRollups,
  writerDailyRollups,
  techDailyRollups,
  categoryDailyRollups,
  writerCategoryDailyRollups,
  techCategoryDailyRollups,
  customerVisits,
  customerYearlyRollups,
  newCustomerMonths,
  monthlyRollups,
  customers,
  employees,
  categories,
  repairOrders,
} = schema;

/** Every derived figure of a location, in a stable order, for exact comparisons. */
export async function figuresOf(deps: AppDeps, locationId: number) {
  const { db } = deps.database;
  return {
    daily: await db
      .select()
      .from(dailyRollups)
      .where(eq(dailyRollups.locationId, locationId))
      .orderBy(asc(dailyRollups.businessDate)),
    writers: await db
      .select()
      .from(writerDailyRollups)
      .where(eq(writerDailyRollups.locationId, locationId))
      .orderBy(asc(writerDailyRollups.businessDate), asc(writerDailyRollups.employeeId)),
    techs: await db
      .select()
      .from(techDailyRollups)
      .where(eq(techDailyRollups.locationId, locationId))
      .orderBy(asc(techDailyRollups.businessDate), asc(techDailyRollups.employeeId)),
    categories: await db
      .select()
      .from(categoryDailyRollups)
      .where(eq(categoryDailyRollups.locationId, locationId))
      .orderBy(asc(categoryDailyRollups.businessDate), asc(categoryDailyRollups.categoryId)),
    writerCategories: await db
      .select()
      .from(writerCategoryDailyRollups)
      .where(eq(writerCategoryDailyRollups.locationId, locationId))
      .orderBy(
        asc(writerCategoryDailyRollups.businessDate),
        asc(writerCategoryDailyRollups.employeeId),
        asc(writerCategoryDailyRollups.categoryId),
      ),
    techCategories: await db
      .select()
      .from(techCategoryDailyRollups)
      .where(eq(techCategoryDailyRollups.locationId, locationId))
      .orderBy(
        asc(techCategoryDailyRollups.businessDate),
        asc(techCategoryDailyRollups.employeeId),
        asc(techCategoryDailyRollups.categoryId),
      ),
    visits: await db
      .select()
      .from(customerVisits)
      .where(eq(customerVisits.locationId, locationId))
      .orderBy(asc(customerVisits.businessDate), asc(customerVisits.customerId)),
    yearly: await db
      .select()
      .from(customerYearlyRollups)
      .where(eq(customerYearlyRollups.locationId, locationId))
      .orderBy(asc(customerYearlyRollups.customerId), asc(customerYearlyRollups.year)),
    monthly: await db
      .select()
      .from(monthlyRollups)
      .where(eq(monthlyRollups.locationId, locationId))
      .orderBy(asc(monthlyRollups.month)),
    newCustomerMonths: await db
      .select({
        month: newCustomerMonths.month,
        source: newCustomerMonths.source,
        customers: newCustomerMonths.customers,
      })
      .from(newCustomerMonths)
      .where(eq(newCustomerMonths.locationId, locationId))
      .orderBy(asc(newCustomerMonths.month), asc(newCustomerMonths.source)),
    customers: await db
      .select({
        id: customers.id,
        externalId: customers.externalId,
        firstSeen: customers.firstSeen,
        lastSeen: customers.lastSeen,
        firstVisitDate: customers.firstVisitDate,
      })
      .from(customers)
      .where(eq(customers.locationId, locationId))
      .orderBy(asc(customers.externalId)),
  };
}

/** Ids by external id, to write expected rows with literal figures. */
export async function idsOf(deps: AppDeps, locationId: number) {
  const { db } = deps.database;
  const map = (rows: { id: number; externalId: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.externalId, r.id]));
  return {
    employee: map(
      await db
        .select({ id: employees.id, externalId: employees.externalId })
        .from(employees)
        .where(eq(employees.locationId, locationId)),
    ),
    category: map(
      await db
        .select({ id: categories.id, externalId: categories.externalId })
        .from(categories)
        .where(eq(categories.locationId, locationId)),
    ),
    customer: map(
      await db
        .select({ id: customers.id, externalId: customers.externalId })
        .from(customers)
        .where(eq(customers.locationId, locationId)),
    ),
    ro: map(
      await db
        .select({ id: repairOrders.id, externalId: repairOrders.externalId })
        .from(repairOrders)
        .where(eq(repairOrders.locationId, locationId)),
    ),
  };
}

// What refreshDerived keeps (packages/db's schema test lists the same ten as derived tables).
const DERIVED_TABLES = [
  'daily_rollups',
  'writer_daily_rollups',
  'tech_daily_rollups',
  'category_daily_rollups',
  'writer_category_daily_rollups',
  'tech_category_daily_rollups',
  'customer_visits',
  'customer_yearly_rollups',
  'new_customer_months',
  'monthly_rollups',
];

/**
 * Throws every derived figure of the location away (the derived tables and the customers' seen
 * dates) and rebuilds them from its ROs alone: what ingest keeps batch by batch must equal this.
 */
export async function rebuildFromScratch(deps: AppDeps, locationId: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    for (const table of DERIVED_TABLES)
      await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE location_id = ${locationId}`);
    await tx.execute(
      sql`UPDATE customers SET first_seen = NULL, last_seen = NULL, first_visit_date = NULL WHERE location_id = ${locationId}`,
    );
    const dates = await rowsOf<{ d: string }>(
      tx,
      sql`SELECT DISTINCT business_date::text AS d FROM repair_orders WHERE location_id = ${locationId} AND business_date IS NOT NULL`,
    );
    const ids = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT id FROM customers WHERE location_id = ${locationId}`,
    );
    await refreshDerived(tx, locationId, { dates: dates.map((r) => r.d), customerIds: ids.map((r) => r.id) });
  });
}
