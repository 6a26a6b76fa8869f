import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { sendDueEmails } from '../outbox';
import { reportDateFor, scheduleDailySummaries } from '../scheduler';
import { CLOCK_NOW, seedDaily, type DailySeed } from './seed';
import { startSmtpReceiver } from './smtp-receiver';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let ctx: TestContext;
let s: DailySeed;
const NO_DELAY = { maxAttempts: 3, baseMs: 0 };

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestApp({ CLOCK_NOW, SMTP_URL: smtp.url });
  s = await seedDaily(ctx.deps);
  // Four coach comments, the newest three quoted (newest first).
  const base = new Date('2025-07-10T12:00:00Z').getTime();
  await ctx.deps.database.db.insert(schema.coachComments).values(
    ['Oldest note', 'Watch the ARO', 'Great Monday', 'Call me <today>'].map((title, i) => ({
      partnerId: s.partnerId,
      locationId: s.L,
      coachName: 'Coach Kim',
      title,
      description: `Comment ${i + 1}`,
      kpiType: 'KPI_ONLY' as const,
      createdAt: new Date(base + i * 3_600_000),
    })),
  );
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const log = () => ctx.app.log;
const rows = (locationId: number) =>
  ctx.deps.database.db
    .select()
    .from(schema.clientEmails)
    .where(eq(schema.clientEmails.locationId, locationId))
    .orderBy(asc(schema.clientEmails.toEmail));
const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('the report date', () => {
  it('is yesterday, or Saturday when yesterday was a Sunday', () => {
    expect(reportDateFor('2025-07-15')).toBe('2025-07-14'); // Tuesday → Monday
    expect(reportDateFor('2025-07-13')).toBe('2025-07-12'); // Sunday → Saturday
    expect(reportDateFor('2025-07-14')).toBe('2025-07-12'); // Monday → Saturday (already sent on Sunday)
  });
});

describe('the daily summary e-mail', () => {
  it('queues nothing before 6:00 in the location time zone', async () => {
    // 10:59 UTC is 5:59 CDT.
    expect(await scheduleDailySummaries(ctx.deps, new Date('2025-07-15T10:59:00Z'))).toBe(0);
    expect(await rows(s.L)).toEqual([]);
  });

  it('sends yesterday to the contacts of each subscribed location, in their language', async () => {
    // The business clock says 10:00 CDT: Maple Main's two contacts and Birch One's owner.
    expect(await scheduleDailySummaries(ctx.deps)).toBe(3);
    expect(await sendDueEmails(ctx.deps, log(), NO_DELAY)).toBe(3);

    const [french] = to('olga@maple.test');
    expect(french.subject).toBe('Résumé quotidien de Maple Main – 07/14/2025');
    // 2 ROs: 10000 + 5000 cents, 1.5 sold hours; month to date 35000 of a 700000 goal = 5 %.
    expect(french.text).toContain('Ventes brutes: 150,00\u00a0$US');
    expect(french.text).toContain('Ordres de réparation: 2');
    expect(french.text).toContain('Ordre de réparation moyen: 75,00\u00a0$US');
    expect(french.text).toContain('Heures vendues: 1,50');
    expect(french.text).toContain('Depuis le début du mois (07/01/2025 – 07/14/2025)');
    expect(french.text).toContain('Objectif mensuel: 7\u202f000,00\u00a0$US');
    expect(french.text).toContain("Pourcentage de l'objectif: 5,00\u00a0%");
    expect(french.html).toContain('<html lang="fr">');

    const [spanish] = to('carla@maple.test');
    expect(spanish.subject).toBe('Resumen diario de Maple Main – 07/14/2025');
    expect(spanish.text).toContain('Ventas brutas: 150,00\u00a0US$');
    expect(spanish.text).toContain('Meta mensual: 7000,00\u00a0US$');

    // The newest three coach comments, newest first, linked to the dashboard with id and type; HTML escaped.
    const titles = [...spanish.text.matchAll(/^- (.+) \(por Coach Kim\)$/gm)].map((m) => m[1]);
    expect(titles).toEqual(['Call me <today>', 'Great Monday', 'Watch the ARO']);
    expect(spanish.html).toContain('Call me &lt;today&gt;');
    const [newest] = await ctx.deps.database.db
      .select({ id: schema.coachComments.id })
      .from(schema.coachComments)
      .where(eq(schema.coachComments.title, 'Call me <today>'));
    expect(spanish.text).toContain(`http://portal.test/dashboard?id=${newest.id}&type=KPI_ONLY`);

    expect(to('manny@maple.test')).toEqual([]);
    expect(await rows(s.plainLocation)).toEqual([]);
    const recorded = await rows(s.L);
    expect(recorded.map((r) => [r.toEmail, r.state, r.businessDate, r.attempts])).toEqual([
      ['carla@maple.test', 'sent', '2025-07-14', 1],
      ['olga@maple.test', 'sent', '2025-07-14', 1],
    ]);
    expect(recorded[0].sentAt).not.toBeNull();
  });

  it('never sends the same location and date twice', async () => {
    const before = smtp.received.length;
    expect(await scheduleDailySummaries(ctx.deps)).toBe(0);
    expect(await sendDueEmails(ctx.deps, log(), NO_DELAY)).toBe(0);
    expect(smtp.received.length).toBe(before);
  });

  it('retries a failed send and marks it failed after the last attempt', async () => {
    // A new contact joins: only they get the day's summary; the SMTP server refuses twice.
    await ctx.deps.database.db.insert(schema.users).values({
      partnerId: s.partnerId,
      name: 'Rory Retry',
      email: 'rory@maple.test',
      verified: true,
      customerContact: true,
    });
    smtp.failNext(2);
    expect(await scheduleDailySummaries(ctx.deps)).toBe(1);
    expect(await sendDueEmails(ctx.deps, log(), NO_DELAY)).toBe(0);
    const [afterFailure] = (await rows(s.L)).filter((r) => r.toEmail === 'rory@maple.test');
    expect([afterFailure.state, afterFailure.attempts, afterFailure.lastEvent]).toEqual([
      'queued',
      1,
      'retrying',
    ]);
    expect(await sendDueEmails(ctx.deps, log(), NO_DELAY)).toBe(0);
    expect(await sendDueEmails(ctx.deps, log(), NO_DELAY)).toBe(1);
    expect(to('rory@maple.test').map((m) => m.subject)).toEqual([
      'Daily summary for Maple Main – 07/14/2025',
    ]);
    const [delivered] = (await rows(s.L)).filter((r) => r.toEmail === 'rory@maple.test');
    expect([delivered.state, delivered.attempts]).toEqual(['sent', 3]);

    // Always refused: after three attempts the row is failed and no longer tried.
    await ctx.deps.database.db
      .update(schema.clientEmails)
      .set({ state: 'queued', attempts: 0 })
      .where(
        and(eq(schema.clientEmails.locationId, s.L), eq(schema.clientEmails.toEmail, 'rory@maple.test')),
      );
    smtp.failNext(10);
    for (let i = 0; i < 4; i += 1) await sendDueEmails(ctx.deps, log(), NO_DELAY);
    const [failed] = (await rows(s.L)).filter((r) => r.toEmail === 'rory@maple.test');
    expect([failed.state, failed.attempts, failed.lastEvent]).toEqual(['failed', 3, 'failed']);
    smtp.failNext(0);
  });

  it('waits a doubling delay between attempts', async () => {
    await ctx.deps.database.db
      .update(schema.clientEmails)
      .set({ state: 'queued', attempts: 1, createdAt: sql`now() - interval '30 seconds'` })
      .where(eq(schema.clientEmails.toEmail, 'rory@maple.test'));
    // Attempt 2 is due 60 s after queuing: not yet.
    expect(await sendDueEmails(ctx.deps, log(), { maxAttempts: 5, baseMs: 60_000 })).toBe(0);
    await ctx.deps.database.db
      .update(schema.clientEmails)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(schema.clientEmails.toEmail, 'rory@maple.test'));
    expect(await sendDueEmails(ctx.deps, log(), { maxAttempts: 5, baseMs: 60_000 })).toBe(1);
  });
});

describe('the dashboard resend', () => {
  it('re-sends a chosen date to a chosen (URL-encoded) address, in its user language', async () => {
    const { cookie } = await signIn(ctx.app, s.owner.email, s.owner.password);
    const email = 'carla+copy@maple.test';
    const res = await ctx.app.inject({
      method: 'GET',
      url: api(
        `/re-send-daily-email?partnerId=${s.partnerId}&locationId=${s.L}&date=2025/07/01&email=${encodeURIComponent(email)}`,
      ),
      headers: { cookie, ...XHR },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Daily summary email for 07/01/2025 set successfully' });
    await expect.poll(() => to(email).length).toBe(1);
    // Not a user's address: the requester's language (Olga, French); 2025-07-01 had one RO of 20000 cents.
    const [mail] = to(email);
    expect(mail.subject).toBe('Résumé quotidien de Maple Main – 07/01/2025');
    expect(mail.text).toContain('Ventes brutes: 200,00\u00a0$US');
    await expect
      .poll(async () =>
        (await rows(s.L)).filter((r) => r.toEmail === email).map((r) => [r.businessDate, r.state]),
      )
      .toEqual([['2025-07-01', 'sent']]);
  });
});
