import { beforeEach, describe, expect, it } from 'vitest';
import { locationToPrompt, rememberPrompted } from '../utils/setupPrompt';

const synced = { sync_enabled: true, last_sync: '2026-03-01T10:00:00Z' };
const never = { sync_enabled: false, last_sync: null };

describe('location setup prompt', () => {
  beforeEach(() => localStorage.clear());

  it('is due for the first enabled location that never synced, once per location', () => {
    const locations = [
      { id: 1, isDisable: false, lastConfig: synced },
      { id: 2, isDisable: true, lastConfig: null },
      { id: 3, isDisable: false, lastConfig: never },
      { id: 4, isDisable: false, lastConfig: null },
    ];
    expect(locationToPrompt(locations)).toBe(3);
    rememberPrompted(3);
    expect(locationToPrompt(locations)).toBe(4);
    rememberPrompted(4);
    expect(locationToPrompt(locations)).toBeNull();
  });

  it('survives a damaged stored value', () => {
    localStorage.setItem('rlo.locationSetupPrompted', '{not json');
    expect(locationToPrompt([{ id: 7, isDisable: false, lastConfig: null }])).toBe(7);
  });
});
