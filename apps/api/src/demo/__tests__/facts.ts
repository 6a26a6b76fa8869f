// One pass over a location's generated ROs, keeping only the facts the tests check (so three years
// of ROs never sit in memory at once).
import { createHash } from 'node:crypto';
import { canonicalRepairOrderSchema } from '@rlo/contract';
import { businessDate } from '../../analytics/dates';
import { generateRepairOrders } from '../generate';
import type { CanonicalCustomer, CanonicalRo, DemoLocationPlan } from '../types';

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})$/;

/** The wall-clock time of an instant in a zone, by Intl alone (independent of the generator's code). */
const clocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: number, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** Problems with a timestamp: its shape, or a wall time that is not the zone's at that instant. */
function timestampProblem(value: string, timeZone: string): string | null {
  const m = TIMESTAMP.exec(value);
  if (!m) return `${value}: not YYYY-MM-DDTHH:MM:SS±HH:MM`;
  const wall = wallClock(Date.parse(value), timeZone);
  return wall === `${m[1]}T${m[2]}` ? null : `${value}: is ${wall} in ${timeZone}`;
}

export interface LocationFacts {
  hash: string;
  batchSizes: number[];
  count: number;
  statuses: Record<string, number>;
  /** CLOSED ROs per business date. */
  closedPerDay: Map<string, number>;
  /** Business dates of any RO with a closed timestamp (CLOSED or DELETED). */
  closedDates: Set<string>;
  openDates: Set<string>;
  /** Business dates of each customer's CLOSED ROs, by external id, oldest first. */
  visits: Map<string, string[]>;
  customers: Map<string, CanonicalCustomer>;
  problems: string[];
  offsetsByMonth: Map<string, Set<string>>;
  categories: Set<string>;
  employees: Set<string>;
  sources: Set<string | null>;
  /** Labor sold and sold seconds of CLOSED ROs by month of business date ('YYYY-MM'). */
  laborByMonth: Map<string, { labor: number; soldSeconds: number }>;
  /** Labor lines sold at no charge (comebacks), and labor lines in all. */
  noChargeLines: number;
  laborLines: number;
  money: {
    sold: number;
    closed: number;
    labor: number;
    laborCost: number;
    parts: number;
    partsCost: number;
    soldSeconds: number;
    actualSeconds: number;
  };
}

function soldOf(ro: CanonicalRo): number {
  const sum = (lines: { sold_price_cents: number }[]) => lines.reduce((s, l) => s + l.sold_price_cents, 0);
  return sum(ro.labor) + sum(ro.parts) + sum(ro.sublets) + sum(ro.fees) - ro.discount_cents;
}

export function hashOf(plan: DemoLocationPlan, today: string): string {
  const hash = createHash('sha256');
  for (const batch of generateRepairOrders(plan, { today })) hash.update(JSON.stringify(batch));
  return hash.digest('hex');
}

export function factsOf(plan: DemoLocationPlan, today: string): LocationFacts {
  const hash = createHash('sha256');
  const f: LocationFacts = {
    hash: '',
    batchSizes: [],
    count: 0,
    statuses: {},
    closedPerDay: new Map(),
    closedDates: new Set(),
    openDates: new Set(),
    visits: new Map(),
    customers: new Map(),
    problems: [],
    offsetsByMonth: new Map(),
    categories: new Set(),
    employees: new Set(),
    sources: new Set(),
    laborByMonth: new Map(),
    noChargeLines: 0,
    laborLines: 0,
    money: {
      sold: 0,
      closed: 0,
      labor: 0,
      laborCost: 0,
      parts: 0,
      partsCost: 0,
      soldSeconds: 0,
      actualSeconds: 0,
    },
  };
  const zone = plan.timezone;
  for (const batch of generateRepairOrders(plan, { today })) {
    hash.update(JSON.stringify(batch));
    f.batchSizes.push(batch.length);
    for (const ro of batch) {
      const n = f.count++;
      f.statuses[ro.status] = (f.statuses[ro.status] ?? 0) + 1;
      const parsed = canonicalRepairOrderSchema.safeParse(ro);
      if (!parsed.success) f.problems.push(`${ro.external_id}: ${parsed.error.message}`);
      else if (n % 101 === 0 && JSON.stringify(parsed.data) !== JSON.stringify(ro))
        f.problems.push(`${ro.external_id}: changed by the schema`);
      for (const t of [ro.opened, ro.closed, ro.modified]) {
        if (t === null) continue;
        const problem =
          n % 7 === 0 ? timestampProblem(t, zone) : TIMESTAMP.test(t) ? null : `${t}: bad shape`;
        if (problem) f.problems.push(`${ro.external_id}: ${problem}`);
      }
      const month = ro.opened.slice(5, 7);
      if (!f.offsetsByMonth.has(month)) f.offsetsByMonth.set(month, new Set());
      f.offsetsByMonth.get(month)?.add(ro.opened.slice(19));
      for (const l of ro.labor) if (l.category) f.categories.add(l.category.name);
      for (const e of [ro.writer, ro.technician, ...ro.labor.map((l) => l.technician)])
        if (e) f.employees.add(e.external_id);
      const expectedTax = Math.round(
        (ro.parts.reduce((s, p) => s + p.sold_price_cents, 0) * plan.taxRatePercent) / 100,
      );
      if (ro.tax_cents !== expectedTax)
        f.problems.push(`${ro.external_id}: tax ${ro.tax_cents}, expected ${expectedTax}`);
      if (!f.customers.has(ro.customer.external_id)) {
        f.customers.set(ro.customer.external_id, ro.customer);
        f.sources.add(ro.customer.marketing_source);
      }
      if (ro.status === 'OPEN') f.openDates.add(ro.opened.slice(0, 10));
      if (ro.closed === null) {
        if (ro.status === 'CLOSED' || ro.status === 'DELETED')
          f.problems.push(`${ro.external_id}: ${ro.status} without closed`);
        continue;
      }
      if (ro.status === 'OPEN' || ro.status === 'ESTIMATE')
        f.problems.push(`${ro.external_id}: ${ro.status} with closed`);
      if (Date.parse(ro.closed) <= Date.parse(ro.opened))
        f.problems.push(`${ro.external_id}: closed before opened`);
      const date = businessDate(ro.closed, zone);
      f.closedDates.add(date);
      if (ro.status !== 'CLOSED') continue;
      f.closedPerDay.set(date, (f.closedPerDay.get(date) ?? 0) + 1);
      const list = f.visits.get(ro.customer.external_id) ?? [];
      list.push(date);
      f.visits.set(ro.customer.external_id, list);
      const ofMonth = f.laborByMonth.get(date.slice(0, 7)) ?? { labor: 0, soldSeconds: 0 };
      for (const l of ro.labor) {
        ofMonth.labor += l.sold_price_cents;
        ofMonth.soldSeconds += l.sold_seconds;
        f.laborLines++;
        if (l.sold_price_cents === 0) f.noChargeLines++;
      }
      f.laborByMonth.set(date.slice(0, 7), ofMonth);
      const m = f.money;
      m.closed++;
      m.sold += soldOf(ro);
      m.labor += ro.labor.reduce((s, l) => s + l.sold_price_cents, 0);
      m.laborCost += ro.labor.reduce((s, l) => s + l.cost_cents, 0);
      m.soldSeconds += ro.labor.reduce((s, l) => s + l.sold_seconds, 0);
      m.actualSeconds += ro.labor.reduce((s, l) => s + l.actual_seconds, 0);
      const parts = ro.parts.filter((p) => p.kind === 'part');
      m.parts += parts.reduce((s, p) => s + p.sold_price_cents, 0);
      m.partsCost += parts.reduce((s, p) => s + p.cost_cents, 0);
    }
  }
  f.hash = hash.digest('hex');
  return f;
}
