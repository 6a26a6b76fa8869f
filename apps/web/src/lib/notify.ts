import { CATALOGUE_MESSAGES, statusTitle } from '@rlo/contract';
import { ApiError, NETWORK_ERROR_STATUS } from './api';
import { i18n } from './i18n';
import { toast } from './toast';

const CATALOGUE_STATUSES = Object.keys(CATALOGUE_MESSAGES).map(Number);

export interface ErrorText {
  title: string;
  message: string;
}

/**
 * Title and message of a failed call for a toast (1-foundation §8): the catalogue statuses in the
 * user's language, other statuses with the server's message, anything else as an unexpected error.
 */
export function errorText(error: unknown): ErrorText {
  if (error instanceof ApiError) {
    if (error.status === NETWORK_ERROR_STATUS) {
      return { title: i18n.t('errors.network.title'), message: i18n.t('errors.network.message') };
    }
    if (CATALOGUE_STATUSES.includes(error.status)) {
      return {
        title: i18n.t(`errors.${error.status}.title`),
        message: i18n.t(`errors.${error.status}.message`),
      };
    }
    return { title: error.title || statusTitle(error.status), message: error.message };
  }
  return { title: i18n.t('errors.unexpected.title'), message: i18n.t('errors.unexpected.message') };
}

export function notifyError(error: unknown): void {
  const { title, message } = errorText(error);
  // Two failures are the same toast when both title and message match: notistack compares keys.
  toast(message, { variant: 'error', title, key: `${title}\n${message}` });
}

export function notifySuccess(message: string): void {
  toast(message, { variant: 'success' });
}
