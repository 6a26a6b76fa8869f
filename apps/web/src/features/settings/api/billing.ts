import { type BillingEntryList, buildPath, paths } from '@rlo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Page } from './users';

/** GET /{partnerId}/payments: the billing history, newest first. */
export function getBillingHistory(partnerId: number, { page, pageSize }: Page): Promise<BillingEntryList> {
  return api<BillingEntryList>(buildPath(paths.payments, { partnerId }), { query: { page_num: page + 1, page_size: pageSize }});
}

export function billingHistoryQueryOptions(partnerId: number, page: Page) {
  return queryOptions({
    queryKey: ['billing-history', partnerId, page.page, page.pageSize],
    queryFn: () => getBillingHistory(partnerId, page),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'settings.billing.loadFailed' },
  });
}

export function useBillingHistory(partnerId: number, page: Page) {
  return useQuery(billingHistoryQueryOptions(partnerId, page));
}
