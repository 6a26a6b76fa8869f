import { enqueueSnackbar } from 'notistack';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { recordUse, type LockedAction } from '../../utils/actionLock';

/**
 * A 429 means the server already has a use of the last 48 hours (another browser, another user):
 * the lock is remembered here too and the server's message (with its unlock time) is shown.
 */
export function handleLockedError(error: unknown, action: LockedAction, locationId: number): void {
  if (error instanceof ApiError && error.status === 429) {
    recordUse(action, locationId);
    enqueueSnackbar(error.message, { variant: 'warning' });
    return;
  }
  notifyError(error);
}
