import { startOfDay, subDays } from 'date-fns';
import { ApiError } from '@/lib/api';
import { businessNow } from '@/lib/businessClock';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { recordUse, type LockedAction } from '../../utils/actionLock';

/** The day a day action starts on: yesterday on the business clock. */
export const yesterday = (): Date => startOfDay(subDays(businessNow(), 1));

/**
 * What a locked action does once the server answers: a success is remembered as the use of the
 * last 48 hours and toasted; a failure goes to `handleLockedError`. The dialog closes either way.
 */
export function lockedActionOutcome(
  action: LockedAction,
  locationId: number,
  successText: string,
  onClose: (done: boolean) => void,
) {
  return {
    onSuccess: () => {
      recordUse(action, locationId);
      notifySuccess(successText);
      onClose(true);
    },
    onError: (error: unknown) => {
      handleLockedError(error, action, locationId);
      onClose(true);
    },
  };
}

/**
 * A 429 means the server already has a use of the last 48 hours (another browser, another user):
 * the lock is remembered here too and the server's message (with its unlock time) is shown.
 */
export function handleLockedError(error: unknown, action: LockedAction, locationId: number): void {
  if (error instanceof ApiError && error.status === 429) {
    recordUse(action, locationId);
    toast(error.message, { variant: 'warning' });
    return;
  }
  notifyError(error);
}
