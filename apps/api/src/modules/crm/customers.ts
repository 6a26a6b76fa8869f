import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CrmCustomer, CrmCustomerDetail, CrmVehicle, DuplicateCustomer } from '@rlo/contract';
import { findDuplicateGroups, nameSieve, nameSieveSql, nameSql, normalizeName, sharePercent } from '../../analytics';
import type { AppDeps } from '../../deps';
import { containing } from '../../lib/like';
import { reachSql, type Reach } from '../../lib/reach';
import { summaryPage } from '../repair-orders/queries';

// The CRM reads of 3-operations §7 "Customers and CRM". Every query names the session's partner;
// merged-away customers (merged_into_id set) are left out: their ROs now belong to the survivor.

interface Paging {
  page_num: number;
  page_size: number;
}

/** first_seen / last_seen are instants; the CRM shows them as dates of the location's clock. */
const customerColumns = sql`c.id, c.location_id, c.first_name, c.last_name, c.company, c.phone_numbers,
  c.email_addresses, c.postal_code,
  to_char(c.first_seen AT TIME ZONE l.timezone, 'YYYY-MM-DD') AS first_seen,
  to_char(c.last_seen AT TIME ZONE l.timezone, 'YYYY-MM-DD') AS last_seen`;

/** A search over names ("ana lo" matches Ana Lopez), company, e-mail and phone digits. */
function searchCondition(filter: string | undefined): SQL {
  const words = (filter ?? '').trim();
  if (words === '') return sql`TRUE`;
  const pattern = containing(normalizeName(words));
  const digits = words.replace(/\D/g, '');
  const byPhone =
    digits.length >= 3
      ? sql`OR regexp_replace(array_to_string(c.phone_numbers, ' '), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`
      : sql``;
  // Names as kpis.md §6 normalizes them (" Ana " + "LOPEZ  " is "ana lopez"), in either order.
  const name = (a: SQL, b: SQL) => nameSql(sql`coalesce(${a}, '') || ' ' || coalesce(${b}, '')`);
  return sql`(${name(sql`c.first_name`, sql`c.last_name`)} LIKE ${pattern}
    OR ${name(sql`c.last_name`, sql`c.first_name`)} LIKE ${pattern}
    OR lower(coalesce(c.company, '')) LIKE ${pattern}
    OR lower(array_to_string(c.email_addresses, ' ')) LIKE ${pattern} ${byPhone})`;
}

/**
 * GET /locations/{id}/customers2: one page, by last then first name. Unfiltered, the page is read
 * from the name-order index and the total from location_customer_counts (migration 0029): counting
 * a busy shop's customers on every page read all of them. A search still reads them all, since a
 * word may be anywhere in a name, e-mail or phone.
 */
export async function searchCustomers(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  query: Paging & { filter?: string },
): Promise<{ items: CrmCustomer[]; total: number }> {
  const listed = sql`c.partner_id = ${partnerId} AND c.location_id = ${locationId} AND c.merged_into_id IS NULL
    AND ${searchCondition(query.filter)}`;
  const page = <Row>(extra: SQL) =>
    deps.database.rows<Row>(sql`
      SELECT ${customerColumns} ${extra}
      FROM customers c JOIN locations l ON l.id = c.location_id
      WHERE ${listed}
      ORDER BY lower(btrim(coalesce(c.last_name, ''))), lower(btrim(coalesce(c.first_name, ''))), c.id
      LIMIT ${query.page_size} OFFSET ${(query.page_num - 1) * query.page_size}`);

  if ((query.filter ?? '').trim() === '') {
    const [items, counts] = await Promise.all([
      page<CrmCustomer>(sql``),
      deps.database.rows<{ total: number }>(
        sql`SELECT customer_count::int AS total FROM location_customer_counts WHERE location_id = ${locationId}`,
      ),
    ]);
    return { items, total: counts[0]?.total ?? 0 };
  }
  const rows = await page<CrmCustomer & { total: number }>(sql`, count(*) OVER ()::int AS total`);
  // A page past the end has no row to carry the total: count it apart.
  if (rows.length === 0 && query.page_num > 1) {
    const [{ total }] = await deps.database.rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM customers c WHERE ${listed}`);
    return { items: [], total };
  }
  return { items: rows.map(({ total: _total, ...c }) => c), total: rows[0]?.total ?? 0 };
}

/** GET /crm/{partnerId}/customers/{id}: the customer with its vehicles (and their RO counts), at a location the user may see. */
export async function customerDetail(
  deps: AppDeps,
  reach: Reach,
  id: number,
): Promise<CrmCustomerDetail | null> {
  const { partnerId } = reach;
  const [customer] = await deps.database.rows<Omit<CrmCustomerDetail, 'vehicles'>>(sql`
    SELECT ${customerColumns}, c.address, c.city, c.state, l.name AS location_name
    FROM customers c JOIN locations l ON l.id = c.location_id
    WHERE c.partner_id = ${partnerId} AND c.id = ${id} AND c.merged_into_id IS NULL
      AND ${reachSql(reach, sql`c.location_id`)}`);
  if (!customer) return null;
  const vehicles = await deps.database.rows<CrmVehicle>(sql`
    SELECT v.id, v.year, v.make, v.model, v.vin,
      (SELECT count(*)::int FROM repair_orders ro WHERE ro.vehicle_id = v.id AND ro.status <> 'DELETED') AS ro_count
    FROM vehicles v WHERE v.partner_id = ${partnerId} AND v.customer_id = ${id}
    ORDER BY v.year DESC NULLS LAST, v.id`);
  return { ...customer, vehicles };
}

/** GET /locations/{id}/customers-email-count. */
export async function emailCount(deps: AppDeps, partnerId: number, locationId: number) {
  const [row] = await deps.database.rows<{ with_email: number; without_email: number }>(sql`
    SELECT count(*) FILTER (WHERE cardinality(email_addresses) > 0)::int AS with_email,
      count(*) FILTER (WHERE cardinality(email_addresses) = 0)::int AS without_email
    FROM customers
    WHERE partner_id = ${partnerId} AND location_id = ${locationId} AND merged_into_id IS NULL`);
  const withEmail = row?.with_email ?? 0;
  const withoutEmail = row?.without_email ?? 0;
  return {
    location_id: locationId,
    with_email: withEmail,
    without_email: withoutEmail,
    with_email_percent: sharePercent(withEmail, withEmail + withoutEmail),
    without_email_percent: sharePercent(withoutEmail, withEmail + withoutEmail),
  };
}

/**
 * Corrects a customer's first and last seen dates (dates of the location's clock); null when the
 * customer is not the partner's at a location the user may see. Ingest recomputes them when an RO
 * of the customer changes.
 */
export async function correctSeenDates(
  deps: AppDeps,
  reach: Reach,
  id: number,
  dates: { firstSeen: string; lastSeen: string },
): Promise<CrmCustomerDetail | null> {
  const updated = await deps.database.rows<{ id: number }>(sql`
    UPDATE customers c SET first_seen = (${dates.firstSeen}::date)::timestamp AT TIME ZONE l.timezone,
      last_seen = (${dates.lastSeen}::date)::timestamp AT TIME ZONE l.timezone, updated_at = now()
    FROM locations l
    WHERE l.id = c.location_id AND c.id = ${id} AND c.partner_id = ${reach.partnerId}
      AND c.merged_into_id IS NULL AND ${reachSql(reach, sql`c.location_id`)}
    RETURNING c.id`);
  return updated.length ? customerDetail(deps, reach, id) : null;
}

/** GET /vehicles/{id}/repair-orders: the vehicle's ROs (not deleted), newest first. */
export function vehicleRepairOrders(deps: AppDeps, partnerId: number, vehicleId: number, paging: Paging) {
  const { repairOrders } = schema;
  return summaryPage(deps, partnerId, and(eq(repairOrders.vehicleId, vehicleId), ne(repairOrders.status, 'DELETED')), paging);
}

/** Does the vehicle belong to the partner, at a location the user may see? */
export async function vehicleOfPartner(deps: AppDeps, reach: Reach, id: number): Promise<boolean> {
  const rows = await deps.database.rows<{ id: number }>(
    sql`SELECT id FROM vehicles WHERE id = ${id} AND partner_id = ${reach.partnerId} AND ${reachSql(reach, sql`location_id`)}`,
  );
  return rows.length > 0;
}

/** GET /vehicles/{id}/recommended: the recommendations of the vehicle's ROs (not deleted), newest first. */
export async function vehicleRecommendations(
  deps: AppDeps,
  partnerId: number,
  vehicleId: number,
  paging: Paging,
) {
  const rows = await deps.database.rows<{
    id: number;
    repair_order_id: number;
    order_number: string;
    text: string;
    recommended_date: string | null;
    due_date: string | null;
    amount_cents: number;
    total: number;
  }>(sql`
    SELECT r.id, r.repair_order_id, ro.order_number, r.text, r.recommended_date::text AS recommended_date,
      r.due_date::text AS due_date, r.amount_cents, count(*) OVER ()::int AS total
    FROM ro_recommendations r JOIN repair_orders ro ON ro.id = r.repair_order_id
    WHERE r.partner_id = ${partnerId} AND ro.vehicle_id = ${vehicleId} AND ro.status <> 'DELETED'
    ORDER BY ro.opened_at DESC, r.id
    LIMIT ${paging.page_size} OFFSET ${(paging.page_num - 1) * paging.page_size}`);
  return { items: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/**
 * GET /customer/{partnerId}/duplicate-customer/{locationId}: the duplicate group (kpis.md §6) of the
 * customer described by the query. The described customer itself is in the answer when it exists.
 * Empty when there is no duplicate. Every member of the group has the probe's normalized name, so
 * the query only reads the customers of the same name sieve (a coarser key: none of them is
 * missed) and findDuplicateGroups, the rule of the duplicate list and the merge, decides.
 */
export async function duplicatesOf(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  probe: { firstName: string; lastName: string; phonNo: string; email?: string },
): Promise<DuplicateCustomer[]> {
  const first = normalizeName(probe.firstName);
  const last = normalizeName(probe.lastName);
  if (first === '' && last === '') return [];
  const rows = await deps.database.rows<DuplicateCustomer>(sql`
    SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.address AS address1, c.city, c.state,
      c.postal_code AS "postalCode", c.phone_numbers AS "phoneNumbers", c.email_addresses AS "emailAddresses",
      to_char(c.first_seen AT TIME ZONE l.timezone, 'YYYY-MM-DD') AS "firstSeen",
      to_char(c.last_seen AT TIME ZONE l.timezone, 'YYYY-MM-DD') AS "lastSeen",
      (SELECT count(*)::int FROM repair_orders ro WHERE ro.customer_id = c.id AND ro.status <> 'DELETED') AS "roCount"
    FROM customers c JOIN locations l ON l.id = c.location_id
    WHERE c.partner_id = ${partnerId} AND c.location_id = ${locationId} AND c.merged_into_id IS NULL
      AND ${nameSieveSql(sql`c.first_name`)} = ${nameSieve(first)}
      AND ${nameSieveSql(sql`c.last_name`)} = ${nameSieve(last)}`);
  const PROBE = -1;
  const candidates = [
    {
      id: PROBE,
      first_name: probe.firstName,
      last_name: probe.lastName,
      phone_numbers: probe.phonNo ? [probe.phonNo] : [],
      email_addresses: probe.email ? [probe.email] : [],
      first_seen: null,
    },
    ...rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      phone_numbers: r.phoneNumbers,
      email_addresses: r.emailAddresses,
      first_seen: r.firstSeen,
    })),
  ];
  const group = findDuplicateGroups(candidates).find((g) => g.some((c) => c.id === PROBE)) ?? [];
  const ids = new Set(group.map((c) => c.id));
  // A lone match is the customer itself: no duplicate.
  const found = rows.filter((r) => ids.has(r.id));
  return found.length > 1 ? found.sort((a, b) => a.id - b.id) : [];
}
