import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, paths } from '@rlo/contract';
import { createTestApp, type TestContext } from '../test/app';

// One source of truth for the API's paths: contract paths.ts. Every route the app registers under
// API_PREFIX is one of its constants, and every constant is a registered route, so the web's
// buildPath(paths.x, …) always names a route that exists.

let ctx: TestContext;
beforeAll(async () => {
  // With the browser suite's clock control on, so its test route is registered too.
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z', CLOCK_CONTROL: 'on' });
});
afterAll(() => ctx.close());

/** The module routes: everything under API_PREFIX except the OpenAPI pages and the implicit HEAD/OPTIONS. */
function moduleRoutes() {
  return ctx.app.routeTable.filter(
    (r) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.startsWith(`${API_PREFIX}/docs`) && !['HEAD', 'OPTIONS'].includes(r.method),
  );
}

describe('the path table', () => {
  it('is exactly the set of registered API routes', () => {
    const registered = new Set(moduleRoutes().map((r) => r.url.slice(API_PREFIX.length)));
    const table = new Set<string>(Object.values(paths));
    expect([...registered].filter((url) => !table.has(url)).sort(), 'routes registered without a paths constant').toEqual([]);
    expect([...table].filter((url) => !registered.has(url)).sort(), 'paths constants no route registers').toEqual([]);
  });

  it('names each path once', () => {
    const values = Object.values(paths);
    expect(values.length).toBe(new Set(values).size);
  });
});
