import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { SESSION_COOKIE } from '@rlo/contract';
import { api, sessionCookieOf, XHR, type TestContext } from '../../../test/app';

let signUps = 0;

export interface NewShop {
  partnerId: number;
  userId: number;
  email: string;
  cookie: string;
}

/**
 * A partner as sign-up leaves it (Trial, MANAGEMENT_SYSTEM, no location), through the real
 * POST /partners, with the e-mail confirmed so only onboarding holds the owner back.
 */
export async function signUpShop(ctx: TestContext, tag: string): Promise<NewShop> {
  const email = `owner@${tag}.test`;
  signUps += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: api('/partners'),
    headers: XHR,
    // Sign-up is rate limited per address: each shop signs up from its own.
    remoteAddress: `10.0.${Math.floor(signUps / 250)}.${signUps % 250}`,
    payload: {
      businessName: `${tag} Auto Care`,
      businessZip: '78701',
      businessUrl: `www.${tag}-auto.com`,
      contactName: 'Jordan Miles',
      phone: '5125550188',
      contactEmail: email,
      password: 'first-pass',
      confirmPassword: 'first-pass',
      agree: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed ${response.statusCode}: ${response.body}`);
  const { id: userId, partnerId } = response.json() as { id: number; partnerId: number };
  await ctx.deps.database.db.update(schema.users).set({ verified: true }).where(eq(schema.users.id, userId));
  return { partnerId, userId, email, cookie: `${SESSION_COOKIE}=${sessionCookieOf(response)}` };
}

export async function partnerRow(ctx: TestContext, partnerId: number) {
  const [row] = await ctx.deps.database.db.select().from(schema.partners).where(eq(schema.partners.id, partnerId));
  return row;
}

export const setStage = (ctx: TestContext, partnerId: number, onboardingStage: 'MANAGEMENT_SYSTEM' | 'CREDIT_CARD' | 'FINISH') =>
  ctx.deps.database.db.update(schema.partners).set({ onboardingStage }).where(eq(schema.partners.id, partnerId));
