import { useSyncExternalStore } from 'react';

// The latest `x-session-expires-at` the API sent: the idle-session warning counts down from it.
let sessionExpiresAt: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function recordSessionExpiry(iso: string | null): void {
  if (iso === sessionExpiresAt) return;
  sessionExpiresAt = iso;
  emit();
}

export function getSessionExpiresAt(): string | null {
  return sessionExpiresAt;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionExpiresAt(): string | null {
  return useSyncExternalStore(subscribe, getSessionExpiresAt, getSessionExpiresAt);
}
