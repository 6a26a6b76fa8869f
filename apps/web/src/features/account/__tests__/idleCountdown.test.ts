import { describe, expect, it } from 'vitest';
import { idleCountdown } from '../utils/idleCountdown';

const EXPIRES_AT = '2030-01-01T10:00:00.000Z';
const expiry = Date.parse(EXPIRES_AT);
const secondsBefore = (seconds: number) => expiry - seconds * 1000;

describe('idleCountdown', () => {
  it('shows nothing while more than two minutes are left', () => {
    expect(idleCountdown(EXPIRES_AT, secondsBefore(30 * 60)).mode).toBe('hidden');
    expect(idleCountdown(EXPIRES_AT, secondsBefore(121)).mode).toBe('hidden');
    expect(idleCountdown(EXPIRES_AT, secondsBefore(120.001)).mode).toBe('hidden');
  });

  it('opens with 120 seconds, a full bar and the minutes', () => {
    expect(idleCountdown(EXPIRES_AT, secondsBefore(120))).toEqual({
      mode: 'minutes',
      remainingSeconds: 120,
      remainingMinutes: 2,
      percentLeft: 100,
    });
  });

  it('rounds the seconds up, so that a part of a second still counts', () => {
    expect(idleCountdown(EXPIRES_AT, secondsBefore(119.2)).remainingSeconds).toBe(120);
    expect(idleCountdown(EXPIRES_AT, secondsBefore(0.4)).remainingSeconds).toBe(1);
  });

  it('says 2 minutes down to 61 s and 1 minute from 60 s to 31 s', () => {
    expect(idleCountdown(EXPIRES_AT, secondsBefore(61))).toMatchObject({
      mode: 'minutes',
      remainingMinutes: 2,
    });
    expect(idleCountdown(EXPIRES_AT, secondsBefore(60))).toMatchObject({
      mode: 'minutes',
      remainingMinutes: 1,
    });
    expect(idleCountdown(EXPIRES_AT, secondsBefore(31))).toMatchObject({
      mode: 'minutes',
      remainingMinutes: 1,
    });
  });

  it('switches to the seconds at 30 s and below', () => {
    expect(idleCountdown(EXPIRES_AT, secondsBefore(30))).toEqual({
      mode: 'seconds',
      remainingSeconds: 30,
      remainingMinutes: 1,
      percentLeft: 25,
    });
    expect(idleCountdown(EXPIRES_AT, secondsBefore(1))).toMatchObject({
      mode: 'seconds',
      remainingSeconds: 1,
    });
  });

  it('is expired at zero and after', () => {
    expect(idleCountdown(EXPIRES_AT, expiry)).toEqual({
      mode: 'expired',
      remainingSeconds: 0,
      remainingMinutes: 0,
      percentLeft: 0,
    });
    expect(idleCountdown(EXPIRES_AT, expiry + 60_000)).toMatchObject({
      mode: 'expired',
      remainingSeconds: 0,
    });
  });

  it('empties the bar in proportion to the time left', () => {
    expect(idleCountdown(EXPIRES_AT, secondsBefore(90)).percentLeft).toBe(75);
    expect(idleCountdown(EXPIRES_AT, secondsBefore(60)).percentLeft).toBe(50);
  });

  it('shows nothing for an expiry it cannot read', () => {
    expect(idleCountdown('not a date', expiry).mode).toBe('hidden');
  });
});
