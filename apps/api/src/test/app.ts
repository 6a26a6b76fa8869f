import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PREFIX, SESSION_COOKIE } from '@rlo/contract';
import { buildApp } from '../app';
import { createClock } from '../clock';
import { loadConfig, type AppConfig } from '../config';
import type { AppDeps } from '../deps';
import { createTestDatabase } from '@rlo/db/testing';

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database and its own temporary DATA_DIR (where mails are written
 * as .eml files); `env` overrides configuration as the environment would.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rlo-test-'));
  const config: AppConfig = loadConfig({ DEMO_DATA: 'off', DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', ...env });
  const database = await createTestDatabase();
  const deps: AppDeps = { database, config, clock: createClock(config.clockNow) };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const api = (path: string) => `${API_PREFIX}${path}`;
export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return cookie.value;
}

/** Signs in through the real login route and returns the cookie header to send. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<{ cookie: string }> {
  const response = await app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
  return { cookie: `${SESSION_COOKIE}=${sessionCookieOf(response)}` };
}
