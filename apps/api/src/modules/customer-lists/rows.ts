import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CustomerListRow, DuplicateCustomerRow } from '@rlo/contract';
import type { AppDeps } from '../../deps';

const { customers, locations, customerVisits, repairOrders } = schema;

/** A list row plus the raw contact lists the duplicate rows also show. */
export type CustomerRowData = CustomerListRow & Pick<DuplicateCustomerRow, 'company' | 'email_addresses'>;

interface VisitFigures {
  customer_id: number;
  first_seen: string;
  last_seen: string;
  ro_count: number;
  total_spent: number;
}

interface LatestRo {
  customer_id: number;
  order_number: string;
  total_sold_cents: number;
}

/**
 * The customer list row of 2-dashboard §3 for one page of customers (at most MAX_PAGE_SIZE ids):
 * three indexed look-ups by customer id, whatever the size of the location.
 *
 * - first_seen / last_seen: the first and latest business dates of the customer's counted visits
 *   at the location (customer_visits), as they stand today;
 * - vehicle_ro_count / total_spent: their counted ROs and Σ total_sold (cents);
 * - ro_number / vehicle_rolast_spent: the latest counted RO's number and total_sold (cents).
 *
 * Only the partner's customers get a row (the first look-up carries the partner); the other two
 * are keyed by customer id alone so that they run on the customer_id indexes.
 */
export async function customerRows(
  deps: AppDeps,
  partnerId: number,
  ids: readonly number[],
): Promise<Map<number, CustomerRowData>> {
  const result = new Map<number, CustomerRowData>();
  if (ids.length === 0) return result;
  const idList = [...new Set(ids)];
  const { db } = deps.database;

  const [base, figures, latest] = await Promise.all([
    db
      .select({
        id: customers.id,
        locationId: customers.locationId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        company: customers.company,
        address: customers.address,
        city: customers.city,
        state: customers.state,
        postalCode: customers.postalCode,
        phoneNumbers: customers.phoneNumbers,
        emailAddresses: customers.emailAddresses,
        marketingSource: customers.marketingSource,
        shopName: locations.name,
      })
      .from(customers)
      .innerJoin(locations, eq(locations.id, customers.locationId))
      .where(and(eq(customers.partnerId, partnerId), inArray(customers.id, idList))),
    // float8, exact below 2^53: raw int8 comes back as a string on node-postgres.
    deps.database.rows<VisitFigures>(sql`
      select customer_id,
             to_char(min(business_date), 'YYYY-MM-DD') as first_seen,
             to_char(max(business_date), 'YYYY-MM-DD') as last_seen,
             sum(ro_count)::float8 as ro_count,
             sum(total_sold_cents)::float8 as total_spent
      from customer_visits
      where ${inArray(customerVisits.customerId, idList)}
      group by customer_id`),
    deps.database.rows<LatestRo>(sql`
      select distinct on (customer_id) customer_id, order_number, total_sold_cents
      from repair_orders
      where ${inArray(repairOrders.customerId, idList)}
        and status = 'CLOSED'
      order by customer_id, business_date desc, closed_at desc, id desc`),
  ]);

  const figuresById = new Map(figures.map((f) => [f.customer_id, f]));
  const latestById = new Map(latest.map((r) => [r.customer_id, r]));
  for (const c of base) {
    const f = figuresById.get(c.id);
    const ro = latestById.get(c.id);
    result.set(c.id, {
      id: c.id,
      location_id: c.locationId,
      first_name: c.firstName,
      last_name: c.lastName,
      company_name: c.company,
      company: c.company,
      address: c.address,
      city: c.city,
      state: c.state,
      postal_code: c.postalCode,
      phone_numbers: c.phoneNumbers ?? [],
      email: c.emailAddresses?.[0] ?? null,
      email_addresses: c.emailAddresses ?? [],
      first_seen: f?.first_seen ?? null,
      last_seen: f?.last_seen ?? null,
      vehicle_ro_count: f?.ro_count ?? 0,
      vehicle_rolast_spent: ro?.total_sold_cents ?? 0,
      total_spent: f?.total_spent ?? 0,
      marketing_source: c.marketingSource,
      shop_name: c.shopName,
      ro_number: ro?.order_number ?? null,
    });
  }
  return result;
}

/** The list row without the duplicate-only fields (the response schema would drop them anyway). */
export function listRow({
  company: _company,
  email_addresses: _emails,
  ...row
}: CustomerRowData): CustomerListRow {
  return row;
}
