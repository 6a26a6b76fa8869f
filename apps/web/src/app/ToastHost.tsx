import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsRequested } from '@/lib/toast';

const Toasts = lazy(() => import('./Toasts'));

/** Where toasts appear (lib/toast): nothing, and no notistack code, until the first one. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToasts, toastsRequested);
  return requested ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
