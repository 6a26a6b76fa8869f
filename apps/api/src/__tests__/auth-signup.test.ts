import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { SIGNUP_BRAND } from '@rlo/contract';
import { createVerifiedOwner } from '../modules/accounts/service';
import { api, createTestApp, XHR, type TestContext } from '../test/app';
import { mailsTo, tokenOf } from '../test/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createVerifiedOwner(ctx.deps, { businessName: 'Taken Garage', email: 'taken@garage.test', password: 'secret1' });
});
afterAll(() => ctx.close());

const valid = {
  businessName: 'Maple Auto Care',
  businessZip: '60601',
  businessTimezone: 'US/Eastern',
  businessUrl: 'www.maple-auto.com',
  contactName: 'Maria Lopez',
  phone: '312-555-0199',
  contactEmail: 'maria@maple-auto.test',
  password: 'maple1',
  confirmPassword: 'maple1',
  agree: true,
};

// Each call comes from its own address so the sign-up rate limit (5 a minute per IP) stays out of the way.
let nextIp = 1;
const signUp = (payload: Record<string, unknown>, ip = `10.1.0.${nextIp++}`) =>
  ctx.app.inject({ method: 'POST', url: api('/partners'), headers: XHR, payload, remoteAddress: ip });

async function errorsFor(payload: Record<string, unknown>): Promise<{ path: string; message: string }[]> {
  const res = await signUp(payload);
  expect(res.statusCode).toBe(400);
  return res.json().errors;
}

describe('sign-up validation (1-foundation §5): every rule answers its i18n key in errors[]', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['business name missing', { businessName: undefined }, 'businessName', 'signup.errors.businessNameRequired'],
    ['business name blank', { businessName: '   ' }, 'businessName', 'signup.errors.businessNameRequired'],
    ['business name of 4', { businessName: 'Abcd' }, 'businessName', 'signup.errors.businessNameTooShort'],
    ['zip missing', { businessZip: '' }, 'businessZip', 'signup.errors.businessZipRequired'],
    ['zip of 4 digits', { businessZip: '1234' }, 'businessZip', 'signup.errors.businessZipTooShort'],
    ['zip of 21 digits', { businessZip: '1'.repeat(21) }, 'businessZip', 'signup.errors.businessZipTooBig'],
    ['zip with a letter', { businessZip: '6060A' }, 'businessZip', 'signup.errors.businessZipNumbersOnly'],
    ['website missing', { businessUrl: '' }, 'businessUrl', 'signup.errors.websiteRequired'],
    ['website without suffix', { businessUrl: 'mapleauto' }, 'businessUrl', 'signup.errors.websiteInvalid'],
    ['website with a 4-letter suffix', { businessUrl: 'maple.auto' }, 'businessUrl', 'signup.errors.websiteInvalid'],
    ['website with a space', { businessUrl: 'maple auto.com' }, 'businessUrl', 'signup.errors.websiteInvalid'],
    ['contact name missing', { contactName: '' }, 'contactName', 'signup.errors.contactNameRequired'],
    ['contact name of 5', { contactName: 'Maria' }, 'contactName', 'signup.errors.contactNameTooShort'],
    ['contact name with a digit', { contactName: 'Maria L0pez' }, 'contactName', 'signup.errors.contactNameLettersOnly'],
    ['phone missing', { phone: '' }, 'phone', 'signup.errors.phoneRequired'],
    ['phone of 4', { phone: '5550' }, 'phone', 'signup.errors.phoneTooShort'],
    ['email missing', { contactEmail: '' }, 'contactEmail', 'signup.errors.emailRequired'],
    ['email invalid', { contactEmail: 'maria@' }, 'contactEmail', 'signup.errors.emailInvalid'],
    ['password missing', { password: '' }, 'password', 'signup.errors.passwordRequired'],
    ['password of 4', { password: 'abcd', confirmPassword: 'abcd' }, 'password', 'signup.errors.passwordTooShort'],
    ['password again missing', { confirmPassword: '' }, 'confirmPassword', 'signup.errors.confirmPasswordRequired'],
    ['passwords differ', { confirmPassword: 'maple2' }, 'confirmPassword', 'signup.errors.confirmPasswordMismatch'],
    ['terms not accepted', { agree: false }, 'agree', 'signup.errors.agreeRequired'],
    ['terms missing', { agree: undefined }, 'agree', 'signup.errors.agreeRequired'],
    ['time zone not in the list', { businessTimezone: 'Europe/Paris' }, 'businessTimezone', 'signup.errors.businessTimezoneInvalid'],
    ['another brand', { brand: 'OTHER' }, 'brand', 'signup.errors.brandInvalid'],
  ];
  it.each(cases)('%s', async (_label, change, path, key) => {
    const errors = await errorsFor({ ...valid, ...change });
    expect(errors).toContainEqual({ path, message: key });
    // Only the broken field is reported.
    expect(errors.every((e) => e.path === path)).toBe(true);
  });

  it('accepts the bounds themselves: name of 5, zip of 5 and 20 digits, contact name of 6 with accents', async () => {
    for (const [i, change] of [
      { businessName: 'Abcde', businessZip: '12345', contactName: 'José M', phone: '55501', password: 'abcde', confirmPassword: 'abcde' },
      { businessZip: '1'.repeat(20), businessUrl: 'https://shop-one.co.uk/', contactName: 'Françoise Dupré' },
    ].entries()) {
      const res = await signUp({ ...valid, ...change, contactEmail: `bounds${i}@maple-auto.test` });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('lists every broken field at once, with a readable top-level message', async () => {
    const res = await signUp({ businessName: 'Ab', password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.title).toBe('400 - Bad Request');
    expect(body.message).toContain('Business name must have at least 5 characters.');
    expect(body.message).toContain('Password must be matched');
    expect(body.message).not.toContain('signup.errors.');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(
      ['agree', 'businessName', 'businessUrl', 'businessZip', 'confirmPassword', 'contactEmail', 'contactName', 'phone'].sort(),
    );
  });
});

describe('sign-up', () => {
  it('creates the partner and an unverified Admin shop owner, signs them in and answers 201 with the user', async () => {
    const res = await signUp({ ...valid, brand: SIGNUP_BRAND });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@maple-auto.test',
      verified: 'false',
      role: 'Admin',
      isShopOwner: 'true',
      OnboardingStage: 'MANAGEMENT_SYSTEM',
      subscriptions: [],
      locale: 'en_US',
    });
    const cookie = res.cookies.find((c) => c.name === 'access_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(res.headers['x-session-expires-at']).toBeDefined();

    const [partner] = await ctx.deps.database.db.select().from(schema.partners).where(eq(schema.partners.id, user.partnerId));
    expect(partner).toMatchObject({
      businessName: 'Maple Auto Care',
      zip: '60601',
      timezone: 'US/Eastern',
      website: 'www.maple-auto.com',
      contactName: 'Maria Lopez',
      phone: '312-555-0199',
      contactEmail: 'maria@maple-auto.test',
      brand: SIGNUP_BRAND,
      onboardingStage: 'MANAGEMENT_SYSTEM',
    });
    const [row] = await ctx.deps.database.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // The session works: the new owner is held on /verify, so /auth/me answers and the portal does not.
    const me = await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie: `access_token=${cookie?.value}` } });
    expect(me.statusCode).toBe(200);
    const locations = await ctx.app.inject({ method: 'GET', url: api('/locations'), headers: { cookie: `access_token=${cookie?.value}` } });
    expect(locations.statusCode).toBe(403);
  });

  it('defaults the time zone to US/Central', async () => {
    const res = await signUp({ ...valid, businessTimezone: undefined, contactEmail: 'central@maple-auto.test' });
    expect(res.statusCode).toBe(201);
    const [partner] = await ctx.deps.database.db.select().from(schema.partners).where(eq(schema.partners.id, res.json().partnerId));
    expect(partner.timezone).toBe('US/Central');
  });

  it('sends the verification e-mail as an .eml file whose link verifies the account', async () => {
    const res = await signUp({ ...valid, contactEmail: 'link@maple-auto.test' });
    expect(res.statusCode).toBe(201);
    const [mail] = mailsTo(ctx.deps.config, 'link@maple-auto.test');
    expect(mail.subject).toBe('Confirm your RLO Training account');
    expect(mail.text).toContain('Hello Maria Lopez,');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/verify\?token=[\w-]{40,}$/);
    expect(mail.html).toContain(`href="${mail.link}"`);
    const verify = await ctx.app.inject({ method: 'POST', url: api('/auth/verify'), headers: XHR, payload: { token: tokenOf(mail.link) } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ email: 'link@maple-auto.test', verified: 'true' });
  });

  it('writes the verification e-mail in the language chosen at sign-up', async () => {
    const fr = await signUp({ ...valid, contactEmail: 'fr@maple-auto.test', locale: 'en_FR' });
    expect(fr.statusCode).toBe(201);
    const [french] = mailsTo(ctx.deps.config, 'fr@maple-auto.test');
    expect(french.subject).toBe('Confirmez votre compte RLO Training');
    expect(french.text).toContain('Bonjour Maria Lopez,');
    expect(french.text).toContain('Confirmer mon adresse e-mail');
    expect(french.html).toContain('<html lang="fr">');

    const es = await signUp({ ...valid, contactEmail: 'es@maple-auto.test', locale: 'en_ES' });
    expect(es.statusCode).toBe(201);
    const [spanish] = mailsTo(ctx.deps.config, 'es@maple-auto.test');
    expect(spanish.subject).toBe('Confirme su cuenta de RLO Training');
    expect(spanish.text).toContain('Gracias por registrarse');
  });

  it('answers 409 with the catalogue message when the e-mail is taken, whatever its case', async () => {
    for (const email of ['taken@garage.test', 'TAKEN@Garage.Test']) {
      const res = await signUp({ ...valid, contactEmail: email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        title: '409 - Conflict',
        message: 'The email address provided is already associated with another partner account.',
      });
      expect(res.cookies).toHaveLength(0);
    }
    expect(mailsTo(ctx.deps.config, 'taken@garage.test')).toHaveLength(0);
  });

  it('is rate limited to 5 a minute per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signUp({}, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await signUp({}, '10.9.9.10')).statusCode).toBe(400);
  });
});
