import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CategoryRepairOrdersQuery, RepairOrderSummary } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/http-error';
import { linesOfRo } from '../../ingest/lines';
import { intArray } from '../../ingest/sql';
import { summaryPage } from '../repair-orders/queries';

const { repairOrders, mappedCategories } = schema;

const idsOf = (list: string) => (list === '' ? [] : list.split(',').map(Number));

/** The sms categories asked for: the one sms category, or those mapped onto the dashboard category at these locations. */
async function smsCategoriesOf(
  deps: AppDeps,
  partnerId: number,
  q: CategoryRepairOrdersQuery,
): Promise<number[]> {
  if (q.categoryId !== undefined) return [q.categoryId];
  const rows = await deps.database.db
    .select({ mappedCategory: mappedCategories.mappedCategory })
    .from(mappedCategories)
    .where(
      and(
        eq(mappedCategories.partnerId, partnerId),
        inArray(mappedCategories.locationId, q.locationIds),
        eq(mappedCategories.dashboardCategoryId, q.dashboardCategoryId ?? 0),
      ),
    );
  return [...new Set(rows.flatMap((r) => idsOf(r.mappedCategory)))];
}

/**
 * The category report's drill-down (3-operations §5, §7): one page of the counted ROs of the
 * locations, in at most 7 business dates (the query schema refuses more), that have a line of the
 * category — of the advisor's ROs, or of the technician's lines, when one is given (the same
 * attribution as the report). The only category call that reads repair orders: the date bound and
 * the (location, status, business_date) index keep it to a week of them.
 */
export async function categoryRepairOrders(
  deps: AppDeps,
  partnerId: number,
  q: CategoryRepairOrdersQuery,
): Promise<{ items: RepairOrderSummary[]; total: number }> {
  // The tenancy guard has checked locationIds; partnerIds is this call's own list.
  if (q.partnerIds.some((id) => id !== partnerId)) throw forbidden();
  const smsIds = await smsCategoriesOf(deps, partnerId, q);
  if (smsIds.length === 0) return { items: [], total: 0 };
  const cats = intArray(smsIds);
  const labor = q.techId === undefined ? sql`` : sql` AND l.technician_id = ${q.techId}`;
  const part = q.techId === undefined ? sql`` : sql` AND ${repairOrders.technicianId} = ${q.techId}`;
  const hasLine = sql`(
    EXISTS (SELECT 1 FROM ${linesOfRo('labor', 'l', 'repair_orders')} WHERE l.category_id = ANY(${cats})${labor})
    OR (EXISTS (SELECT 1 FROM ${linesOfRo('part', 'p', 'repair_orders')} WHERE p.category_id = ANY(${cats}))${part}))`;
  const where = and(
    inArray(repairOrders.locationId, q.locationIds),
    eq(repairOrders.status, 'CLOSED'),
    between(repairOrders.businessDate, q.startDate, q.endDate),
    q.writerId === undefined ? undefined : eq(repairOrders.writerId, q.writerId),
    hasLine,
  );
  return summaryPage(deps, partnerId, where, { page_num: q.pageNum, page_size: q.pageSize });
}
