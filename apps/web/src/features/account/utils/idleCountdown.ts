import { IDLE_SECONDS_MODE_AT, IDLE_WARNING_SECONDS } from '@rlo/contract';

/**
 * - `hidden`: more than two minutes left, no warning;
 * - `minutes`: the warning with the minutes remaining (above 30 s);
 * - `seconds`: the logout warning with the seconds remaining (30 s or less);
 * - `expired`: nothing left, the user is signed out.
 */
export type IdleMode = 'hidden' | 'minutes' | 'seconds' | 'expired';

export interface IdleCountdown {
  mode: IdleMode;
  /** Whole seconds left, rounded up: the countdown shows 120 the moment the warning opens. */
  remainingSeconds: number;
  /** What the minutes text says: 2 from 120 s to 61 s, 1 from 60 s to 31 s. */
  remainingMinutes: number;
  /** The progress bar, 100 at the start of the countdown and 0 at the end. */
  percentLeft: number;
}

/** The idle-session warning (1-foundation §2, §4, §9) for a session expiring at `expiresAt`. */
export function idleCountdown(expiresAt: string, nowMs: number): IdleCountdown {
  const expiresAtMs = Date.parse(expiresAt);
  if (Number.isNaN(expiresAtMs))
    return { mode: 'hidden', remainingSeconds: 0, remainingMinutes: 0, percentLeft: 100 };
  const remainingSeconds = Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
  const remainingMinutes = Math.ceil(remainingSeconds / 60);
  const percentLeft = Math.min(100, (remainingSeconds / IDLE_WARNING_SECONDS) * 100);
  const mode: IdleMode =
    remainingSeconds === 0
      ? 'expired'
      : remainingSeconds > IDLE_WARNING_SECONDS
        ? 'hidden'
        : remainingSeconds > IDLE_SECONDS_MODE_AT
          ? 'minutes'
          : 'seconds';
  return { mode, remainingSeconds, remainingMinutes, percentLeft };
}
