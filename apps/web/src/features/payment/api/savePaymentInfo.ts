import { type PaymentInfo, buildPath, paths } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentInfoQueryKey } from './paymentInfo';

export interface SavePaymentInfoVariables {
  partnerId: number;
  /** The provider's token: the only thing about the card our server ever receives. */
  token: string;
}

/** POST /{partnerId}/payment-info {token}. 473: the provider declined the card (its message). */
export function savePaymentInfo({ partnerId, token }: SavePaymentInfoVariables): Promise<PaymentInfo> {
  return api<PaymentInfo>(buildPath(paths.paymentInfo, { partnerId }), { method: 'POST', body: { token }});
}

export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInfo,
    onSuccess: (info, { partnerId }) => queryClient.setQueryData(paymentInfoQueryKey(partnerId), info),
  });
}
