import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { HttpError } from '../lib/http-error';
import { describeError, isDatabaseUnavailable } from '../lib/database-errors';
import errorsPlugin from '../plugins/errors';
import { createVerifiedOwner } from '../modules/accounts/service';
import { api, createTestApp, XHR, type TestContext } from '../test/app';

let ctx: TestContext;
let partnerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, {
    businessName: 'Hard Auto',
    email: 'secret.customer@example.com',
    password: 'secret1',
  }));
});
afterAll(() => ctx.close());

const UNAVAILABLE = {
  status: 503,
  title: '503 - Service Unavailable',
  message: 'The database is unavailable right now. Please try again in a moment.',
};

/** The errors plugin alone, with a log that the test reads, and one route that throws what it is given. */
async function appThrowing(makeError: () => Promise<unknown>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorsPlugin);
  app.get('/fail', async () => {
    throw await makeError();
  });
  await app.ready();
  return { app, lines };
}

/** A real database error carrying customer data in its parameters: a second user with a taken address. */
async function duplicateUserError(): Promise<unknown> {
  return ctx.deps.database.db
    .insert(schema.users)
    .values({
      partnerId,
      name: 'Sam Secretname',
      email: 'SECRET.customer@example.com',
      passwordHash: 'x',
      role: 'User',
    })
    .then(
      () => new Error('the insert was expected to fail'),
      (error: unknown) => error,
    );
}

describe('database errors', () => {
  it('recognises a lost or unreachable database, and nothing else, as unavailable', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    const unavailable = [
      coded('08006'),
      coded('08001'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P02'),
      coded('57P03', 'the database system is starting up'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DrizzleQueryError('select 1', [], coded('ECONNRESET')),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    const other = [
      coded('23505'),
      coded('57014', 'canceling statement due to statement timeout'),
      new Error('boom'),
      new HttpError(404, 'x'),
      null,
      'text',
    ];
    for (const error of other) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('answers 503 with Retry-After in the api.md shape while the database is unreachable', async () => {
    const { app } = await appThrowing(
      async () => new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/fail' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });

  it('logs an unhandled database error with its code and constraint, but not the statement’s values', async () => {
    const { app, lines } = await appThrowing(duplicateUserError);
    try {
      const res = await app.inject({ method: 'GET', url: '/fail' });
      expect(res.statusCode).toBe(500);
      const logged = lines.find((l) => l.includes('unhandled error'));
      expect(logged).toBeDefined();
      const entry = JSON.parse(logged!);
      expect(entry.err).toMatchObject({
        type: 'DrizzleQueryError',
        code: '23505',
        constraint: 'users_email_lower_key',
      });
      expect(entry.err.message).toBe(
        'duplicate key value violates unique constraint "users_email_lower_key"',
      );
      expect(entry.err.query).toMatch(/^insert into "users"/);
      // The address and the name were parameters; PostgreSQL's detail repeats the address.
      expect(logged).not.toMatch(/secret\.customer|Secretname|params/i);
    } finally {
      await app.close();
    }
  });

  it('describes a startup failure in one line with the database’s own message and code', async () => {
    expect(describeError(await duplicateUserError())).toBe(
      'duplicate key value violates unique constraint "users_email_lower_key" (code 23505, table users, constraint users_email_lower_key)',
    );
  });
});

describe('transport security', () => {
  it('sends Strict-Transport-Security only for a request that came over HTTPS', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: api('/health'),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ method: 'GET', url: api('/health') });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(http.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy, anyone could claim https in a header.
    const spoofed = await ctx.app.inject({
      method: 'GET',
      url: api('/health'),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('router refusals', () => {
  it('answers a path parameter over 100 characters with 414 in the api.md shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api(`/repair-order/${'9'.repeat(101)}`) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 414,
      title: '414 - URI Too Long',
      message: 'A value in the path is too long.',
    });
    // At the limit the route itself answers (no session here).
    expect(
      (await ctx.app.inject({ method: 'GET', url: api(`/repair-order/${'9'.repeat(100)}`) })).statusCode,
    ).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers a known address without waiting for the mail, and an unknown one without sending any', async () => {
    // An SMTP server that accepts connections and never says a word: a send waits on it for 30 s.
    const connections: net.Socket[] = [];
    const silent = net.createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const mailing = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await createVerifiedOwner(mailing.deps, {
        businessName: 'Mail Auto',
        email: 'known@mail.test',
        password: 'secret1',
      });
      const forgot = (email: string, address: string) =>
        mailing.app.inject({
          method: 'POST',
          url: api('/auth/forgot-password'),
          headers: XHR,
          payload: { email },
          remoteAddress: address,
        });
      const unknown = await forgot('unknown@mail.test', '10.30.0.1');
      const known = await forgot('known@mail.test', '10.30.0.2');
      // Same answer for both; the known one came back while its mail still waits on the server.
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await vi.waitFor(() => expect(connections).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(connections).toHaveLength(1);
    } finally {
      for (const socket of connections) socket.destroy();
      silent.close();
      await mailing.close();
    }
  });
});
