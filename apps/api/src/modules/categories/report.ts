import type { CategoryReportRequest, CategoryReportResult } from '@rlo/contract';
import { addCategorySums, categoryEntries, categoryTotal, emptyCategorySums, type CategorySums } from '../../analytics';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { categorySums, employeeSums, locationEmployees, type SumRow, type Window } from './report-queries';
import { reportedCategories, reverseOf } from './report-scope';

type Kind = SumRow['kind'];

/** The parts and labors maps: every reported category, its sms categories' rows summed under it; and their total. */
function figureMaps(scope: Map<number, number[]>, rows: SumRow[]) {
  const reverse = reverseOf(scope);
  const sums = new Map<number, Record<Kind, CategorySums>>();
  for (const id of scope.keys()) sums.set(id, { part: emptyCategorySums(), labor: emptyCategorySums() });
  for (const row of rows) {
    const entry = sums.get(reverse.get(row.categoryId) ?? Number.NaN);
    if (entry) entry[row.kind] = addCategorySums(entry[row.kind], row.sums);
  }
  const parts: CategoryReportResult['parts'] = {};
  const labors: CategoryReportResult['labors'] = {};
  for (const [id, { part, labor }] of sums) {
    const entries = categoryEntries(part, labor);
    parts[id] = entries.parts;
    labors[id] = entries.labors;
  }
  return { parts, labors, total: categoryTotal([...sums.values()]) };
}

/** Sold cents (parts + labor) per (reported category, employee), hidden employees left out. */
function employeeEntries(scope: Map<number, number[]>, rows: SumRow[], shown: Set<number>) {
  const reverse = reverseOf(scope);
  const sold = new Map<string, { category: number; employeeId: number; soldCents: number }>();
  for (const row of rows) {
    const category = reverse.get(row.categoryId);
    if (category === undefined || row.employeeId === null || !shown.has(row.employeeId)) continue;
    const key = `${category}:${row.employeeId}`;
    const entry = sold.get(key) ?? { category, employeeId: row.employeeId, soldCents: 0 };
    entry.soldCents += row.sums.sold_cents;
    sold.set(key, entry);
  }
  return [...sold.values()].sort((a, b) => a.category - b.category || a.employeeId - b.employeeId);
}

/**
 * The category report of one location. `byEmployees` (the sa-tech call) restricts the parts and
 * labors maps to the lines of the given advisors or technicians; otherwise they are the shop's.
 * writerIds / techIds always restrict the writerCategory / techCategory entries.
 */
export async function categoryReport(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  body: CategoryReportRequest,
  byEmployees = false,
): Promise<CategoryReportResult> {
  const w: Window = { partnerId, locationId, startDate: body.startDate, endDate: body.endDate };
  const writerIds = body.writerIds?.length ? body.writerIds : null;
  const techIds = body.techIds?.length ? body.techIds : null;
  if (byEmployees) {
    if (body.categoryType !== 'sms') throw badRequest('This report is for sms categories only.', [{ path: 'categoryType', message: 'must be sms' }]);
    if ((writerIds === null) === (techIds === null)) {
      throw badRequest('Send writerIds or techIds (one of them).', [{ path: 'writerIds', message: 'send writerIds or techIds, not both or neither' }]);
    }
  }
  const scope = await reportedCategories(deps, partnerId, locationId, body.categoryType, body.categoryIds);
  const smsIds = [...new Set([...scope.values()].flat())];
  const [people, writerRows, techRows] = await Promise.all([
    locationEmployees(deps, partnerId, locationId),
    byEmployees && !writerIds ? Promise.resolve([]) : employeeSums(deps, 'writer', w, smsIds, writerIds),
    byEmployees && !techIds ? Promise.resolve([]) : employeeSums(deps, 'tech', w, smsIds, techIds),
  ]);
  const shopRows = byEmployees ? (writerIds ? writerRows : techRows) : await categorySums(deps, w, smsIds);
  const shown = people.filter((p) => !p.hide);
  const shownIds = new Set(shown.map((p) => p.id));
  return {
    ...figureMaps(scope, shopRows),
    writerCategory: employeeEntries(scope, writerRows, shownIds).map(({ employeeId, ...e }) => ({ ...e, writerId: employeeId })),
    techCategory: employeeEntries(scope, techRows, shownIds).map(({ employeeId, ...e }) => ({ ...e, techId: employeeId })),
    writers: shown.filter((p) => p.serviceAdvisor).map(({ id, fullName }) => ({ id, fullName })),
    techs: shown.filter((p) => p.technician).map(({ id, fullName }) => ({ id, fullName })),
  };
}
