import { type MessageResponse, type OnboardingMailRequest, paths } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /on-boarding-mail: "my system is not listed", e-mailed to the support team. */
export function sendOnboardingMail(mail: OnboardingMailRequest): Promise<MessageResponse> {
  return api<MessageResponse>(paths.onboardingMail, { method: 'POST', body: mail });
}

export function useSendOnboardingMail() {
  return useMutation({ mutationFn: sendOnboardingMail });
}
