import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { recordSignedOut, useSessionExpiresAt } from '@/lib/session';
import { useExtendSession } from '../api/extendSession';
import { useIdleCountdown } from '../hooks/useIdleCountdown';

const loadPrompt = () => import('./IdleSessionPrompt');
const IdleSessionPrompt = lazy(loadPrompt);
// The prompt's code comes this long after the page, well after its figures and long before the
// first warning can show (IDLE_WARNING_SECONDS before a session of SESSION_IDLE_MS expires).
const PRELOAD_AFTER_MS = 10_000;

/**
 * Two minutes before the session expires, a countdown with one way out: "Stay logged in"
 * (POST /auth/extend). At zero the user is signed out through `onExpired`, and the sign-in screen
 * says why.
 */
export function IdleSessionDialog({ onExpired }: { onExpired: () => void }) {
  const expiresAt = useSessionExpiresAt();
  const countdown = useIdleCountdown();
  const extend = useExtendSession();
  const expiredFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per expiry: the sign-out clears it, but a re-render may come first.
    if (countdown.mode !== 'expired' || !expiresAt || expiredFor.current === expiresAt) return;
    expiredFor.current = expiresAt;
    // The sign-in screen says why (the same message as after a 401 from an expired session).
    recordSignedOut('sessionExpired');
    onExpired();
  }, [countdown.mode, expiresAt, onExpired]);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadPrompt(), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const open = countdown.mode === 'minutes' || countdown.mode === 'seconds';
  // Kept once shown, so that it can play its closing transition.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  const stayLoggedIn = () => extend.mutate(undefined, { onError: notifyError });

  return open || shown ? (
    <Suspense fallback={null}>
      <IdleSessionPrompt
        open={open}
        countdown={countdown}
        extending={extend.isPending}
        onStay={stayLoggedIn}
      />
    </Suspense>
  ) : null;
}
