import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@rlo/db';
import { CHECKS_PER_STATEMENT, checkSession, sessionChecks } from '../lib/session-checks';
import { createSession, endSession, resolveSession } from '../lib/sessions';
import { hashToken } from '../lib/tokens';
import { createLocation, createVerifiedOwner } from '../modules/accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../test/app';

/**
 * The session checks of requests that arrive together share one statement: each must still get
 * its own session's row, read after it asked, and a failure must reach every one of them.
 */
let ctx: TestContext;
const shop = { partnerId: 0, userId: 0, token: '', locations: [] as number[] };
const other = { partnerId: 0, userId: 0, token: '', locations: [] as number[] };

async function owner(into: typeof shop, name: string) {
  const { partnerId, userId } = await createVerifiedOwner(ctx.deps, {
    businessName: name,
    email: `owner@${name}.test`,
    password: 'secret1',
  });
  into.partnerId = partnerId;
  into.userId = userId;
  for (const place of ['North', 'South']) {
    into.locations.push((await createLocation(ctx.deps, { partnerId, name: `${name} ${place}` })).locationId);
  }
  into.token = (await createSession(ctx.deps, { userId })).token;
}

/** Sets a location's data version as an ingest would leave it. */
async function version(locationId: number, value: number) {
  await ctx.deps.database.db.execute(
    sql`insert into location_data_versions (location_id, version) values (${locationId}, ${value})
        on conflict (location_id) do update set version = excluded.version`,
  );
}

const counts = () => ({ ...sessionChecks });

beforeAll(async () => {
  ctx = await createTestApp();
  await owner(shop, 'batchone');
  await owner(other, 'batchtwo');
  await version(shop.locations[0], 7);
  await version(shop.locations[1], 3);
  await version(other.locations[0], 11);
});
afterAll(() => ctx.close());

describe('session checks asked together (issue 28)', () => {
  it('go in one statement, and each gets its own session’s row and versions, in the order it asked', async () => {
    const now = new Date();
    const before = counts();
    const [mine, reversed, theirs, unknown] = await Promise.all([
      checkSession(ctx.deps.database, hashToken(shop.token), now, shop.locations),
      checkSession(ctx.deps.database, hashToken(shop.token), now, [...shop.locations].reverse()),
      checkSession(ctx.deps.database, hashToken(other.token), now, other.locations),
      checkSession(ctx.deps.database, hashToken('no-such-token'), now, shop.locations),
    ]);
    expect(sessionChecks.statements - before.statements).toBe(1);
    expect(sessionChecks.checks - before.checks).toBe(4);
    expect(mine?.dataVersions).toEqual([7, 3]);
    expect(reversed?.dataVersions).toEqual([3, 7]);
    // The other partner's first location has moved, its second never has.
    expect(theirs?.dataVersions).toEqual([11, 0]);
    expect(unknown).toBeUndefined();
    expect(mine?.idleExpiresAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it('answer each check at its own time: an expiry between two asks shows on the later one only', async () => {
    const { token } = await createSession(ctx.deps, { userId: shop.userId });
    const expiry = await idleExpiryOf(token);
    const before = counts();
    const [earlier, later] = await Promise.all([
      checkSession(ctx.deps.database, hashToken(token), new Date(expiry.getTime() - 1), []),
      checkSession(ctx.deps.database, hashToken(token), expiry, []),
    ]);
    expect(sessionChecks.statements - before.statements).toBe(1);
    expect(earlier?.idleExpiresAt).toEqual(expiry);
    expect(later).toBeUndefined();
  });

  it('split a crowd larger than one statement carries, and answer all of it', async () => {
    const before = counts();
    const crowd = CHECKS_PER_STATEMENT * 2 + 1;
    const rows = await Promise.all(
      Array.from({ length: crowd }, (_, i) =>
        checkSession(
          ctx.deps.database,
          hashToken(i % 2 === 0 ? shop.token : other.token),
          new Date(),
          i % 2 === 0 ? shop.locations : other.locations,
        ),
      ),
    );
    expect(sessionChecks.statements - before.statements).toBe(3);
    expect(rows.filter((_, i) => i % 2 === 0).every((r) => r?.dataVersions.join() === '7,3')).toBe(true);
    expect(rows.filter((_, i) => i % 2 === 1).every((r) => r?.dataVersions.join() === '11,0')).toBe(true);
  });

  it('fail every check of a statement that fails, each with the error', async () => {
    const broken: Database = {
      ...ctx.deps.database,
      rows: () => Promise.reject(new Error('connection lost')),
    };
    const asked = [shop, other].map((s) => checkSession(broken, hashToken(s.token), new Date(), s.locations));
    for (const outcome of await Promise.allSettled(asked)) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'connection lost' } });
    }
  });

  it('serve concurrent requests of two partners with one statement, each request its own partner', async () => {
    const resolveBoth = () =>
      Promise.all(
        [shop, other, shop, other].map((s) => resolveSession(ctx.deps, s.token, { background: true })),
      );
    // Each process reads a session's principal in full once, then checks it.
    await resolveBoth();
    const before = counts();
    const principals = await resolveBoth();
    expect(sessionChecks.statements - before.statements).toBe(1);
    expect(principals.map((p) => (p?.kind === 'user' ? p.partnerId : null))).toEqual([
      shop.partnerId,
      other.partnerId,
      shop.partnerId,
      other.partnerId,
    ]);
    const versions = principals.map((p) =>
      p?.kind === 'user' ? p.partner.locations.map((l) => l.dataVersion) : [],
    );
    expect(versions).toEqual([
      [7, 3],
      [11, 0],
      [7, 3],
      [11, 0],
    ]);
  });

  it('share statements among requests that reach the server together, each answered with its own partner’s locations', async () => {
    const cookies = await Promise.all(
      ['batchone', 'batchtwo'].map(
        async (name) => (await signIn(ctx.app, `owner@${name}.test`, 'secret1')).cookie,
      ),
    );
    const order = [0, 1, 0, 1, 0, 1];
    const ask = () =>
      Promise.all(
        order.map((i) =>
          ctx.app.inject({ method: 'GET', url: api('/locations'), headers: { ...XHR, cookie: cookies[i] } }),
        ),
      );
    // The first request of each session reads its principal in full; the next ones are checked.
    await ask();
    const before = counts();
    const responses = await ask();
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(sessionChecks.checks - before.checks).toBe(6);
    expect(sessionChecks.statements - before.statements).toBeLessThan(6);
    const names = responses.map((r) =>
      (r.json() as { items: { name: string }[] }).items
        .map((l) => l.name)
        .sort()
        .join(),
    );
    const shops = ['batchone North,batchone South', 'batchtwo North,batchtwo South'];
    expect(names).toEqual(order.map((i) => shops[i]));
  });

  it('see a session ended by another request before they asked', async () => {
    const { token } = await createSession(ctx.deps, { userId: other.userId });
    const principal = await resolveSession(ctx.deps, token, { background: true });
    if (!principal) throw new Error('no session');
    await resolveSession(ctx.deps, token, { background: true });
    await endSession(ctx.deps, principal.sessionId);
    expect(await resolveSession(ctx.deps, token, { background: true })).toBeNull();
  });
});

async function idleExpiryOf(token: string): Promise<Date> {
  const [row] = await ctx.deps.database.rows<{ idle_expires_at: Date }>(
    sql`select idle_expires_at from sessions where token_hash = ${hashToken(token)}`,
  );
  return new Date(row.idle_expires_at);
}
