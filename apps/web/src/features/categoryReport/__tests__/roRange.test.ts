import { describe, expect, it } from 'vitest';
import { initialRoRange, moveRoStart, roRangeError } from '../utils/roRange';

// 3-operations §5: the category repair-order modal's window of at most 7 days.
describe('category RO modal range', () => {
  const today = '2026-11-23';

  it('moves the start to 7 days before the end when the parent range is longer', () => {
    // 2025-01-01 .. 2026-11-23 is far over 7 days: 2026-11-23 − 7 = 2026-11-16.
    expect(initialRoRange({ from: '2025-01-01', to: today }, today)).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    // Crossing a month: 2026-03-02 − 7 = 2026-02-23 (February 2026 has 28 days).
    expect(initialRoRange({ from: '2026-01-01', to: '2026-03-02' }, today)).toEqual({ from: '2026-02-23', to: '2026-03-02' });
  });

  it('keeps a parent range of 7 days or less', () => {
    expect(initialRoRange({ from: '2026-11-10', to: '2026-11-17' }, today)).toEqual({ from: '2026-11-10', to: '2026-11-17' });
    expect(initialRoRange({ from: '2026-11-20', to: '2026-11-20' }, today)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('sets the end 7 days after a moved start, capped at today and at the parent end', () => {
    const parent = { from: '2025-01-01', to: '2026-11-20' };
    expect(moveRoStart('2026-06-01', parent, today)).toEqual({ from: '2026-06-01', to: '2026-06-08' });
    // 2026-11-15 + 7 = 11-22, past the parent end 11-20.
    expect(moveRoStart('2026-11-15', parent, today)).toEqual({ from: '2026-11-15', to: '2026-11-20' });
    // 2026-11-20 + 7 = 11-27, past today 11-23 (parent end later than today).
    expect(moveRoStart('2026-11-20', { from: '2025-01-01', to: '2026-12-31' }, today)).toEqual({ from: '2026-11-20', to: '2026-11-23' });
  });

  it('refuses more than 7 days and an end before the start', () => {
    expect(roRangeError({ from: '2026-11-01', to: '2026-11-08' })).toBeNull(); // 7 days
    expect(roRangeError({ from: '2026-11-01', to: '2026-11-09' })).toBe('tooLong'); // 8 days
    expect(roRangeError({ from: '2026-11-09', to: '2026-11-01' })).toBe('order');
    expect(roRangeError({ from: '', to: '2026-11-01' })).toBe('order');
  });
});
