import { useSyncExternalStore } from 'react';

// The latest `x-session-expires-at` the API sent: the idle-session warning counts down from it.
let sessionExpiresAt: string | null = null;
// The server's clock minus this browser's, from the `Date` header that came with the expiry. The
// expiry is the server's time: a browser clock a few minutes off would warn too late or too early.
let serverClockOffsetMs = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function recordSessionExpiry(iso: string | null, serverDate?: string | null): void {
  // The offset is learnt with each new expiry (login, activity, extend): the clock difference is steady,
  // so an answer that repeats the known expiry has nothing to teach, and must not move a running countdown.
  if (iso !== null && iso === sessionExpiresAt) return;
  const serverTime = serverDate ? Date.parse(serverDate) : Number.NaN;
  if (!Number.isNaN(serverTime)) serverClockOffsetMs = serverTime - Date.now();
  if (iso === sessionExpiresAt) return;
  sessionExpiresAt = iso;
  emit();
}

export function getSessionExpiresAt(): string | null {
  return sessionExpiresAt;
}

/** The time on the server's clock, in ms: what the session expiry is compared with. */
export function serverNow(): number {
  return Date.now() + serverClockOffsetMs;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionExpiresAt(): string | null {
  return useSyncExternalStore(subscribe, getSessionExpiresAt, getSessionExpiresAt);
}

/**
 * Why the user was last signed out without asking to be: the sign-in screen says it until the next
 * sign-in. The idle countdown reaching zero and a 401 from the server (the session expired or was
 * ended elsewhere before the countdown did) are the same event for the user: the session expired.
 */
export type SignedOutReason = 'sessionExpired';
let signedOutReason: SignedOutReason | null = null;

export function recordSignedOut(reason: SignedOutReason | null): void {
  if (reason === signedOutReason) return;
  signedOutReason = reason;
  emit();
}

export function getSignedOutReason(): SignedOutReason | null {
  return signedOutReason;
}

export function useSignedOutReason(): SignedOutReason | null {
  return useSyncExternalStore(subscribe, getSignedOutReason, getSignedOutReason);
}
