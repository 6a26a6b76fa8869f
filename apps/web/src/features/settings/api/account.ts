import { type Account, type AccountUpdate, buildPath, paths } from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const accountQueryKey = (partnerId: number) => ['account', partnerId] as const;

/** GET /account/{id}: the partner's account. */
export function getAccount(partnerId: number): Promise<Account> {
  return api<Account>(buildPath(paths.partnerAccount, { id: partnerId }));
}

export function accountQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: accountQueryKey(partnerId),
    queryFn: () => getAccount(partnerId),
    meta: { errorToastKey: 'settings.account.loadFailed' },
  });
}

export function useAccount(partnerId: number) {
  return useQuery(accountQueryOptions(partnerId));
}

/** POST /account/{id}: answers empty (204) on success (3-operations §8). */
export function updateAccount({ partnerId, details }: { partnerId: number; details: AccountUpdate }): Promise<void> {
  return api(buildPath(paths.partnerAccount, { id: partnerId }), { method: 'POST', body: details });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (_void, { partnerId }) => queryClient.invalidateQueries({ queryKey: accountQueryKey(partnerId) }),
  });
}

/** POST /delete-payment-info: forgets the card on file. */
export function removeCard(): Promise<void> {
  return api(paths.deletePaymentInfo, { method: 'POST' });
}

export function useRemoveCard(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey(partnerId) }),
  });
}
