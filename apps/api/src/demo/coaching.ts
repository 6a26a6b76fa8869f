// The demo coach and a few comments of each kind on the demo partner's first location, written
// relative to the demo's "today" so that the lists always look recent. Deterministic: fixed texts,
// the location's newest counted ROs by date and number.
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { KpiType } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { assignCoach, createCoach } from '../modules/coaches/service';
import { DEMO_PASSWORD } from './sign-ins';

export const DEMO_COACH = { email: 'coach@demo-auto.com', password: DEMO_PASSWORD, name: 'Casey Coach' } as const;

interface DemoComment {
  kpiType: KpiType;
  daysAgo: number;
  title: string;
  description: string;
  chartGroup?: string;
  chartType?: string;
  read?: boolean;
}

const COMMENTS: DemoComment[] = [
  { kpiType: 'KPI_ONLY', daysAgo: 1, chartGroup: 'key_indicators', chartType: 'average_sale_cents', title: 'Average RO is slipping', description: 'Your average repair order dropped this month. Walk every vehicle before handing back the keys and present the open recommendations on each visit: two extra approved items a day bring it back above last year.' },
  { kpiType: 'KPI_ONLY', daysAgo: 6, chartGroup: 'gross_profit', chartType: 'gross_profit_cents', title: 'Parts margin', description: 'Parts gross profit is below the 45% we agreed on. Check the matrix on tires and batteries first.', read: true },
  { kpiType: 'KPI_ONLY', daysAgo: 13, chartGroup: 'repair_order_analysis', chartType: 'sale_count', title: 'Car count', description: 'Car count is steady; keep the reminder calls going on Mondays.', read: true },
  { kpiType: 'EMAIL_KPI', daysAgo: 2, chartGroup: 'key_indicators', chartType: 'gross_sales_cents', title: 'Daily summary: strong Tuesday', description: 'Yesterday was your best Tuesday this quarter. Share it with the team at the morning meeting.' },
  { kpiType: 'EMAIL_KPI', daysAgo: 9, chartGroup: 'miscellaneous', chartType: 'total_discount_cents', title: 'Discounts in the daily e-mail', description: 'Discounts were high last week. Agree on who may give a discount and how much before the next busy day.', read: true },
];

const RO_COMMENTS = [
  { title: 'Great upsell', description: 'Nice work on this one: the maintenance package was presented and sold with the brake job.' },
  { title: 'Labor hours look low', description: 'Sold hours on this RO look low for the work done. Check the labor guide times the technician used.' },
];

/** Creates the demo coach, assigns them to the partner and writes the demo comments. */
export async function loadDemoCoaching(deps: AppDeps, partnerId: number, locationId: number, today: string): Promise<void> {
  const { db } = deps.database;
  const { coachId } = await createCoach(deps, DEMO_COACH);
  await assignCoach(deps, coachId, partnerId);
  const { repairOrders, coachComments } = schema;
  const ros = await db
    .select({ id: repairOrders.id, orderNumber: repairOrders.orderNumber })
    .from(repairOrders)
    .where(and(eq(repairOrders.locationId, locationId), eq(repairOrders.status, 'CLOSED')))
    .orderBy(desc(repairOrders.businessDate), desc(repairOrders.orderNumber))
    .limit(RO_COMMENTS.length);
  const at = (daysAgo: number) => new Date(Date.parse(`${today}T15:00:00Z`) - daysAgo * 86_400_000);
  const base = { partnerId, locationId, coachId, coachName: DEMO_COACH.name };
  await db.insert(coachComments).values([
    ...COMMENTS.map((c) => ({ ...base, ...c, read: c.read ?? false, createdAt: at(c.daysAgo) })),
    ...ros.map((ro, i) => ({
      ...base,
      ...RO_COMMENTS[i],
      kpiType: 'REPAIR_ORDER' as const,
      reference: ro.orderNumber,
      repairOrderId: ro.id,
      read: i > 0,
      createdAt: at(i * 4 + 3),
    })),
  ]);
}
