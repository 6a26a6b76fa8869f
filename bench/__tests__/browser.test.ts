import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSkipReason, jsOfBuild, median } from '../browser';

const root = mkdtempSync(path.join(os.tmpdir(), 'rlo-bench-browser-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('median', () => {
  it('is the middle sample, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3, 9, 7])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('jsOfBuild', () => {
  const build = path.join(root, 'dist');
  mkdirSync(path.join(build, 'assets'), { recursive: true });
  const app = 'export const a = 1;\n'.repeat(200);
  writeFileSync(path.join(build, 'assets/app-abcdefgh.js'), app);
  // The build's precompressed copy is what the server sends: its size counts, not a fresh gzip.
  writeFileSync(path.join(build, 'assets/app-abcdefgh.js.gz'), Buffer.alloc(123));
  const lazy = 'console.log("lazy");\n'.repeat(50);
  writeFileSync(path.join(build, 'assets/lazy-abcdefgh.js'), lazy);
  writeFileSync(path.join(build, 'assets/style-abcdefgh.css'), 'body{}');

  it('sums each .js file of the build once, from its .gz copy or gzipped here', () => {
    const js = jsOfBuild(
      [
        'http://127.0.0.1:1/assets/app-abcdefgh.js',
        'http://127.0.0.1:1/assets/app-abcdefgh.js?again',
        'http://127.0.0.1:1/assets/lazy-abcdefgh.js',
        'http://127.0.0.1:1/assets/style-abcdefgh.css',
        'http://127.0.0.1:1/assets/missing-abcdefgh.js',
      ],
      build,
    );
    const lazyGzip = gzipSync(Buffer.from(lazy), { level: 9 }).length;
    expect(js.files.map((f) => f.path)).toEqual(['/assets/app-abcdefgh.js', '/assets/lazy-abcdefgh.js']);
    expect(js.gzipBytes).toBe(123 + lazyGzip);
    expect(js.rawBytes).toBe(app.length + lazy.length);
  });

  it('never reads outside the build', () => {
    writeFileSync(path.join(root, 'outside.js'), 'x');
    expect(jsOfBuild(['http://127.0.0.1:1/../outside.js', 'http://127.0.0.1:1/%2e%2e/outside.js'], build).files).toEqual([]);
  });
});

describe('browserSkipReason', () => {
  it('names what is missing: the build, then Chromium', () => {
    const build = path.join(root, 'dist');
    writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
    expect(browserSkipReason(path.join(root, 'none'), process.execPath)).toBe(`no web build in ${path.join(root, 'none')} (npm run build)`);
    expect(browserSkipReason(build, path.join(root, 'no-chromium'))).toBe(`no Chromium at ${path.join(root, 'no-chromium')}`);
    expect(browserSkipReason(build, process.execPath)).toBeNull();
  });
});
