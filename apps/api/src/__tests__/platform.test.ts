import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { api, createTestApp, XHR, type TestContext } from '../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z' });
});
afterAll(() => ctx.close());

describe('platform', () => {
  it('reports health after checking the database, with the business clock', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/health') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      now: '2026-03-04T15:00:00.000Z',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // Every answer names the business clock: the web app's default ranges start from its today.
    expect(res.headers['x-business-now']).toBe('2026-03-04T15:00:00.000Z');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown route with the JSON error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/no-such-thing') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, title: '404 - Not Found' });
    expect(res.headers['x-business-now']).toBe('2026-03-04T15:00:00.000Z');
  });

  it('refuses a state-changing call without X-Requested-With (cross-site guard)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: api('/auth/login'), payload: { email: 'a@b.co', password: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: '403 - Forbidden' });
  });

  it('answers schema violations with 400 listing each field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.title).toBe('400 - Bad Request');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('requires a session for private routes, with the catalogue message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/locations') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      title: '401 - Unauthorized',
      message: 'Access is denied due to invalid credentials.',
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/docs/json') });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/partners/api/health', '/partners/api/auth/login']));
    const page = await ctx.app.inject({ method: 'GET', url: api('/docs/') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('publishes the public configuration without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/config') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ demoMode: false, demoSignIns: [] });
  });

  it('moves the fixed business clock only when CLOCK_CONTROL asks, and never the real clock', async () => {
    // This server was not asked: the route does not exist.
    expect((await ctx.app.inject({ method: 'PUT', url: api('/test/clock'), headers: XHR, payload: { now: '2026-03-05T15:00:00Z' } })).statusCode).toBe(404);
    expect(() => loadConfig({ CLOCK_CONTROL: 'on' })).toThrow(/CLOCK_CONTROL: needs CLOCK_NOW/);
    const moved = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z', CLOCK_CONTROL: 'on' });
    try {
      const bad = await moved.app.inject({ method: 'PUT', url: api('/test/clock'), headers: XHR, payload: { now: 'tomorrow' } });
      expect(bad.statusCode).toBe(400);
      const res = await moved.app.inject({ method: 'PUT', url: api('/test/clock'), headers: XHR, payload: { now: '2026-03-05T15:00:00Z' } });
      expect(res.json()).toEqual({ now: '2026-03-05T15:00:00.000Z' });
      expect((await moved.app.inject({ method: 'GET', url: api('/health') })).headers['x-business-now']).toBe('2026-03-05T15:00:00.000Z');
    } finally {
      await moved.close();
    }
  });

  it('keeps demo data off in production unless asked for, and on elsewhere by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });
});
