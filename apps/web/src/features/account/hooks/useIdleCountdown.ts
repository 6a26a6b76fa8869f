import { useEffect, useState } from 'react';
import { serverNow, useSessionExpiresAt } from '@/lib/session';
import { idleCountdown, type IdleCountdown } from '../utils/idleCountdown';

const TICK_MS = 1000;
const NO_SESSION: IdleCountdown = {
  mode: 'hidden',
  remainingSeconds: 0,
  remainingMinutes: 0,
  percentLeft: 100,
};

/** The countdown of the recorded session expiry, on the server's clock, refreshed every second. */
export function useIdleCountdown(): IdleCountdown {
  const expiresAt = useSessionExpiresAt();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = window.setInterval(() => setNow(serverNow()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? idleCountdown(expiresAt, now) : NO_SESSION;
}
