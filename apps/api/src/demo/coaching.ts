// The demo coach and a year of comments of each kind on the demo partner's first location, written
// relative to the demo's "today" so that the lists always look recent, with older ones spread over
// the months before. Deterministic: fixed texts, and for an RO comment the location's newest
// counted RO on or before its day, by date and number.
import { and, desc, eq, lte } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { KpiType } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { addDays } from '../analytics/dates';
import { assignCoach, createCoach } from '../modules/coaches/service';
import { DEMO_PASSWORD } from './sign-ins';

export const DEMO_COACH = { email: 'coach@demo-auto.com', password: DEMO_PASSWORD, name: 'Casey Coach' } as const;

interface DemoComment {
  kpiType: Exclude<KpiType, 'REPAIR_ORDER'>;
  daysAgo: number;
  title: string;
  description: string;
  chartGroup?: string;
  chartType?: string;
  read?: boolean;
}

/** KPI-only and e-mail comments, newest first; all but the newest few are read. */
export const DEMO_COMMENTS: DemoComment[] = [
  { kpiType: 'KPI_ONLY', daysAgo: 1, chartGroup: 'key_indicators', chartType: 'average_sale_cents', title: 'Average RO is slipping', description: 'Your average repair order dropped this month. Walk every vehicle before handing back the keys and present the open recommendations on each visit: two extra approved items a day bring it back above last year.' },
  { kpiType: 'EMAIL_KPI', daysAgo: 2, chartGroup: 'key_indicators', chartType: 'gross_sales_cents', title: 'Daily summary: strong Tuesday', description: 'Yesterday was your best Tuesday this quarter. Share it with the team at the morning meeting.' },
  { kpiType: 'KPI_ONLY', daysAgo: 13, chartGroup: 'gross_profit', chartType: 'parts_gross_profit_rate', title: 'Parts margin', description: 'Parts gross profit is below the 45% we agreed on. Check the matrix on tires and batteries first.', read: true },
  { kpiType: 'EMAIL_KPI', daysAgo: 27, chartGroup: 'miscellaneous', chartType: 'total_discount_cents', title: 'Discounts in the daily e-mail', description: 'Discounts were high last week. Agree on who may give a discount and how much before the next busy day.', read: true },
  { kpiType: 'KPI_ONLY', daysAgo: 44, chartGroup: 'repair_order_analysis', chartType: 'sale_count', title: 'Car count', description: 'Car count is steady; keep the reminder calls going on Mondays.', read: true },
  { kpiType: 'KPI_ONLY', daysAgo: 71, chartGroup: 'key_indicators', chartType: 'effective_labor_rate_cents', title: 'Effective labor rate after the specials', description: 'The labor special brought cars in, but your effective labor rate fell a few dollars for the month. Next time, run the special on parts and keep labor at the posted rate.', read: true },
  { kpiType: 'EMAIL_KPI', daysAgo: 98, chartGroup: 'key_indicators', chartType: 'gross_sales_cents', title: 'Read the daily e-mail before the huddle', description: 'Start the morning huddle with yesterday\'s figures from the daily e-mail: car count, ARO and hours sold. Five minutes, every day.', read: true },
  { kpiType: 'KPI_ONLY', daysAgo: 126, chartGroup: 'gross_profit', chartType: 'labor_gross_profit_rate', title: 'Labor gross profit', description: 'Labor gross profit is healthy at this rate. Keep technician efficiency above 100% by dispatching the longer jobs first thing in the morning.', read: true },
  { kpiType: 'KPI_ONLY', daysAgo: 160, chartGroup: 'repair_order_analysis', chartType: 'sale_count', title: 'A/C season', description: 'A/C work picks up with the first hot weeks. Stock refrigerant and make the A/C check part of every inspection.', read: true },
  { kpiType: 'EMAIL_KPI', daysAgo: 190, chartGroup: 'miscellaneous', chartType: 'total_discount_cents', title: 'Fewer coupons', description: 'Coupons were on one RO in five last month. Keep them for new customers and for approved work over $500.', read: true },
  { kpiType: 'KPI_ONLY', daysAgo: 228, chartGroup: 'key_indicators', chartType: 'effective_labor_rate_cents', title: 'New labor rate', description: 'The labor rate increase went through without complaints. Review it once a year against the shops around you, in Measure My Shop.', read: true },
];

/** RO comments: on the newest counted RO on or before `daysAgo`, written the day after it. */
export const DEMO_RO_COMMENTS = [
  { daysAgo: 3, title: 'Great upsell', description: 'Nice work on this one: the maintenance package was presented and sold with the brake job.' },
  { daysAgo: 35, title: 'Labor hours look low', description: 'Sold hours on this RO look low for the work done. Check the labor guide times the technician used.', read: true },
  { daysAgo: 112, title: 'Comeback written up well', description: 'The comeback was recorded at no charge with the original RO in the notes: that is how we want them, so we can count them.', read: true },
  { daysAgo: 205, title: 'Recommendations declined', description: 'Three safety items were declined here. Call the customer within two weeks with the estimate, and note the call on the RO.', read: true },
];

/** Creates the demo coach, assigns them to the partner and writes the demo comments. */
export async function loadDemoCoaching(deps: AppDeps, partnerId: number, locationId: number, today: string): Promise<void> {
  const { db } = deps.database;
  const { coachId } = await createCoach(deps, DEMO_COACH);
  await assignCoach(deps, coachId, partnerId);
  const { repairOrders, coachComments } = schema;
  const at = (date: string) => new Date(`${date}T15:00:00Z`);
  const base = { partnerId, locationId, coachId, coachName: DEMO_COACH.name };
  const onRos = [];
  for (const [i, c] of DEMO_RO_COMMENTS.entries()) {
    const [ro] = await db
      .select({ id: repairOrders.id, orderNumber: repairOrders.orderNumber, date: repairOrders.businessDate })
      .from(repairOrders)
      .where(
        and(
          eq(repairOrders.locationId, locationId),
          eq(repairOrders.status, 'CLOSED'),
          lte(repairOrders.businessDate, addDays(today, -c.daysAgo)),
        ),
      )
      .orderBy(desc(repairOrders.businessDate), desc(repairOrders.orderNumber))
      .limit(1);
    if (!ro?.date) continue;
    onRos.push({
      ...base,
      kpiType: 'REPAIR_ORDER' as const,
      title: c.title,
      description: c.description,
      reference: ro.orderNumber,
      repairOrderId: ro.id,
      read: i > 0,
      createdAt: at(addDays(ro.date, 1)),
    });
  }
  await db.insert(coachComments).values([
    ...DEMO_COMMENTS.map((c) => ({ ...base, ...c, read: c.read ?? false, createdAt: at(addDays(today, -c.daysAgo)) })),
    ...onRos,
  ]);
}
