import { describe, it, expect } from 'vitest';
import { divOrZero, round2, roundCents, roundedDiv, roundHalfAwayFromZero } from '../rounding';

describe('roundHalfAwayFromZero', () => {
  it('rounds .5 away from zero, both signs', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3); // Math.round would give -2
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
  });

  it('rounds below .5 toward zero', () => {
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-2.4999)).toBe(-2);
    expect(roundHalfAwayFromZero(7)).toBe(7);
  });

  it('never returns -0', () => {
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
  });

  it('rejects non-finite input instead of showing NaN', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('roundCents', () => {
  it('is whole cents, half away from zero', () => {
    expect(roundCents(12.5)).toBe(13);
    expect(roundCents(-12.5)).toBe(-13);
    expect(roundCents(12.49)).toBe(12);
  });
});

describe('round2', () => {
  it('keeps two decimals, half away from zero, despite binary representation', () => {
    expect(round2(1.005)).toBe(1.01); // 1.005 is 1.00499999… in binary; the decimal value is meant
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-66.66666)).toBe(-66.67);
    expect(round2(-0.004)).toBe(0);
  });
});

describe('divOrZero', () => {
  it('gives 0 when the divisor is 0', () => {
    expect(divOrZero(5, 0)).toBe(0);
    expect(divOrZero(0, 0)).toBe(0);
  });
  it('divides otherwise, without -0', () => {
    expect(divOrZero(3, 4)).toBe(0.75);
    expect(divOrZero(0, -5)).toBe(0);
  });
});

describe('roundedDiv', () => {
  it('rounds the exact quotient half away from zero', () => {
    expect(roundedDiv(1001, 2)).toBe(501); // 500.5 → 501
    expect(roundedDiv(-1001, 2)).toBe(-501); // -500.5 → -501
    expect(roundedDiv(1001, -2)).toBe(-501);
    expect(roundedDiv(1000, 3)).toBe(333); // 333.33
    expect(roundedDiv(2000, 3)).toBe(667); // 666.67
    expect(roundedDiv(-2000, 3)).toBe(-667);
  });
  it('stays exact where the float quotient is not', () => {
    // (2^53 − 1) / 3 = 3,002,399,751,580,330.33…; the nearest double is …330.5, which would round up.
    expect(roundedDiv(9007199254740991, 3)).toBe(3002399751580330);
    expect(roundedDiv(-9007199254740991, 3)).toBe(-3002399751580330);
    // (2^53 − 2) / 4 = 2,251,799,813,685,247.5 exactly → away from zero.
    expect(roundedDiv(9007199254740990, 4)).toBe(2251799813685248);
    expect(roundedDiv(9007199254740990, -4)).toBe(-2251799813685248);
    expect(Object.is(roundedDiv(0, -5), 0)).toBe(true);
    expect(Object.is(roundedDiv(-1, 3), 0)).toBe(true);
  });
  it('gives 0 when the divisor is 0', () => {
    expect(roundedDiv(7, 0)).toBe(0);
  });
  it('falls back to float division for non-integers', () => {
    expect(roundedDiv(2.5, 1)).toBe(3);
  });
});
