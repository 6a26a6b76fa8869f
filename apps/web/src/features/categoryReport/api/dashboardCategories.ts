import { dashboardCategorySchema, paths } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { CATEGORY_REPORT_KEY } from './keys';

/** GET /category/dashboard-category: the product's fixed category list. */
export function useDashboardCategories(enabled: boolean) {
  return useQuery({
    queryKey: [CATEGORY_REPORT_KEY, 'dashboard'],
    queryFn: ({ signal }) => api(paths.dashboardCategories, { schema: z.array(dashboardCategorySchema), signal }),
    enabled,
    staleTime: Infinity,
    meta: { errorToastKey: 'categoryReport.errors.categories' },
  });
}
