import { type ClientEmailView, type PageOf, buildPath, paths } from '@rlo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EMPLOYEE_COMMENTS_KEY } from './keys';

export type { ClientEmailView };

export interface ClientEmailPage {
  page: number;
  pageSize: number;
}

export function getClientEmails(
  partnerId: number,
  locationId: number,
  { page, pageSize }: ClientEmailPage,
  signal?: AbortSignal,
) {
  return api<PageOf<ClientEmailView>>(buildPath(paths.clientEmails, { partnerId }), {
    query: { location_id: locationId, page_num: page, page_size: pageSize },
    signal,
  });
}

export function clientEmailsQueryOptions(partnerId: number, locationId: number, paging: ClientEmailPage) {
  return queryOptions({
    queryKey: [EMPLOYEE_COMMENTS_KEY, 'client-emails', partnerId, locationId, paging],
    queryFn: ({ signal }) => getClientEmails(partnerId, locationId, paging, signal),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'employeeComments.errors.emails' },
  });
}

export function useClientEmails(partnerId: number, locationId: number, paging: ClientEmailPage) {
  return useQuery(clientEmailsQueryOptions(partnerId, locationId, paging));
}
