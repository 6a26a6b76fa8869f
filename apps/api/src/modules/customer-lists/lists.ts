import { sql } from 'drizzle-orm';
import type { DuplicateGroup, RecoveredCustomerRow } from '@rlo/contract';
import {
  customerReport,
  customerReports,
  findDuplicateGroups,
  mergeSurvivor,
  monthIndex,
  monthRange,
  shiftMonth,
  yearMonthOf,
  fromMonthIndex,
  type DuplicateCandidate,
  type RecoveredRow,
  type YearMonth,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';
import { customerRows, listRow, type CustomerRowData } from './rows';
import { loadVisitWindow } from './visits';

// Who is in which list is decided by the KPI module (customerReport, findDuplicateGroups): this file
// only chooses the window of visits each list needs, runs the rule per location and month, and pages.

/** One customer in one month's list; a customer can be in the list of several months of a range. */
export interface ListEntry {
  customerId: number;
  locationId: number;
  month: number;
  recovered?: RecoveredRow;
}

export interface Paging {
  page_num: number;
  page_size: number;
  /** Only the customers it matches (customerMatches), before paging. */
  search?: string;
}

/** What a list's search looks at. */
export interface SearchableCustomer {
  first_name: string | null;
  last_name: string | null;
  company?: string | null;
  phone_numbers: readonly string[];
  email_addresses: readonly string[];
}

/**
 * Whether a customer matches a list's search text: the name ("first last" or "last first"),
 * company, an e-mail or a phone contains it, ignoring case; a search of digits (and separators)
 * also matches a phone whatever its punctuation ("5551234" finds "(555) 123-4").
 */
export function customerMatches(customer: SearchableCustomer, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const first = customer.first_name ?? '';
  const last = customer.last_name ?? '';
  const texts = [
    `${first} ${last}`,
    `${last} ${first}`,
    customer.company ?? '',
    ...customer.email_addresses,
    ...customer.phone_numbers,
  ];
  if (texts.some((value) => value.toLowerCase().includes(needle))) return true;
  const digits = needle.replace(/\D/g, '');
  return (
    /^[\d\s()+.-]+$/.test(needle) &&
    digits.length >= 3 &&
    customer.phone_numbers.some((phone) => phone.replace(/\D/g, '').includes(digits))
  );
}

/** The entries whose customer matches the search (all of them without one). */
export async function searchEntries(
  deps: AppDeps,
  partnerId: number,
  entries: readonly ListEntry[],
  search: string | undefined,
): Promise<readonly ListEntry[]> {
  if (!search?.trim() || entries.length === 0) return entries;
  const ids = [...new Set(entries.map((e) => e.customerId))];
  // One array parameter, not an IN list: at All a list holds a hundred thousand customers or more,
  // and in chunks of bound parameters PostgreSQL spent most of a second planning them.
  const rows = await deps.database.rows<SearchableCustomer & { id: number }>(sql`
    select id, first_name, last_name, company, phone_numbers, email_addresses
    from customers
    where partner_id = ${partnerId} and id = any(${`{${ids.join(',')}}`}::int[])`);
  const matching = new Set(rows.filter((row) => customerMatches(row, search)).map((row) => row.id));
  return entries.filter((e) => matching.has(e.customerId));
}

/**
 * What a list's entries are reckoned to take in memory, for the cache's bound: an entry is an
 * object of three small numbers and its slot (about 64 bytes in V8); a recovered one carries its
 * recovery, four short fields more.
 */
export const entryBytes = (entries: readonly ListEntry[]) =>
  entries.reduce((bytes, e) => bytes + (e.recovered ? 200 : 64), 0);

const LOOK_BACK = 13;

const firstDay = (ym: YearMonth) => monthRange(ym.year, ym.month).from;
const lastDay = (ym: YearMonth) => monthRange(ym.year, ym.month).to;

/** The calendar months a from..to range touches, oldest first. */
export function monthsOf(from: string, to: string): YearMonth[] {
  const months: YearMonth[] = [];
  for (let m = monthIndex(yearMonthOf(from)); m <= monthIndex(yearMonthOf(to)); m++)
    months.push(fromMonthIndex(m));
  return months;
}

/** Customers lost in M last came in M−13: the ones seen in those months of the months' lists. */
const lostSeenIn = (months: readonly YearMonth[]) => ({
  from: firstDay(shiftMonth(months[0], -LOOK_BACK)),
  to: lastDay(shiftMonth(months[months.length - 1], -LOOK_BACK)),
});

function sortEntries(entries: ListEntry[]): ListEntry[] {
  return entries.sort((a, b) => a.customerId - b.customerId || a.month - b.month);
}

async function perLocation(
  scope: Scope,
  run: (locationId: number) => Promise<ListEntry[]>,
): Promise<ListEntry[]> {
  const lists = await Promise.all(scope.locationIds.map(run));
  return sortEntries(lists.flat());
}

/** active_customers(M): last(M) in M−12..M; the window M−12..M needs no history. */
export function activeEntries(deps: AppDeps, scope: Scope, month: YearMonth): Promise<ListEntry[]> {
  return perLocation(scope, async (locationId) => {
    const visits = await loadVisitWindow(deps, locationId, {
      from: firstDay(shiftMonth(month, -12)),
      to: lastDay(month),
      withHistory: false,
      latestOnly: true,
    });
    const m = monthIndex(month);
    return customerReport(visits, month).lists.active.map((customerId) => ({
      customerId,
      locationId,
      month: m,
    }));
  });
}

/** lost_customers(M) for every month M that from..to touches: last(M) = M−13. */
export function lostEntries(deps: AppDeps, scope: Scope, from: string, to: string): Promise<ListEntry[]> {
  const months = monthsOf(from, to);
  return perLocation(scope, async (locationId) => {
    const visits = await loadVisitWindow(deps, locationId, {
      from: firstDay(shiftMonth(months[0], -LOOK_BACK)),
      to: lastDay(months[months.length - 1]),
      withHistory: false,
      seenIn: lostSeenIn(months),
    });
    return customerReports(visits, months).flatMap((report, i) =>
      report.lists.lost.map((customerId) => ({
        customerId,
        locationId,
        month: monthIndex(months[i]),
      })),
    );
  });
}

/**
 * Customers whose first visit is in from..to (dates): new_customers(M) of the months the range
 * touches, narrowed to first visits on or after `from` and on or before `to` when the range starts
 * or ends inside a month.
 */
export function newEntries(deps: AppDeps, scope: Scope, from: string, to: string): Promise<ListEntry[]> {
  return perLocation(scope, async (locationId) => {
    const visits = await loadVisitWindow(deps, locationId, { from, to, withHistory: true });
    const firstVisit = new Map<number, string>();
    for (const v of visits) {
      const seen = firstVisit.get(v.customer_id);
      if (seen === undefined || v.business_date < seen) firstVisit.set(v.customer_id, v.business_date);
    }
    const months = monthsOf(from, to);
    return customerReports(visits, months).flatMap((report, i) =>
      report.lists.new
        .filter((customerId) => {
          const first = firstVisit.get(customerId) ?? '';
          return first >= from && first <= to;
        })
        .map((customerId) => ({ customerId, locationId, month: monthIndex(months[i]) })),
    );
  });
}

/** lost_customers_one_visit(M) of one location. */
export async function oneVisitLostEntries(
  deps: AppDeps,
  locationId: number,
  month: YearMonth,
): Promise<ListEntry[]> {
  const visits = await loadVisitWindow(deps, locationId, {
    from: firstDay(shiftMonth(month, -LOOK_BACK)),
    to: lastDay(month),
    withHistory: true,
    seenIn: lostSeenIn([month]),
  });
  const m = monthIndex(month);
  return sortEntries(
    customerReport(visits, month).lists.lost_one_visit.map((customerId) => ({
      customerId,
      locationId,
      month: m,
    })),
  );
}

/** recovered_customer(M) of one location for every month M that from..to touches. */
export async function recoveredEntries(
  deps: AppDeps,
  locationId: number,
  from: string,
  to: string,
): Promise<ListEntry[]> {
  const months = monthsOf(from, to);
  const visits = await loadVisitWindow(deps, locationId, {
    from: firstDay(shiftMonth(months[0], -LOOK_BACK)),
    to: lastDay(months[months.length - 1]),
    withHistory: true,
    // A recovered customer comes back in M: seen in the months themselves.
    seenIn: { from: firstDay(months[0]), to: lastDay(months[months.length - 1]) },
  });
  return sortEntries(
    customerReports(visits, months).flatMap((report, i) =>
      report.lists.recovered.map((recovered) => ({
        customerId: recovered.customer_id,
        locationId,
        month: monthIndex(months[i]),
        recovered,
      })),
    ),
  );
}

/** One page of a list, with the row of each customer on it (only the page's customers are read). */
export async function pageRows<R>(
  deps: AppDeps,
  partnerId: number,
  entries: readonly ListEntry[],
  paging: Paging,
  build: (row: CustomerRowData, entry: ListEntry) => R,
): Promise<{ items: R[]; total: number }> {
  const found = await searchEntries(deps, partnerId, entries, paging.search);
  const start = (paging.page_num - 1) * paging.page_size;
  const page = found.slice(start, start + paging.page_size);
  const rows = await customerRows(
    deps,
    partnerId,
    page.map((e) => e.customerId),
  );
  const items: R[] = [];
  for (const entry of page) {
    const row = rows.get(entry.customerId);
    if (row) items.push(build(row, entry));
  }
  return { items, total: found.length };
}

export const plainRow = (row: CustomerRowData) => listRow(row);

export function recoveredRow(row: CustomerRowData, entry: ListEntry): RecoveredCustomerRow {
  const r = entry.recovered;
  if (!r) throw new Error('recovered entry without its recovery');
  return {
    ...listRow(row),
    current_last_seen: r.current_last_seen,
    previous_last_seen: r.previous_last_seen,
    lost_customer_month: r.lost_customer_month,
    lost_customer_year: r.lost_customer_year,
  };
}

/**
 * Duplicate groups of one location (kpis.md §6, findDuplicateGroups), paged by group. Every
 * customer of the location that has not been merged away is a candidate: only the id, names,
 * phones and e-mails are read for the grouping; the full rows only for the page's groups.
 */
export async function duplicateGroupsPage(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  paging: Paging,
): Promise<{ items: DuplicateGroup[]; total: number }> {
  // Only the customers that share a duplicate key with another can be in a group: at a shop of
  // 40,000 customers that is a few hundred, where reading them all took most of a second.
  const candidates = await deps.database.rows<Omit<DuplicateCandidate, 'first_seen'>>(sql`
    SELECT c.id, c.first_name, c.last_name, c.phone_numbers, c.email_addresses FROM customers c
    WHERE c.partner_id = ${partnerId} AND c.id IN (
      SELECT unnest(shared.ids) FROM (
        SELECT array_agg(k.id) AS ids
        FROM customers k, unnest(k.duplicate_keys) AS key
        WHERE k.partner_id = ${partnerId} AND k.location_id = ${locationId} AND k.merged_into_id IS NULL
        GROUP BY key HAVING count(*) > 1
      ) shared)
    ORDER BY c.id`);
  const allGroups = findDuplicateGroups<DuplicateCandidate>(
    candidates.map((c) => ({ ...c, first_seen: null })),
  );

  // A search keeps the groups with a matching member (each group whole, so a merge stays visible).
  const search = paging.search;
  const groups = search
    ? allGroups.filter((group) => group.some((c) => customerMatches(c, search)))
    : allGroups;
  const start = (paging.page_num - 1) * paging.page_size;
  const page = groups.slice(start, start + paging.page_size);
  const rows = await customerRows(
    deps,
    partnerId,
    page.flatMap((g) => g.map((c) => c.id)),
  );
  const items = page.map((group): DuplicateGroup => {
    const members = group.map((c) => rows.get(c.id)).filter((r): r is CustomerRowData => r !== undefined);
    // The survivor rule reads first_seen: the business date of the first counted visit.
    const survivor = mergeSurvivor(
      members.map((r) => ({
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        phone_numbers: r.phone_numbers,
        email_addresses: r.email_addresses,
        first_seen: r.first_seen,
      })),
    );
    return { group_id: group[0].id, survivor_id: survivor.id, customers: members };
  });
  return { items, total: groups.length };
}
