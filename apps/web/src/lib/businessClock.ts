// The server's business clock minus this browser's, from the `x-business-now` header of the latest
// API answer. The figures are computed on the server's today (a fixed CLOCK_NOW in a demo or a test,
// the shop's real day otherwise), so a default range built on the browser's own day could ask for a
// week or a month the server has not reached, or has left.
let businessOffsetMs = 0;

export function recordBusinessNow(iso: string | null): void {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isNaN(at)) businessOffsetMs = at - Date.now();
}

/** "Now" on the server's business clock, as a Date in this browser's time zone. */
export function businessNow(): Date {
  return new Date(Date.now() + businessOffsetMs);
}
