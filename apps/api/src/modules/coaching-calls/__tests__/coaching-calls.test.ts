import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { assignCoach, createCoach } from '../../coaches/service';
import { retryRequests } from '../../coach-comments/requests';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { mailsTo } from '../../../test/mail';

let ctx: TestContext;
let partnerId: number;
let locationId: number;
let otherLocationId: number;
let cookie: string;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: api(url), headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) });

const booking = { topic: 'Raising our ARO', preferredDates: ['2026-03-10', '2026-03-09'], timeWindow: 'morning', phone: '+1 (555) 010-2030', notes: 'Mornings before 10 are best.' };

beforeAll(async () => {
  // No SMTP server listens on port 9: every mail fails until the test repairs the mail set-up.
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z', SMTP_URL: 'smtp://127.0.0.1:9' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Call Garage', email: 'owner@call.test', password: 'secret1', ownerName: 'Dana Owner' }));
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Call North' }));
  ({ locationId: otherLocationId } = await createLocation(ctx.deps, { partnerId, name: 'Call South' }));
  const { coachId } = await createCoach(ctx.deps, { email: 'casey@coach.test', password: 'secret1', name: 'Casey Coach' });
  await assignCoach(ctx.deps, coachId, partnerId);
  cookie = (await signIn(ctx.app, 'owner@call.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

describe('coaching call booking', () => {
  it('stores the call even when the e-mail fails, then the retry job sends it to the partner\'s coach', async () => {
    const res = await call('POST', `/coaching-call?partnerId=${partnerId}&locationId=${locationId}`, booking);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locationId,
      locationName: 'Call North',
      commentId: null,
      topic: 'Raising our ARO',
      phone: '+1 (555) 010-2030',
      notes: 'Mornings before 10 are best.',
      preferredDates: ['2026-03-09', '2026-03-10'],
      timeWindow: 'morning',
      name: 'Dana Owner',
      status: 'failed',
    });
    const [stored] = await ctx.deps.database.db.select().from(schema.coachingRequests).where(eq(schema.coachingRequests.id, res.json().id));
    expect(stored).toMatchObject({ type: 'Coaching_Call', commentId: null, email: 'owner@call.test', attempts: 1, preferredTime: '2026-03-09, 2026-03-10 · morning' });

    ctx.deps.config.smtpUrl = undefined;
    expect(await retryRequests({ ...ctx.deps, log: ctx.app.log })).toBe(1);
    const [mail] = mailsTo(ctx.deps.config, 'casey@coach.test');
    expect(mail.subject).toBe('Coaching call request from Dana Owner (Call North)');
    expect(mail.text).toContain('Preferred time: 2026-03-09, 2026-03-10 · morning');
    expect(mail.text).toContain('Topic: Raising our ARO');
    expect(mail.text).toContain('Phone: +1 (555) 010-2030');
  });

  it('lists the partner\'s calls newest first with their state, optionally for one location', async () => {
    await call('POST', `/coaching-call?partnerId=${partnerId}&locationId=${otherLocationId}`, { ...booking, topic: 'Technician pay', notes: undefined, timeWindow: 'anytime', preferredDates: ['2026-03-04'] });
    const all = (await call('GET', `/coaching-call?partnerId=${partnerId}`)).json();
    expect(all.map((c: { topic: string; status: string }) => [c.topic, c.status])).toEqual([
      ['Technician pay', 'sent'],
      ['Raising our ARO', 'sent'],
    ]);
    expect(all[0]).toMatchObject({ notes: null, timeWindow: 'anytime', locationName: 'Call South' });
    const north = (await call('GET', `/coaching-call?partnerId=${partnerId}&locationId=${locationId}`)).json();
    expect(north.map((c: { topic: string }) => c.topic)).toEqual(['Raising our ARO']);
  });

  it('validates the booking: 400 with the field in error', async () => {
    const at = `/coaching-call?partnerId=${partnerId}&locationId=${locationId}`;
    const cases: [object, string][] = [
      [{ ...booking, topic: '  ' }, 'guides.coachingCall.errors.topicRequired'],
      [{ ...booking, preferredDates: [] }, 'guides.coachingCall.errors.dateRequired'],
      [{ ...booking, preferredDates: ['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'] }, 'guides.coachingCall.errors.tooManyDates'],
      [{ ...booking, phone: 'call me' }, 'guides.coachingCall.errors.phoneInvalid'],
      [{ ...booking, timeWindow: 'midnight' }, 'guides.coachingCall.errors.windowRequired'],
      // Today is 2026-03-04 at the location (US/Central): the 3rd is past.
      [{ ...booking, preferredDates: ['2026-03-03'] }, 'guides.coachingCall.errors.datePast'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', at, body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json().errors), message).toContain(message);
    }
    expect((await call('POST', `/coaching-call?partnerId=${partnerId}`, booking)).statusCode).toBe(400);
  });

  it('refuses another partner\'s location (404) and another partner id (403)', async () => {
    const { partnerId: otherPartner } = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'owner@other.test', password: 'secret1' });
    const { locationId: foreign } = await createLocation(ctx.deps, { partnerId: otherPartner, name: 'Elsewhere' });
    expect((await call('POST', `/coaching-call?partnerId=${partnerId}&locationId=${foreign}`, booking)).statusCode).toBe(404);
    expect((await call('GET', `/coaching-call?partnerId=${otherPartner}`)).statusCode).toBe(403);
  });
});
