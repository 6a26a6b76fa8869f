import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { SUPPORT_EMAIL } from '@rlo/contract';
import { api, createTestApp, XHR, type TestContext } from '../../../test/app';
import { mailsTo } from '../../../test/mail';
import { signUpShop, type NewShop } from './fixtures';

let ctx: TestContext;
let shop: NewShop;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await signUpShop(ctx, 'unlisted');
});
afterAll(() => ctx.close());

const MAIL = {
  email: 'jordan@unlisted-auto.com',
  phone: '512 555 0188',
  name: 'Jordan Miles',
  message: 'We use <b>GaragePro</b> 7 on a local server.',
  managementSystemName: 'GaragePro',
};

const post = (payload: unknown, cookie = shop.cookie) =>
  ctx.app.inject({ method: 'POST', url: api('/on-boarding-mail'), headers: { cookie, ...XHR }, payload: payload as object });

describe('POST /on-boarding-mail', () => {
  it('stores the message, e-mails it to support (an .eml without SMTP) and thanks the user, during onboarding', async () => {
    const res = await post({ ...MAIL, email: `  ${MAIL.email} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank You we will contact you with the next step!' });

    const rows = await ctx.deps.database.db.select().from(schema.onboardingMails).where(eq(schema.onboardingMails.partnerId, shop.partnerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(MAIL);

    const [mail] = mailsTo(ctx.deps.config, SUPPORT_EMAIL);
    expect(mail.file).toMatch(/\.eml$/);
    expect(mail.subject).toBe('Onboarding: management system not listed (GaragePro) - unlisted Auto Care');
    for (const line of [
      `Jordan Miles of unlisted Auto Care (partner ${shop.partnerId}) uses a shop management system that is not listed`,
      'Management system: GaragePro',
      'Email: jordan@unlisted-auto.com',
      'Phone: 512 555 0188',
      'Message: We use <b>GaragePro</b> 7 on a local server.',
      'mailto:jordan@unlisted-auto.com',
    ]) {
      expect(mail.text).toContain(line);
    }
    // What the shop typed is text in the HTML part, never markup.
    expect(mail.html).toContain('We use &lt;b&gt;GaragePro&lt;/b&gt; 7');
    // The partner stays where it was: the message is not a stage change.
    const [partner] = await ctx.deps.database.db.select().from(schema.partners).where(eq(schema.partners.id, shop.partnerId));
    expect(partner.onboardingStage).toBe('MANAGEMENT_SYSTEM');
  });

  it('answers 400 with each wrong field, and sends nothing', async () => {
    const before = mailsTo(ctx.deps.config, SUPPORT_EMAIL).length;
    const res = await post({ email: 'not-an-email', phone: '12', name: ' ', managementSystemName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'managementSystemName', 'name', 'phone']);
    expect(mailsTo(ctx.deps.config, SUPPORT_EMAIL)).toHaveLength(before);
  });

  it('needs a session and the cross-site header', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: api('/on-boarding-mail'), headers: XHR, payload: MAIL })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: api('/on-boarding-mail'), headers: { cookie: shop.cookie }, payload: MAIL })).statusCode).toBe(403);
  });
});
