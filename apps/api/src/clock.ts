/**
 * The business clock. With CLOCK_NOW set, "now" for business figures (today, yesterday, periods,
 * demo data) is that fixed instant, so a test or a demo sees the same dates every time. Session
 * and token expiry always use the real clock: a fixed clock would keep sessions alive forever and
 * the browser, which compares expiry with its own clock, would see them as long expired.
 */
export interface Clock {
  now(): Date;
}

export function createClock(fixed?: Date): Clock {
  return fixed ? { now: () => new Date(fixed.getTime()) } : { now: () => new Date() };
}
