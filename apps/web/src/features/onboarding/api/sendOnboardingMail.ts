import {
  messageResponseSchema,
  type MessageResponse,
  type OnboardingMailRequest,
  paths,
} from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /on-boarding-mail: "my system is not listed", e-mailed to the support team. */
export function sendOnboardingMail(mail: OnboardingMailRequest): Promise<MessageResponse> {
  return api(paths.onboardingMail, { method: 'POST', body: mail, schema: messageResponseSchema });
}

export function useSendOnboardingMail() {
  return useMutation({ mutationFn: sendOnboardingMail });
}
