import { RECOVERED_SINGLE_LOCATION_MESSAGE, statusTitle, type CustomerListRow } from '@rlo/contract';
import { endOfMonth, format } from 'date-fns';
import { ApiError } from '@/lib/api';
import type { LocationScope } from '../utils/locations';
import { DASHBOARD_QUERY_KEY } from './keys';

/** What every customer list preview is asked for: one chart month, one page. */
export interface CustomerListParams {
  partnerId: number;
  scope: LocationScope;
  year: number;
  month: number;
  pageNum: number;
  pageSize: number;
  /** Name, company, e-mail or phone: the server filters before paging. */
  search?: string;
}

/** The from..to of the range lists: the whole month (the server's lists go by months touched). */
export function monthRange({ year, month }: Pick<CustomerListParams, 'year' | 'month'>) {
  const first = new Date(year, month - 1, 1);
  return { from: format(first, 'yyyy-MM-dd'), to: format(endOfMonth(first), 'yyyy-MM-dd') };
}

export function pageQuery({ pageNum, pageSize, search }: Pick<CustomerListParams, 'pageNum' | 'pageSize' | 'search'>) {
  return { page_num: pageNum, page_size: pageSize, search: search?.trim() || undefined };
}

export const CUSTOMER_LIST_KINDS = [
  'new',
  'lost',
  'active',
  'recovered',
  'oneVisitLost',
  'duplicate',
] as const;
export type CustomerListKind = (typeof CUSTOMER_LIST_KINDS)[number];

/** One row of any list, as the dialog shows it; the recovered and duplicate lists add their fields. */
export interface CustomerListItem extends CustomerListRow {
  rowKey: string;
  current_last_seen?: string;
  previous_last_seen?: string;
  lost_customer_month?: number;
  lost_customer_year?: number;
  /** Duplicate groups: the rows of one group share it. */
  group_id?: number;
  /** Duplicate groups: the customer a merge would keep. */
  survivor?: boolean;
}

export interface CustomerListView {
  items: CustomerListItem[];
  /** Rows in all pages (duplicates: groups). */
  total: number;
}

export function listView(page: { items: CustomerListRow[]; total: number }): CustomerListView {
  return {
    // A customer may appear once per month of a range: the month is not a field, the index keeps keys unique.
    items: page.items.map((row, index) => ({ ...row, rowKey: `${row.location_id}-${row.id}-${index}` })),
    total: page.total,
  };
}

export function customerListKey(kind: CustomerListKind, params: CustomerListParams) {
  return [DASHBOARD_QUERY_KEY, 'customer-list', kind, params] as const;
}

/**
 * The one-visit and duplicate lists exist per location only. On All locations they fail the way the
 * server fails the recovered list (400), without a call, so the dialog gives the same hint.
 */
export function singleLocationOf(scope: LocationScope): number {
  if (scope === 'all') {
    throw new ApiError({ status: 400, title: statusTitle(400), message: RECOVERED_SINGLE_LOCATION_MESSAGE });
  }
  return scope;
}
