import { TOAST_TIMEOUT_MS } from '@rlo/contract';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { ErrorToast } from '@/components/ErrorToast';
import { connectToasts } from '@/lib/toast';
import { TOASTS_CLASS } from './theme';

/** notistack's provider, loaded with the first toast by app/ToastHost. */
export default function Toasts() {
  useEffect(
    () =>
      connectToasts({
        show: ({ message, options }) => enqueueSnackbar(message, options),
        closeAll: () => closeSnackbar(),
      }),
    [],
  );
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_TIMEOUT_MS}
      preventDuplicate
      maxSnack={3}
      classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
      Components={{ error: ErrorToast }}
    />
  );
}
