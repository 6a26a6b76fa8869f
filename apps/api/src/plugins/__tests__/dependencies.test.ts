import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@rlo/db';
import { createTestDatabase } from '@rlo/db/testing';
import { createClock } from '../../clock';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../deps';
import errorsPlugin from '../errors';
import securityPlugin from '../security';
import sessionPlugin from '../session';
import tenancyPlugin from '../tenancy';
import docsPlugin from '../docs';

// The plugins state the order app.ts registers them in (fastify-plugin `dependencies`): a wrong
// order or a missing plugin stops the server at startup.

let database: Database;
let deps: AppDeps;
beforeAll(async () => {
  const config = loadConfig({ DEMO_DATA: 'off', PUBLIC_URL: 'http://portal.test' });
  database = await createTestDatabase();
  deps = { database, config, clock: createClock(config.clockNow) };
});
afterAll(() => database.close());

function bareApp(): FastifyInstance {
  const app = Fastify();
  app.decorate('deps', deps);
  return app;
}

describe('plugin dependencies', () => {
  it('accepts the order of app.ts', async () => {
    const app = bareApp();
    for (const plugin of [errorsPlugin, securityPlugin, sessionPlugin, tenancyPlugin, docsPlugin]) await app.register(plugin);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('refuses the tenancy guard before the session plugin (it checks ids against the session\'s partner)', async () => {
    const app = bareApp();
    await app.register(errorsPlugin);
    await expect(app.register(tenancyPlugin)).rejects.toMatchObject({ code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED' });
    await app.close();
  });

  it('refuses a plugin without the errors plugin that answers its refusals', async () => {
    const app = bareApp();
    await expect(app.register(securityPlugin)).rejects.toMatchObject({ code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED' });
    await app.close();
  });

  it('refuses the security plugin without app.deps (its rate limits are kept in the database)', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await expect(app.register(securityPlugin)).rejects.toMatchObject({ code: 'FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE' });
    await app.close();
  });
});
