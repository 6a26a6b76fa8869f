import { type PaymentInfo, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const paymentInfoQueryKey = (partnerId: number) => ['payment-info', partnerId] as const;

/** GET /{partnerId}/payment-info: the card on file, or nulls. */
export function getPaymentInfo(partnerId: number): Promise<PaymentInfo> {
  return api<PaymentInfo>(buildPath(paths.paymentInfo, { partnerId }));
}

export function paymentInfoQueryOptions(partnerId: number) {
  return queryOptions({ queryKey: paymentInfoQueryKey(partnerId), queryFn: () => getPaymentInfo(partnerId) });
}

export function usePaymentInfo(partnerId: number) {
  return useQuery(paymentInfoQueryOptions(partnerId));
}
