import { type CategoryReportRequest, type CategoryReportResult, buildPath, paths } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /category/{partnerId}/category-report-sa-tech/{locationId}: the figures of some advisors or technicians (sms only). */
export function getCategoryReportSaTech(
  partnerId: number,
  locationId: number,
  body: CategoryReportRequest,
  signal?: AbortSignal,
): Promise<CategoryReportResult> {
  return api<CategoryReportResult>(buildPath(paths.categoryReportSaTech, { partnerId, locationId }), { method: 'POST', body, signal });
}
