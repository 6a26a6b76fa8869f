import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@rlo/db/testing';
import { buildApp } from '../app';
import { createClock } from '../clock';
import { loadConfig } from '../config';

// index.html names the hashed bundles of the current build: a browser that kept it for an hour
// after a deploy would ask for bundles that no longer exist. The bundles themselves may be kept.
let app: FastifyInstance;
let root: string;
let close: () => Promise<void>;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rlo-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>RLO</title>');
  writeFileSync(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
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
  it.each(['/', '/dashboard', '/index.html'])('serves index.html at %s for revalidation on every load', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>RLO</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets the browser keep a hashed bundle', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
