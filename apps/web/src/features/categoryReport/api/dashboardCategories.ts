import { paths, type DashboardCategory } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CATEGORY_REPORT_KEY } from './keys';

/** GET /category/dashboard-category: the product's fixed category list. */
export function useDashboardCategories(enabled: boolean) {
  return useQuery({
    queryKey: [CATEGORY_REPORT_KEY, 'dashboard'],
    queryFn: ({ signal }) => api<DashboardCategory[]>(paths.dashboardCategories, { signal }),
    enabled,
    staleTime: Infinity,
    meta: { errorToastKey: 'categoryReport.errors.categories' },
  });
}
