// Rounding rules of kpis.md §3: money averages/rates to whole cents, half away from zero;
// a divisor of 0 gives 0.

// Numbers reaching here come from decimal money (cents, percents); a product such as
// 1.005 * 100 lands on 100.49999999999999 in binary. Snapping to 15 significant digits
// (what a double holds reliably) restores the decimal value before deciding the half.
function snap(x: number): number {
  return Number(x.toPrecision(15));
}

function noNegativeZero(x: number): number {
  return x === 0 ? 0 : x;
}

export function roundHalfAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`cannot round ${x}`);
  const magnitude = snap(Math.abs(x));
  const floor = Math.floor(magnitude);
  const rounded = magnitude - floor >= 0.5 ? floor + 1 : floor;
  return noNegativeZero(x < 0 ? -rounded : rounded);
}

export function divOrZero(a: number, b: number): number {
  if (b === 0) return 0;
  return noNegativeZero(a / b);
}

/** Whole cents, half away from zero. */
export function roundCents(x: number): number {
  return roundHalfAwayFromZero(x);
}

/** Two decimals, half away from zero (variance percents). */
export function round2(x: number): number {
  return noNegativeZero(roundHalfAwayFromZero(x * 100) / 100);
}

/**
 * numer / denom rounded to a whole number half away from zero; 0 when denom is 0.
 * Exact when both are safe integers, which is how every cents average is computed here: multiply
 * first (e.g. cents × 3600), divide once. Then `%` is exact, numer − rem is an exact multiple of
 * denom, so the division is exact too, and doubling the remainder only shifts the exponent.
 */
export function roundedDiv(numer: number, denom: number): number {
  if (denom === 0) return 0;
  if (!Number.isSafeInteger(numer) || !Number.isSafeInteger(denom)) {
    return roundHalfAwayFromZero(numer / denom);
  }
  const remainder = numer % denom; // the sign of numer
  const quotient = (numer - remainder) / denom; // truncated toward zero
  if (2 * Math.abs(remainder) < Math.abs(denom)) return noNegativeZero(quotient);
  return noNegativeZero(numer < 0 !== denom < 0 ? quotient - 1 : quotient + 1);
}
