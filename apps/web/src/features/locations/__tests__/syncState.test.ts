import { SYNC_STALE_MS } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { syncState } from '../utils/syncState';

const now = new Date('2024-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const location = (sync_enabled: boolean, last_sync: string | null) => ({
  lastConfig: { sync_enabled, last_sync },
});

describe('syncState', () => {
  it('is grey without a config', () => {
    expect(syncState({ lastConfig: null }, now)).toBe('grey');
  });
  it('is green when sync is enabled and recent', () => {
    expect(syncState(location(true, ago(60_000)), now)).toBe('green');
  });
  it('is yellow when sync is disabled and recent', () => {
    expect(syncState(location(false, ago(60_000)), now)).toBe('yellow');
  });
  it('is red once the last sync is more than 3 days old, whatever the flag', () => {
    expect(syncState(location(true, ago(SYNC_STALE_MS + 1)), now)).toBe('red');
    expect(syncState(location(false, ago(SYNC_STALE_MS + 1)), now)).toBe('red');
    expect(syncState(location(true, ago(10 * SYNC_STALE_MS)), now)).toBe('red');
  });
  it('is not red at exactly 3 days', () => {
    expect(syncState(location(true, ago(SYNC_STALE_MS)), now)).toBe('green');
  });
  it('judges a location that never synced by its flag', () => {
    expect(syncState(location(true, null), now)).toBe('green');
    expect(syncState(location(false, null), now)).toBe('yellow');
  });
  it('ignores an unreadable date', () => {
    expect(syncState(location(true, 'soon'), now)).toBe('green');
  });
});
