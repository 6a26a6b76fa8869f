import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';

/**
 * The error toast of a failed worksheet call: "… - STATUS CODE" in the user's language. A 401/403
 * has already signed the user out with its own toast; a network failure says so.
 */
export function notifyFailure(error: unknown, key: string): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    toast(i18n.t(key, { status: error.status }), { variant: 'error' });
    return;
  }
  notifyError(error);
}
