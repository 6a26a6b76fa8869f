import { buildPath, paths, type SmsCategory } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CATEGORY_REPORT_KEY } from './keys';

/** GET /category/{partnerId}/sms-category/{locationId}: the shop system's categories of the location. */
export function useSmsCategories(partnerId: number, locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [CATEGORY_REPORT_KEY, 'sms', partnerId, locationId],
    queryFn: ({ signal }) => api<SmsCategory[]>(buildPath(paths.smsCategories, { partnerId, locationId: locationId! }), { signal }),
    enabled: enabled && locationId !== null,
    meta: { errorToastKey: 'categoryReport.errors.categories' },
  });
}
