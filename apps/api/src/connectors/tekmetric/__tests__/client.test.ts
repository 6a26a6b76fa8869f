import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTekmetricConnection } from '../check-connection';
import { createTekmetricClient, TekmetricError, type TekmetricClientOptions } from '../client';
import { startFakeTekmetric, type FakeTekmetric } from '../fake/server';
import { createThrottle, retryAfterMs } from '../http';

// The client against the fake Tekmetric over real HTTP. Waits go through an injected sleep that
// advances an injected clock, so nothing here depends on the wall clock.

let fake: FakeTekmetric;
beforeAll(async () => {
  fake = await startFakeTekmetric({ port: 0, repairOrders: 30, seed: 5, tokenTtlSeconds: 600 });
});
afterAll(() => fake.close());

const WINDOW = { updatedDateStart: '2000-01-01', updatedDateEnd: '2999-12-31', size: 10 };

/** A client of the fake whose sleeps are recorded and only move a virtual clock. */
function clientOf(target: FakeTekmetric, overrides: Partial<TekmetricClientOptions> = {}) {
  const clock = { now: 1_000_000, waits: [] as number[] };
  const client = createTekmetricClient({
    baseUrl: target.url,
    ...target.credentials,
    maxRequestsPerSecond: 0,
    retry: { attempts: 5, baseMs: 500, maxMs: 30_000 },
    sleep: async (ms) => {
      clock.waits.push(ms);
      clock.now += ms;
    },
    now: () => clock.now,
    ...overrides,
  });
  return { client, clock };
}

async function failure(promise: Promise<unknown>): Promise<TekmetricError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TekmetricError);
  return error as TekmetricError;
}

const calls = (prefix: string, from = 0) =>
  fake.requests.slice(from).filter((r) => r.path.startsWith(prefix)).length;

describe('Tekmetric client', () => {
  it('signs in and reads the shop ids of the scope, a page, lookups and employees', async () => {
    const { client } = clientOf(fake);
    expect(await client.authenticate()).toEqual({ shopIds: [fake.credentials.shopId] });
    const page = await client.repairOrdersPage({ ...WINDOW, page: 0 });
    expect([page.totalElements, page.totalPages, page.content.length, page.last]).toEqual([30, 3, 10, false]);
    expect(await client.customer(fake.shop.customers[0].id)).toMatchObject({ id: fake.shop.customers[0].id });
    expect(await client.vehicle(999_999)).toBeNull();
    expect((await client.employees()).map((e) => e.id)).toEqual(fake.shop.employees.map((e) => e.id));
  });

  it('bad credentials', async () => {
    const { client } = clientOf(fake, { clientSecret: 'not-the-secret' });
    const error = await failure(client.authenticate());
    expect(error.kind).toBe('bad_credentials');
    expect(error.message).toBe(
      'Tekmetric refused the client id and secret: check them in Settings > Management System.',
    );
    const check = await checkTekmetricConnection({
      baseUrl: fake.url,
      ...fake.credentials,
      clientId: 'someone-else',
    });
    expect(check).toEqual({ ok: false, kind: 'bad_credentials', message: error.message });
  });

  it('a shop outside the scope, whether the scope says so or Tekmetric answers 403', async () => {
    const other = await startFakeTekmetric({ port: 0, repairOrders: 3, shopId: 123, scopeShopIds: [1, 2] });
    const silent = await startFakeTekmetric({ port: 0, repairOrders: 3, shopId: 124, scopeShopIds: [] });
    try {
      const check = await checkTekmetricConnection({ baseUrl: other.url, ...other.credentials });
      expect(check).toEqual({
        ok: false,
        kind: 'shop_not_in_scope',
        message: 'These credentials cannot read shop 123: Tekmetric allows shops 1, 2.',
      });
      const error = await failure(clientOf(other).client.repairOrdersPage({ ...WINDOW, page: 0 }));
      expect(error.kind).toBe('shop_not_in_scope');
      // No shop in the scope: the 403 of the page read decides.
      expect(await checkTekmetricConnection({ baseUrl: silent.url, ...silent.credentials })).toEqual({
        ok: false,
        kind: 'shop_not_in_scope',
        message: 'These credentials cannot read shop 124: Tekmetric refused access.',
      });
    } finally {
      await Promise.all([other.close(), silent.close()]);
    }
  });

  it('the connection check passes with good credentials', async () => {
    const check = await checkTekmetricConnection({ baseUrl: fake.url, ...fake.credentials });
    expect(check).toEqual({ ok: true, shopIds: [fake.credentials.shopId] });
  });

  it('nothing listening: unreachable, after the retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client, clock } = clientOf(
      { ...fake, url: `http://127.0.0.1:${port}` },
      { retry: { attempts: 3, baseMs: 100, maxMs: 1000 } },
    );
    const error = await failure(client.authenticate());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe(
      `Tekmetric could not be reached at http://127.0.0.1:${port}: connection refused.`,
    );
    expect(client.requestCount).toBe(3);
    expect(clock.waits).toHaveLength(2);
  });

  it('renews an expired token once and goes on', async () => {
    const { client } = clientOf(fake);
    const start = fake.requests.length;
    await client.repairOrdersPage({ ...WINDOW, page: 0 });
    fake.expireTokens();
    const page = await client.repairOrdersPage({ ...WINDOW, page: 1 });
    expect(page.number).toBe(1);
    expect(calls('/api/v1/oauth/token', start)).toBe(2);
    expect(calls('/api/v1/repair-orders', start)).toBe(3); // page 0, page 1 refused, page 1 again
  });

  it('renews the token a minute before it runs out', async () => {
    const { client, clock } = clientOf(fake);
    const start = fake.requests.length;
    await client.customer(fake.shop.customers[0].id);
    clock.now += 539_000; // 600 s token: still 61 s left
    await client.customer(fake.shop.customers[0].id);
    expect(calls('/api/v1/oauth/token', start)).toBe(1);
    clock.now += 2_000; // 59 s left
    await client.customer(fake.shop.customers[0].id);
    expect(calls('/api/v1/oauth/token', start)).toBe(2);
  });

  it('waits as Retry-After says on a 429, then goes on', async () => {
    const { client, clock } = clientOf(fake);
    await client.authenticate();
    fake.fail('/api/v1/repair-orders', { status: 429, retryAfterSeconds: 7 });
    const page = await client.repairOrdersPage({ ...WINDOW, page: 0 });
    expect(page.content).toHaveLength(10);
    expect(clock.waits).toEqual([7000]);
  });

  it('retries a 500 with backoff and succeeds', async () => {
    const { client, clock } = clientOf(fake);
    await client.authenticate();
    const start = fake.requests.length;
    fake.fail('/api/v1/repair-orders', { status: 500 }, 2);
    await client.repairOrdersPage({ ...WINDOW, page: 0 });
    expect(calls('/api/v1/repair-orders', start)).toBe(3);
    expect(clock.waits).toHaveLength(2);
    // Full jitter: at most 500 ms, then at most 1000 ms.
    expect(clock.waits[0]).toBeLessThanOrEqual(500);
    expect(clock.waits[1]).toBeLessThanOrEqual(1000);
  });

  it('a 500 that never ends is a server error after the attempts', async () => {
    const { client, clock } = clientOf(fake);
    await client.authenticate();
    fake.fail('/api/v1/repair-orders', { status: 500 }, 5);
    const error = await failure(client.repairOrdersPage({ ...WINDOW, page: 0 }));
    expect([error.kind, error.message]).toEqual(['server', 'Tekmetric answered 500 after 5 attempts.']);
    expect(clock.waits).toHaveLength(4);
  });

  it('an answer that is not JSON is malformed', async () => {
    const { client } = clientOf(fake);
    fake.fail('/api/v1/repair-orders', { malformed: true });
    const error = await failure(client.repairOrdersPage({ ...WINDOW, page: 0 }));
    expect(error.kind).toBe('malformed');
  });

  it('never puts the secret or the token in an error', async () => {
    const secret = 'fake-client-secret';
    const { client } = clientOf(fake);
    const scenarios: (() => Promise<unknown>)[] = [
      () => clientOf(fake, { clientId: 'wrong' }).client.authenticate(),
      () =>
        clientOf(
          { ...fake, url: 'http://127.0.0.1:1' },
          { retry: { attempts: 1, baseMs: 1, maxMs: 1 } },
        ).client.authenticate(),
      () => {
        fake.fail('/api/v1/customers', { status: 500 }, 5);
        return client.customer(1);
      },
      () => {
        fake.fail('/api/v1/vehicles', { malformed: true });
        return client.vehicle(1);
      },
      () => {
        fake.expireTokens();
        fake.fail('/api/v1/oauth/token', { status: 500 }, 5);
        return client.employees();
      },
    ];
    await client.authenticate();
    const basic = Buffer.from(`${fake.credentials.clientId}:${secret}`).toString('base64');
    for (const scenario of scenarios) {
      const error = await failure(scenario());
      const everything = [
        error.message,
        error.stack,
        inspect(error, { depth: 10, showHidden: true }),
        JSON.stringify(error),
      ].join('\n');
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(basic);
      expect(everything).not.toMatch(/[0-9a-f]{48}/); // the fake's tokens: 24 random bytes in hex
    }
  });

  it('throttles to maxRequestsPerSecond: 12 requests at 10 a second take at least a second', async () => {
    const { client, clock } = clientOf(fake, { maxRequestsPerSecond: 10 });
    const started = clock.now;
    await client.authenticate();
    const ids = Array.from({ length: 11 }, (_, i) => fake.shop.customers[i % fake.shop.customers.length].id);
    await Promise.all(ids.map((id) => client.customer(id)));
    expect(client.requestCount).toBe(12);
    expect(clock.now - started).toBeGreaterThanOrEqual(1000);
  });
});

describe('throttle and Retry-After', () => {
  it('lets a burst of perSecond through, then spaces the rest', async () => {
    let now = 0;
    const throttle = createThrottle(
      10,
      () => now,
      async (ms) => void (now += ms),
    );
    const starts: number[] = [];
    for (let i = 0; i < 12; i++) {
      await throttle();
      starts.push(now);
    }
    expect(starts.slice(0, 10).every((t) => t === 0)).toBe(true);
    expect(starts.slice(10)).toEqual([1000, 1000]);
    // No limit with 0.
    const free = createThrottle(
      0,
      () => 0,
      () => Promise.reject(new Error('no sleep expected')),
    );
    for (let i = 0; i < 20; i++) await free();
  });

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('7')).toBe(7000);
    const at = 'Wed, 21 Oct 2015 07:28:00 GMT';
    expect(retryAfterMs(at, Date.parse(at) - 5000)).toBe(5000);
    expect(retryAfterMs(at, Date.parse(at) + 5000)).toBe(0);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
