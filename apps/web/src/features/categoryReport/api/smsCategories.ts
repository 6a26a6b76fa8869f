import { smsCategorySchema, buildPath, paths } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { CATEGORY_REPORT_KEY } from './keys';

/** GET /category/{partnerId}/sms-category/{locationId}: the shop system's categories of the location. */
export function useSmsCategories(partnerId: number, locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [CATEGORY_REPORT_KEY, 'sms', partnerId, locationId],
    queryFn: ({ signal }) => api(buildPath(paths.smsCategories, { partnerId, locationId: locationId! }), { schema: z.array(smsCategorySchema), signal }),
    enabled: enabled && locationId !== null,
    meta: { errorToastKey: 'categoryReport.errors.categories' },
  });
}
