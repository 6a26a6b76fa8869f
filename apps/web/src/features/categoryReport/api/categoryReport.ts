import { type CategoryReportRequest, type CategoryReportResult, buildPath, paths } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /category/{partnerId}/category-report/{locationId}: the shop's figures per category. */
export function getCategoryReport(
  partnerId: number,
  locationId: number,
  body: CategoryReportRequest,
  signal?: AbortSignal,
): Promise<CategoryReportResult> {
  return api<CategoryReportResult>(buildPath(paths.categoryReport, { partnerId, locationId }), { method: 'POST', body, signal });
}
