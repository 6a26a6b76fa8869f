import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { hashToken } from '../lib/tokens';
import { api, createTestApp, sessionCookieOf, XHR, type TestContext } from '../test/app';
import { mailsTo, tokenOf } from '../test/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let count = 0;
/** Signs up through the API: the new owner is unverified and signed in. */
async function newOwner(locale = 'en_US') {
  count += 1;
  const email = `owner${count}@verify.test`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: api('/partners'),
    headers: XHR,
    remoteAddress: `10.2.0.${count}`,
    payload: {
      businessName: `Verify Garage ${count}`,
      businessZip: '73301',
      businessUrl: 'verify-garage.com',
      contactName: 'Victor Vance',
      phone: '512-555-0100',
      contactEmail: email,
      password: 'verify1',
      confirmPassword: 'verify1',
      agree: true,
      locale,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, userId: res.json().id as number, cookie: `access_token=${sessionCookieOf(res)}` };
}

const verify = (token: string | null) => ctx.app.inject({ method: 'POST', url: api('/auth/verify'), headers: XHR, payload: { token } });
const reconfirm = (cookie: string) => ctx.app.inject({ method: 'POST', url: api('/auth/reconfirm'), headers: { ...XHR, cookie } });
const lastLink = (email: string) => mailsTo(ctx.deps.config, email).at(-1)?.link ?? null;

describe('verify account', () => {
  it('verifies with the link of the e-mail, once; the token is stored hashed', async () => {
    const owner = await newOwner();
    const token = tokenOf(lastLink(owner.email));
    expect(token).toBeTruthy();
    const rows = await ctx.deps.database.db.select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, owner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify', tokenHash: hashToken(String(token)), usedAt: null });
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeGreaterThan(23.9 * 3_600_000);

    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: owner.userId, verified: 'true' });
    const me = await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie: owner.cookie } });
    expect(me.json().verified).toBe('true');

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      status: 400,
      title: '400 - Bad Request',
      message: 'This verification link has already been used. Please sign in, or request a new confirmation email.',
    });
  });

  it('refuses an expired link (older than 24 hours)', async () => {
    const owner = await newOwner();
    const token = tokenOf(lastLink(owner.email));
    await ctx.deps.database.db
      .update(schema.emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailTokens.tokenHash, hashToken(String(token))));
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This verification link has expired. Please request a new confirmation email.');
    const [user] = await ctx.deps.database.db.select().from(schema.users).where(eq(schema.users.id, owner.userId));
    expect(user.verified).toBe(false);
  });

  it('refuses an unknown token, an empty one, and a reset token used as a verify link', async () => {
    const unknown = await verify('not-a-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This verification link is not valid. Please request a new confirmation email.');
    const empty = await verify('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'token', message: 'The link has no token.' }]);

    const owner = await newOwner();
    await ctx.app.inject({ method: 'POST', url: api('/auth/forgot-password'), headers: XHR, payload: { email: owner.email } });
    // The reset mail goes out after the answer (it must not take longer than for an unknown address).
    const resetLink = await vi.waitFor(() => {
      const link = lastLink(owner.email);
      if (!link?.includes('/reset-password?token=')) throw new Error('no reset mail yet');
      return link;
    });
    expect(resetLink).toContain('/reset-password?token=');
    expect((await verify(tokenOf(resetLink))).statusCode).toBe(400);
  });
});

describe('reconfirm (send the confirmation email again)', () => {
  it('sends a new verification e-mail to the signed-in unverified user, in their language', async () => {
    const owner = await newOwner('en_ES');
    expect(mailsTo(ctx.deps.config, owner.email)).toHaveLength(1);
    const res = await reconfirm(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Confirmation email sent successfully.' });
    const mails = mailsTo(ctx.deps.config, owner.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject === 'Confirme su cuenta de RLO Training')).toBe(true);
    expect(tokenOf(mails[1].link)).not.toBe(tokenOf(mails[0].link));
    expect((await verify(tokenOf(mails[1].link))).statusCode).toBe(200);
    // Once verified, nothing more is sent.
    const after = await reconfirm(owner.cookie);
    expect(after.json()).toEqual({ message: 'Your account is already verified.' });
    expect(mailsTo(ctx.deps.config, owner.email)).toHaveLength(2);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: api('/auth/reconfirm'), headers: XHR });
    expect(res.statusCode).toBe(401);
  });

  it('is rate limited per user: the fourth request within a minute gets 429', async () => {
    const owner = await newOwner();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await reconfirm(owner.cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(mailsTo(ctx.deps.config, owner.email)).toHaveLength(4);
    // Another user is not affected.
    const other = await newOwner();
    expect((await reconfirm(other.cookie)).statusCode).toBe(200);
  });
});
