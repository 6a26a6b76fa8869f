/**
 * The business clock. With CLOCK_NOW set, "now" for business figures (today, yesterday, periods,
 * demo data) is that fixed instant, so a test or a demo sees the same dates every time. Session
 * and token expiry always use the real clock: a fixed clock would keep sessions alive forever and
 * the browser, which compares expiry with its own clock, would see them as long expired.
 */
export interface Clock {
  now(): Date;
  /** Moves a fixed clock (the browser suite "advances the clock", CLOCK_CONTROL); absent on the real one. */
  set?(instant: Date): void;
}

export function createClock(fixed?: Date): Clock {
  if (!fixed) return { now: () => new Date() };
  let current = fixed.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant.getTime();
    },
  };
}
