import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../modules/accounts/service';
import { sendInvitationMail } from '../modules/auth/account-mails';
import { issueEmailToken } from '../modules/auth/email-tokens';
import { hashToken } from '../lib/tokens';
import { api, createTestApp, signIn, XHR, type TestContext } from '../test/app';
import { mailsTo, readMails, tokenOf } from '../test/mail';

let ctx: TestContext;
let owner: { partnerId: number; userId: number };
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createVerifiedOwner(ctx.deps, { businessName: 'Reset Garage', email: 'Rita@Reset.test', password: 'old-pass', ownerName: 'Rita Reset' });
  await createLocation(ctx.deps, { partnerId: owner.partnerId, name: 'Reset Main' });
});
afterAll(() => ctx.close());

let nextIp = 1;
const forgot = (email: string, ip = `10.3.0.${nextIp++}`) =>
  ctx.app.inject({ method: 'POST', url: api('/auth/forgot-password'), headers: XHR, payload: { email }, remoteAddress: ip });
const reset = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: api('/auth/reset-password'), headers: XHR, payload });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email, password }, remoteAddress: `10.4.0.${nextIp++}` });
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } });

/** The mails to an address once there are `count` of them: forgot-password sends after it has answered. */
const mailsOnceThere = (email: string, count: number) =>
  vi.waitFor(() => {
    const mails = mailsTo(ctx.deps.config, email);
    if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${email}`);
    return mails;
  });

async function resetTokenFor(email: string): Promise<string> {
  const before = mailsTo(ctx.deps.config, email).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const token = tokenOf((await mailsOnceThere(email, before + 1)).at(-1)?.link ?? null);
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

const NEUTRAL = { message: 'If an account exists for this email address, a password reset link has been sent to it.' };

describe('forgot password', () => {
  it('answers 200 for a known address (any case) and e-mails a reset link valid one hour', async () => {
    const res = await forgot('rita@RESET.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NEUTRAL);
    const [mail] = await mailsOnceThere('rita@reset.test', 1);
    expect(mail.subject).toBe('Reset your RLO Training password');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/reset-password\?token=[\w-]{40,}$/);
    const [row] = await ctx.deps.database.db
      .select()
      .from(schema.emailTokens)
      .where(eq(schema.emailTokens.tokenHash, hashToken(String(tokenOf(mail.link)))));
    expect(row.purpose).toBe('reset');
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it('answers the same 200 for an unknown address and writes no mail', async () => {
    const before = readMails(ctx.deps.config).length;
    const res = await forgot('nobody@reset.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NEUTRAL);
    expect(readMails(ctx.deps.config)).toHaveLength(before);
  });

  it('validates the address: required, at least 5 characters, valid format', async () => {
    const cases: [string, string][] = [
      ['', 'Email is required.'],
      ['a@b', 'Email must have at least 5 characters.'],
      ['not-an-email', 'Email is not a valid email address.'],
    ];
    for (const [email, message] of cases) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'email', message }]);
    }
  });

  it('is rate limited: the sixth request within a minute from one address gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot('nobody@reset.test', '10.3.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('writes the reset e-mail in the language of the user', async () => {
    const { userId } = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'elena@reset.test', password: 'secret1', role: 'User', name: 'Elena Ruiz' });
    await ctx.deps.database.db.update(schema.users).set({ locale: 'en_ES' }).where(eq(schema.users.id, userId));
    await forgot('elena@reset.test');
    const [mail] = await mailsOnceThere('elena@reset.test', 1);
    expect(mail.subject).toBe('Restablezca su contraseña de RLO Training');
    expect(mail.text).toContain('Hola, Elena Ruiz:');
    expect(mail.text).toContain('Este enlace es válido durante 60 minutos');
    expect(mail.html).toContain('<html lang="es">');
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session of the user, and the new password signs in', async () => {
    await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'sam@reset.test', password: 'old-pass', role: 'User', name: 'Sam Stone' });
    const first = await signIn(ctx.app, 'sam@reset.test', 'old-pass');
    const second = await signIn(ctx.app, 'sam@reset.test', 'old-pass');
    expect((await me(first.cookie)).statusCode).toBe(200);

    const token = await resetTokenFor('sam@reset.test');
    const res = await reset({ token, password: 'new-pass', retypePassword: 'new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully.' });

    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(401);
    expect((await login('sam@reset.test', 'old-pass')).statusCode).toBe(401);
    expect((await login('sam@reset.test', 'new-pass')).statusCode).toBe(200);
    const [user] = await ctx.deps.database.db.select().from(schema.users).where(eq(schema.users.email, 'sam@reset.test'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a used link, and spends the older links of the user once the password changed', async () => {
    const older = await resetTokenFor('rita@reset.test');
    const token = await resetTokenFor('rita@reset.test');
    expect((await reset({ token, password: 'rita-2', retypePassword: 'rita-2' })).statusCode).toBe(200);
    const reused = await reset({ token, password: 'rita-3', retypePassword: 'rita-3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This password reset link has already been used. Please request a new one.');
    expect((await reset({ token: older, password: 'rita-4', retypePassword: 'rita-4' })).statusCode).toBe(400);
    expect((await login('rita@reset.test', 'rita-2')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const token = await resetTokenFor('rita@reset.test');
    await ctx.deps.database.db
      .update(schema.emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailTokens.tokenHash, hashToken(token)));
    const res = await reset({ token, password: 'rita-5', retypePassword: 'rita-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password reset link has expired. Please request a new one.');
    expect((await login('rita@reset.test', 'rita-5')).statusCode).toBe(401);
  });

  it('refuses an unknown link and a verify link', async () => {
    const res = await reset({ token: 'made-up', password: 'rita-6', retypePassword: 'rita-6' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password reset link is not valid. Please request a new one.');
    const verifyToken = await issueEmailToken(ctx.deps.database.db, owner, 'verify', 60_000);
    const wrongPurpose = await reset({ token: verifyToken, password: 'rita-6', retypePassword: 'rita-6' });
    expect(wrongPurpose.statusCode).toBe(400);
    expect((await login('rita@reset.test', 'rita-6')).statusCode).toBe(401);
  });

  it("answers 'Password must be matched.' when the passwords differ, and keeps the link usable", async () => {
    const token = await resetTokenFor('rita@reset.test');
    const res = await reset({ token, password: 'rita-7', retypePassword: 'rita-8' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'retypePassword', message: 'Password must be matched.' }]);
    const short = await reset({ token, password: 'abcd', retypePassword: 'abcd' });
    expect(short.json().errors).toEqual([{ path: 'password', message: 'Password must have at least 5 characters.' }]);
    expect((await reset({ token, password: 'rita-7', retypePassword: 'rita-7' })).statusCode).toBe(200);
  });
});

describe('invitation', () => {
  it('e-mails an invited user a link to the reset page that sets the password and verifies the account', async () => {
    const { userId } = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'ines@reset.test', password: 'unused1', role: 'User', name: 'Inès Martin' });
    await ctx.deps.database.db.update(schema.users).set({ locale: 'en_FR', verified: false, passwordHash: null }).where(eq(schema.users.id, userId));
    const result = await sendInvitationMail({ ...ctx.deps, log: ctx.app.log }, userId);
    expect(result).toMatchObject({ sent: true });
    const [mail] = mailsTo(ctx.deps.config, 'ines@reset.test');
    expect(mail.subject).toBe('Invitation au portail RLO Training');
    expect(mail.text).toContain('Reset Garage vous invite sur le portail RLO Training');
    expect(mail.link).toContain('/reset-password?token=');
    const res = await reset({ token: tokenOf(mail.link), password: 'ines-1', retypePassword: 'ines-1' });
    expect(res.statusCode).toBe(200);
    const signedIn = await login('ines@reset.test', 'ines-1');
    expect(signedIn.json()).toMatchObject({ verified: 'true', name: 'Inès Martin' });
  });
});

describe('mail transport failure', () => {
  it('does not fail the request when the mail cannot be sent', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await createVerifiedOwner(broken.deps, { businessName: 'Broken Mail', email: 'broken@mail.test', password: 'secret1' });
      const res = await broken.app.inject({ method: 'POST', url: api('/auth/forgot-password'), headers: XHR, payload: { email: 'broken@mail.test' } });
      expect(res.statusCode).toBe(200);
      expect(readMails(broken.deps.config)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
