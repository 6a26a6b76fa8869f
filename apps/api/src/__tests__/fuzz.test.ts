import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTekmetric, type FakeTekmetric } from '../connectors/tekmetric/fake/server';
import { createTestApp, type TestContext } from '../test/app';
import { createWorld, FUZZ_TEKMETRIC, type World } from '../test/fuzz/world';
import { describeFailures, fuzzedRoutes, runFuzz } from '../test/fuzz/run';

/**
 * api.md "Errors": any input that does not match a call's schema is a 400, never a 500, and every
 * failure has the error shape. Proven by fuzzing every registered route (routes added later are
 * fuzzed too, with no change here): requests built from the route's own schema, then broken one
 * field, one header or one body at a time, signed in as a real shop owner (a coach for the coach
 * calls, the agent token for the agent call) and sometimes not signed in at all.
 *
 * Seeded: FUZZ_SEED reproduces a run (the seed is printed), FUZZ_REQUESTS changes its size.
 */

const DEFAULT_SEED = 20_260_304;
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);

let fake: FakeTekmetric;
let ctx: TestContext;
let world: World;
beforeAll(async () => {
  // "Test connection" calls Tekmetric: the fake answers at once, so those calls are fuzzed end to end.
  fake = await startFakeTekmetric({ port: 0, seed: 7, repairOrders: 5, from: '2026-01-01', to: '2026-03-01', ...FUZZ_TEKMETRIC });
  // A SECRETS_KEY, else storing an API key is a deliberate 503 (no key to seal it with).
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z', SECRETS_KEY: 'fuzz-secrets-key', TEKMETRIC_BASE_URL: fake.url, TEKMETRIC_MAX_RPS: '0', SYNC_JOBS: 'off' });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('fuzz: every route answers bad input with a 4xx in the api.md shape, never a 5xx', () => {
  it(`sends at least ${total} seeded requests across all routes`, { timeout: 240_000 }, async () => {
    const routes = fuzzedRoutes(ctx.app.routeTable);
    expect(routes.length).toBeGreaterThan(100);
    // Printed first, so a run that times out can be reproduced too.
    console.log(`fuzz: FUZZ_SEED=${seed}, FUZZ_REQUESTS=${total}`);
    const started = Date.now();
    const report = await runFuzz(ctx, world, seed, total);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = [...report.statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`fuzz: ${report.requests} requests to ${routes.length} routes in ${seconds} s; ${statuses}`);
    expect(report.requests).toBeGreaterThanOrEqual(total);
    // Not everything may stop at validation: a fuzz that never reaches the handlers proves little.
    // (The rest are mostly rate-limited sign-in calls and ones whose every request needs a secret token.)
    const unreached = routes.map((r) => `${r.method} ${r.url}`).filter((route) => !report.reached.has(route));
    console.log(`fuzz: handlers reached on ${routes.length - unreached.length} of ${routes.length} routes; not: ${unreached.join(', ')}`);
    expect(unreached.length).toBeLessThanOrEqual(routes.length * 0.15);
    if (report.failures.length) expect.fail(describeFailures(report.failures, seed));
  });
});
