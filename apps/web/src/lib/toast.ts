import type { OptionsObject, SnackbarMessage } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    /** An error toast may carry a title, shown in bold over its message (components/ErrorToast). */
    error: { title?: string };
  }
}

/** notistack's options, with the error toast's title (above). */
export type ToastOptions = OptionsObject & { title?: string };

export interface Toast {
  message: SnackbarMessage;
  options: ToastOptions;
}

// notistack, with its styling engine, is about 9 KB gzip that no figure needs: its code loads with
// the first toast (app/ToastHost), and toasts asked for meanwhile wait here for it.
interface Host {
  show: (toast: Toast) => void;
  closeAll: () => void;
}

let host: Host | null = null;
let requested = false;
const waiting: Toast[] = [];
const listeners = new Set<() => void>();

/** Shows a toast: notistack's `enqueueSnackbar`, which the host passes on once it has loaded. */
export function toast(message: SnackbarMessage, options: ToastOptions = {}): void {
  if (host) {
    host.show({ message, options });
    return;
  }
  waiting.push({ message, options });
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** Whether a toast was ever asked for, so the host loads (and then stays). */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes every toast shown, and forgets those still waiting for the host. */
export function closeToasts(): void {
  waiting.length = 0;
  host?.closeAll();
}

/** The loaded host takes over: the waiting toasts first, then each one as it is asked for. */
export function connectToasts(loaded: Host): () => void {
  host = loaded;
  waiting.splice(0).forEach(loaded.show);
  return () => {
    if (host === loaded) host = null;
  };
}
