import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { loadConfig } from '../config';
import { createLocation, createVerifiedOwner } from '../modules/accounts/service';
import { api, createTestApp, sessionCookieOf, signIn, XHR, type TestContext } from '../test/app';

let ctx: TestContext;
let owner: { partnerId: number; userId: number };
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createVerifiedOwner(ctx.deps, { businessName: 'Elm Street Auto', email: 'Owner@Elm.test', password: 'secret1', ownerName: 'Olga Owner' });
  await createLocation(ctx.deps, { partnerId: owner.partnerId, name: 'Elm North' });
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email, password } });

describe('login and session', () => {
  it('rejects a wrong password and an unknown e-mail with the same 401 message', async () => {
    for (const [email, password] of [['owner@elm.test', 'wrong'], ['nobody@elm.test', 'secret1']]) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Username and password are wrong.');
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('signs in case-insensitively, sets an httpOnly SameSite=Lax cookie and returns the user of §3', async () => {
    const res = await login('owner@elm.test', 'secret1');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'access_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Date.parse(String(res.headers['x-session-expires-at']))).toBeGreaterThan(Date.now());
    const user = res.json();
    expect(user).toMatchObject({
      id: owner.userId,
      name: 'Olga Owner',
      verified: 'true',
      isShopOwner: 'true',
      role: 'Admin',
      partnerId: owner.partnerId,
      OnboardingStage: 'FINISH',
    });
    expect(user.subscriptions).toHaveLength(1);
    expect(user.defaultLocation).toBe(user.subscriptions[0].id);
  });

  it('stores only a hash of the session token and issues a new token at every login', async () => {
    const first = sessionCookieOf(await login('owner@elm.test', 'secret1'));
    const second = sessionCookieOf(await login('owner@elm.test', 'secret1'));
    expect(first).not.toBe(second);
    const rows = await ctx.deps.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, owner.userId));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(first);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('returns the user from /auth/me with the expiry header, and 401 after logout', async () => {
    const { cookie } = await signIn(ctx.app, 'owner@elm.test', 'secret1');
    const me = await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-session-expires-at']).toBeDefined();
    const out = await ctx.app.inject({ method: 'POST', url: api('/auth/logout'), headers: { cookie, ...XHR } });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('extends the session', async () => {
    const { cookie } = await signIn(ctx.app, 'owner@elm.test', 'secret1');
    const res = await ctx.app.inject({ method: 'POST', url: api('/auth/extend'), headers: { cookie, ...XHR } });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(String(res.headers['x-session-expires-at']))).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});

describe('idle timeout', () => {
  it('ends a session once it has been idle longer than the configured timeout', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: '0.002' }); // 120 ms
    try {
      await createVerifiedOwner(short.deps, { businessName: 'Idle Garage', email: 'idle@garage.test', password: 'secret1' });
      const { cookie } = await signIn(short.app, 'idle@garage.test', 'secret1');
      const soon = await short.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } });
      expect(soon.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 250));
      const late = await short.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } });
      expect(late.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('background requests', () => {
  it('read the session without moving its idle expiry; a user request moves it', async () => {
    const { cookie } = await signIn(ctx.app, 'owner@elm.test', 'secret1');
    const { db } = ctx.deps.database;
    const tokenHash = (await db.select().from(schema.sessions).orderBy(schema.sessions.id)).at(-1)!.tokenHash;
    // Ten minutes without a user request: last seen and idle expiry as the server left them then.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const idleExpiresAt = new Date(tenMinutesAgo.getTime() + 30 * 60_000);
    await db.update(schema.sessions).set({ lastSeenAt: tenMinutesAgo, idleExpiresAt }).where(eq(schema.sessions.tokenHash, tokenHash));

    const poll = await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie, 'x-background-request': '1' } });
    expect(poll.statusCode).toBe(200);
    expect(poll.headers['x-session-expires-at']).toBe(idleExpiresAt.toISOString());

    const user = await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } });
    expect(Date.parse(String(user.headers['x-session-expires-at']))).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message after ten logins a minute', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await limited.app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email: 'x@y.test', password: 'nope' } });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toBe('Too many requests. Please wait a minute and try again.');
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('takes its limit from LOGIN_RATE_LIMIT, and refuses a limit that is not a positive whole number', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email: 'x@y.test', password: 'nope' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: 'many' })).toThrow(/LOGIN_RATE_LIMIT/);
  });
});
