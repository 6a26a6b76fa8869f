import { useEffect, useState } from 'react';

/** Past this, the browser is treated as idle even if it never was (a busy page must still get there). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until `ready` is true and the browser has then had a moment with nothing to do. For code
 * that can wait until what the person came for is on screen: requested in the same render as the
 * figures, it would compete with them for the network and the main thread.
 */
export function useAfterIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: the next turn of the event loop, after the paint.
    const id = window.setTimeout(done, 0);
    return () => window.clearTimeout(id);
  }, [ready, idle]);
  return idle;
}
