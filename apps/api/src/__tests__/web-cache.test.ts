import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@rlo/db/testing';
import { buildApp } from '../app';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { COMPRESS_THRESHOLD_BYTES, compressText } from '../plugins/compress';

// index.html names the hashed bundles of the current build: a browser that kept it for an hour
// after a deploy would ask for bundles that no longer exist. The bundles themselves may be kept
// for good. The build writes brotli and gzip copies beside its files (apps/web/vite.config.ts),
// which are sent as they are; API answers are compressed on the way out above a threshold.
const BUNDLE = 'index-DuXMB9Ej.js';
const BUNDLE_TEXT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX_HTML = `<!doctype html><title>RLO</title><script type="module" src="/assets/${BUNDLE}"></script>`;
// The copies say which they are, so a test sees the build's copy was sent, not one compressed per request.
const copy = (text: string, encoding: 'br' | 'gz') => `${text}\n<!-- ${encoding} copy -->`;

let app: FastifyInstance;
let root: string;
let close: () => Promise<void>;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rlo-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'resources'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(copy(INDEX_HTML, 'br')));
  writeFileSync(path.join(root, 'index.html.gz'), gzipSync(copy(INDEX_HTML, 'gz')));
  writeFileSync(path.join(root, 'assets', BUNDLE), BUNDLE_TEXT);
  writeFileSync(path.join(root, 'assets', `${BUNDLE}.br`), brotliCompressSync(copy(BUNDLE_TEXT, 'br')));
  writeFileSync(path.join(root, 'assets', `${BUNDLE}.gz`), gzipSync(copy(BUNDLE_TEXT, 'gz')));
  writeFileSync(path.join(root, 'resources', 'locale-en_US.json'), '{"hello":"Hello"}');
  const database = await createTestDatabase();
  const config = loadConfig({ DEMO_DATA: 'off', DATA_DIR: root });
  app = await buildApp({ database, config, clock: createClock() }, { webRoot: root });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe('web app caching', () => {
  it.each(['/', '/dashboard', '/index.html'])(
    'serves index.html at %s for revalidation on every load',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>RLO</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a revalidation of index.html with 304 when the build is the same', async () => {
    const first = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('lets the browser keep a hashed bundle for a year without asking', async () => {
    const res = await app.inject({ method: 'GET', url: `/assets/${BUNDLE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(BUNDLE_TEXT);
  });

  it('revalidates the files without a hash (translations change with a release)', async () => {
    const res = await app.inject({ method: 'GET', url: '/resources/locale-en_US.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never marks a missing bundle as cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AAAAAAAA.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('web app compression', () => {
  it('sends the brotli copy of a bundle to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/assets/${BUNDLE}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(copy(BUNDLE_TEXT, 'br'));
    expect(res.rawPayload.length).toBeLessThan(BUNDLE_TEXT.length / 10);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/assets/${BUNDLE}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(copy(BUNDLE_TEXT, 'gz'));
  });

  it('sends the file as it is without Accept-Encoding', async () => {
    const res = await app.inject({ method: 'GET', url: `/assets/${BUNDLE}` });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUNDLE_TEXT);
  });

  it('compresses index.html at a deep link, still revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(copy(INDEX_HTML, 'br'));
  });
});

describe('API compression', () => {
  it('compresses a JSON answer above the threshold', async () => {
    // The OpenAPI document: public, and far above the threshold.
    const res = await app.inject({
      method: 'GET',
      url: '/partners/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const json = gunzipSync(res.rawPayload);
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(json.toString())).toHaveProperty('openapi');
    expect(res.rawPayload.length).toBeLessThan(json.length / 3);
  });

  it('prefers brotli when both are accepted', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/partners/api/docs/json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('compresses brotli with a 256 KB window, streamed or cached', async () => {
    // The window a brotli stream declares in its first bits (RFC 7932 §9.1): 0 → 16; else the
    // next three bits n ≠ 0 → 17 + n. Decoders set up for it too.
    const windowBits = (stream: Buffer) => {
      const first = stream[0] ?? 0;
      if ((first & 1) === 0) return 16;
      const n = (first >> 1) & 7;
      return n === 0 ? null : 17 + n;
    };
    const res = await app.inject({
      method: 'GET',
      url: '/partners/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(windowBits(res.rawPayload)).toBe(18);
    expect(windowBits(compressText('br', JSON.stringify({ rows: 'x'.repeat(5000) })))).toBe(18);
  });

  it('sends a JSON answer under the threshold as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/partners/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sends a JSON answer plain to a client that does not ask for compression', async () => {
    const res = await app.inject({ method: 'GET', url: '/partners/api/docs/json' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('openapi');
  });
});
