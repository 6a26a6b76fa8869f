import { paths, type MessageResponse } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ResendRequest {
  partnerId: number;
  locationId: number;
  /** 'YYYY/MM/DD', the form the spec sends. */
  date: string;
  email: string;
}

/** The address is URL-encoded by the query string (2-dashboard §5); one per location every 48 hours. */
export function resendDailyEmail({ partnerId, locationId, date, email }: ResendRequest) {
  return api<MessageResponse>(paths.resendDailyEmail, {
    query: { partnerId, locationId, date, email },
  });
}

export function useResendDailyEmail() {
  return useMutation({ mutationFn: resendDailyEmail });
}
