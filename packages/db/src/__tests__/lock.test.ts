import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'rlo-lock-'));

describe('PGlite data directory lock', () => {
  it('refuses a directory held by another live process, naming it', () => {
    const dir = freshDir();
    // The test runner's parent process is alive and is not us: it plays the other server.
    writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, '.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
