// The dashboard calls of the requirement, through the real HTTP app (app.inject), signed in.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, SESSION_COOKIE, buildPath, paths } from '@rlo/contract';
import { timeSamples, type LatencyStats, type SampleOptions } from './stats';

export interface DashboardCall {
  name: string;
  /** The path under API_PREFIX, without the query string. */
  path: string;
  /** Query parameters besides location_id. */
  query?: string;
}

/** The calendar month before `today`'s: a whole month, the period issue 29's explanation target names. */
function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export type ScopeName = 'location' | 'all';

export function dashboardCalls(partnerId: number, today: string): DashboardCall[] {
  const p = partnerId;
  const month = previousMonth(today);
  return [
    { name: 'daily_summary', path: `/dashboard/${p}/reports/daily_summary` },
    { name: 'monthly_summary', path: `/${p}/reports/monthly_summary` },
    { name: 'specific_day_summary', path: `/${p}/reports/specific_day_summary` },
    { name: 'month_details', path: `/${p}/reports/monthly/${today.slice(0, 7)}/details` },
    { name: 'writer_stats_by_month', path: `/${p}/reports/writer_stats_by_month` },
    { name: 'tech_stats_by_month', path: `/${p}/reports/tech_stats_by_month` },
    { name: 'customers_by_month', path: `/${p}/reports/customers_by_month` },
    { name: 'marketing_sources_by_month', path: `/${p}/reports/marketing_sources_by_month` },
    { name: 'forcast_summary', path: `/dashboard/${p}/forcast_summary` },
    { name: 'quarterly_details', path: `/${p}/reports/quarterly/details` },
    { name: 'top_customers', path: `/${p}/reports/top_customers` },
    // "Explain this figure": GP % over a whole month, and the first page of its ROs by sales.
    { name: 'explain', path: `/${p}/reports/explain`, query: `metric=gross_profit_per&from=${month.from}&to=${month.to}` },
    {
      name: 'explain_repair_orders',
      path: `/${p}/reports/explain/repair-orders`,
      query: `metric=gross_profit_per&from=${month.from}&to=${month.to}&sort=total_sold_cents&order=desc`,
    },
  ];
}

/** A customer list the dashboard opens on demand, its first page (the dialog's 25 rows). */
export interface ListCall {
  name: string;
  scope: ScopeName;
  url: string;
}

/**
 * The customer lists of the customer report (2-dashboard §7) for last month: each opened from a
 * month's facts, so read one at a time rather than by every owner at 8 a.m. The benchmark times
 * them beside the dashboard's calls without a target. Duplicates, one-visit lost and recovered
 * exist for one location only.
 */
export function customerListCalls(partnerId: number, today: string, locationId: number): ListCall[] {
  const { from, to } = previousMonth(today);
  const [year, month] = from.split('-').map(Number);
  const url = (path: string, query: string) => `${API_PREFIX}${path}?${query}${query ? '&' : ''}page_num=1&page_size=25`;
  const range = `from=${from}&to=${to}`;
  const calls: ListCall[] = [];
  for (const [scope, where] of [['location', locationId], ['all', 'all']] as const) {
    calls.push(
      { name: 'lost_customers', scope, url: url(buildPath(paths.lostCustomers, { partnerId }), `location_id=${where}&${range}`) },
      { name: 'new_customers', scope, url: url(buildPath(paths.newCustomers, { partnerId }), `location_id=${where}&${range}`) },
      {
        name: 'active_customers',
        scope,
        url: url(buildPath(paths.activeCustomers, { partnerId }), `location_id=${where}&year=${year}&month=${month}`),
      },
    );
  }
  calls.push(
    {
      name: 'lost_one_visit',
      scope: 'location',
      url: url(buildPath(paths.oneVisitLostCustomers, { partnerId, locationId }), `year=${year}&month=${month}`),
    },
    { name: 'recovered_customers', scope: 'location', url: url(buildPath(paths.recoveredCustomers, { partnerId }), `location_id=${locationId}&${range}`) },
    { name: 'duplicate_customers', scope: 'location', url: url(buildPath(paths.duplicateCustomers, { partnerId, locationId }), '') },
  );
  return calls;
}

export const urlOf = (call: DashboardCall, locationId: number | 'all') =>
  `${API_PREFIX}${call.path}?location_id=${locationId}${call.query ? `&${call.query}` : ''}`;

/** Signs in through the login route; the Cookie header value to send. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<{ cookie: string; partnerId: number }> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/auth/login`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { email, password },
  });
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (response.statusCode !== 200 || !session) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
  const { partnerId } = response.json<{ partnerId: number }>();
  return { cookie: `${SESSION_COOKIE}=${session.value}`, partnerId };
}

/** One GET through the app; anything but 200 stops the benchmark (a failing call has no latency). */
export async function getOk(app: FastifyInstance, url: string, cookie?: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.body;
}

export function timeCall(app: FastifyInstance, url: string, cookie: string, options: SampleOptions): Promise<LatencyStats> {
  return timeSamples(() => getOk(app, url, cookie), options);
}
