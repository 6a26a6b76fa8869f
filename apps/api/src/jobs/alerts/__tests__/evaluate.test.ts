import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { ingestBatch } from '../../../ingest';
import { createTestApp, type TestContext } from '../../../test/app';
import { CLOCK_NOW, ro, seedDaily, type DailySeed } from '../../daily-summary/__tests__/seed';
import { evaluateAfterSync, evaluateAlerts } from '../evaluate';

// Maple Main (US/Central, Monday to Friday): ROs of 10000 and 5000 cents on Monday 2025-07-14,
// 20000 on 2025-07-01, a July goal of 700000 cents; Maple Plain: 9900 on 2025-07-14, no goal.
let ctx: TestContext;
let s: DailySeed;
const rules: Record<string, number> = {};

const MONDAY_MORNING = new Date('2025-07-14T15:00:00Z'); // 10:00 CDT: the business day is Saturday 07-12
const TUESDAY_MORNING = new Date(CLOCK_NOW); // the business day is Monday 07-14
const WEDNESDAY_MORNING = new Date('2025-07-16T15:00:00Z'); // the business day is Tuesday 07-15

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seedDaily(ctx.deps);
  const add = async (name: string, rule: Omit<typeof schema.alertRules.$inferInsert, 'partnerId'>, partnerId = s.partnerId) => {
    const [row] = await ctx.deps.database.db.insert(schema.alertRules).values({ partnerId, ...rule }).returning();
    rules[name] = row.id;
  };
  await add('salesAbove', { locationId: s.L, metric: 'gross_sales_cents', condition: 'above', threshold: 12000, period: 'yesterday' });
  await add('carsBelow', { locationId: s.L, metric: 'sale_count', condition: 'below', threshold: 3, period: 'yesterday' });
  await add('weekBelow', { locationId: s.L, metric: 'gross_sales_cents', condition: 'below', threshold: 12000, period: 'week_to_date' });
  await add('pace', { locationId: null, metric: 'gross_sales_cents', condition: 'behind_goal_pace', threshold: 10, period: 'month_to_date' });
  await add('paused', { locationId: s.L, metric: 'sale_count', condition: 'below', threshold: 100, period: 'yesterday', paused: true });
  await add('snoozed', { locationId: s.L, metric: 'sale_count', condition: 'below', threshold: 100, period: 'yesterday', snoozedUntil: '2025-07-16' });
  // Another partner's rule on its own location: never about Maple's.
  await add('birch', { locationId: s.otherLocation, metric: 'sale_count', condition: 'below', threshold: 1, period: 'yesterday' }, (await ctx.deps.database.db.select().from(schema.locations).where(eq(schema.locations.id, s.otherLocation)))[0].partnerId);
});
afterAll(async () => {
  await ctx.close();
});

const raisedOn = async (businessDate: string) =>
  (await ctx.deps.database.db.select().from(schema.alerts).where(eq(schema.alerts.businessDate, businessDate)).orderBy(asc(schema.alerts.ruleId), asc(schema.alerts.locationId))).map(
    (a) => ({ rule: Object.keys(rules).find((k) => rules[k] === a.ruleId), location: a.locationId, from: a.fromDate, to: a.toDate, value: a.value, compared: a.compared }),
  );

describe('KPI alert evaluation', () => {
  it('waits for the daily e-mail hour in the location time zone', async () => {
    expect(await evaluateAlerts(ctx.deps, new Date('2025-07-14T10:59:00Z'))).toBe(0); // 5:59 CDT
    expect(await ctx.deps.database.db.select().from(schema.alertEvaluations)).toEqual([]);
  });

  it('fires each condition on the day it should and not the day before', async () => {
    // Monday: Saturday 07-12 had no RO. 0 cars < 3 fires; $0 is not above $120; the week to date
    // (Mon 07-07..Sat 07-12) $0 < $120 fires; the month through 07-12 paced (kpis.md §7): 20000 ×
    // 23 business days ÷ 9 elapsed = 51111 cents, 7.30 % of 700000, more than 10 % behind.
    // Birch One had no RO: its own rule fires for Birch.
    expect(await evaluateAlerts(ctx.deps, MONDAY_MORNING)).toBe(4);
    const saturday = await raisedOn('2025-07-12');
    expect(saturday.filter((a) => a.location === s.L)).toEqual([
      { rule: 'carsBelow', location: s.L, from: '2025-07-12', to: '2025-07-12', value: 0, compared: 0 },
      { rule: 'weekBelow', location: s.L, from: '2025-07-07', to: '2025-07-12', value: 0, compared: 0 },
      { rule: 'pace', location: s.L, from: '2025-07-01', to: '2025-07-12', value: 20000, compared: expect.closeTo((51111 * 100) / 700000, 9) },
    ]);
    expect(saturday.filter((a) => a.location !== s.L).map((a) => a.rule)).toEqual(['birch']);

    // Tuesday: Monday 07-14 had 2 ROs, $150. $150 > $120 fires now; 2 cars < 3 fires; the week to
    // date is $150, not below $120; the month paced: 35000 × 23 ÷ 10 = 80500, 11.5 % of the goal.
    // Maple Plain (no goal) has no pace; the paused and the snoozed rules say nothing.
    expect(await evaluateAlerts(ctx.deps, TUESDAY_MORNING)).toBe(3 + 1);
    expect((await raisedOn('2025-07-14')).filter((a) => a.location === s.L)).toEqual([
      { rule: 'salesAbove', location: s.L, from: '2025-07-14', to: '2025-07-14', value: 15000, compared: 15000 },
      { rule: 'carsBelow', location: s.L, from: '2025-07-14', to: '2025-07-14', value: 2, compared: 2 },
      { rule: 'pace', location: s.L, from: '2025-07-01', to: '2025-07-14', value: 35000, compared: 11.5 },
    ]);
  });

  it('evaluates a location once per business day, however many processes look', async () => {
    const again = await Promise.all([evaluateAlerts(ctx.deps, TUESDAY_MORNING), evaluateAlerts(ctx.deps, TUESDAY_MORNING)]);
    expect(again).toEqual([0, 0]);
    expect((await raisedOn('2025-07-14')).length).toBe(4);
  });

  it('reads the figures fresh: a deleted RO counts on the next evaluation', async () => {
    // The $100 RO of Monday is deleted; on Wednesday the week to date (07-14..07-15) is $50 < $120.
    await ingestBatch(ctx.deps, { locationId: s.L, source: 'cli' }, [{ ...ro('1', '2025-07-14', 10000, 3600), status: 'DELETED' }]);
    await evaluateAlerts(ctx.deps, WEDNESDAY_MORNING);
    const tuesday = (await raisedOn('2025-07-15')).filter((a) => a.location === s.L);
    expect(tuesday.find((a) => a.rule === 'weekBelow')).toEqual({ rule: 'weekBelow', location: s.L, from: '2025-07-14', to: '2025-07-15', value: 5000, compared: 5000 });
    // The snooze ended on 07-16: the rule is back.
    expect(tuesday.find((a) => a.rule === 'snoozed')?.value).toBe(0);
  });

  it('evaluates the day that ended after a sync, before the e-mail hour, and counts a restored RO', async () => {
    // Thursday 01:00 CDT: too early for the morning pass, but a sync of Maple Main started then says Wednesday
    // 07-16 is in. The RO deleted yesterday is back: the week to date (07-14..07-16) is $150 again,
    // not below $120. 0 cars < 3 fires; the month paced: 35000 × 23 ÷ 12 elapsed = 67083 cents,
    // 9.58 % of the goal; the rule snoozed until 07-16 speaks. Maple Plain had no sync: not evaluated.
    await ingestBatch(ctx.deps, { locationId: s.L, source: 'cli' }, [ro('1', '2025-07-14', 10000, 3600)]);
    const thursdayNight = new Date('2025-07-17T06:00:00Z');
    // A sync that started at 23:58 CDT may have missed Wednesday's last minutes: it stands for
    // Tuesday, which the Wednesday morning pass has done.
    expect(await evaluateAfterSync(ctx.deps, s.L, new Date('2025-07-17T04:58:00Z'))).toBe(0);
    expect(await raisedOn('2025-07-16')).toEqual([]);
    expect(await evaluateAlerts(ctx.deps, thursdayNight)).toBe(0);
    expect(await evaluateAfterSync(ctx.deps, s.L, thursdayNight)).toBe(3);
    expect(await raisedOn('2025-07-16')).toEqual([
      { rule: 'carsBelow', location: s.L, from: '2025-07-16', to: '2025-07-16', value: 0, compared: 0 },
      { rule: 'pace', location: s.L, from: '2025-07-01', to: '2025-07-16', value: 35000, compared: expect.closeTo((67083 * 100) / 700000, 9) },
      { rule: 'snoozed', location: s.L, from: '2025-07-16', to: '2025-07-16', value: 0, compared: 0 },
    ]);
    // The morning pass, later, finds Maple Main done and evaluates only Maple Plain.
    expect(await evaluateAfterSync(ctx.deps, s.L, thursdayNight)).toBe(0);
    await evaluateAlerts(ctx.deps, new Date('2025-07-17T15:00:00Z'));
    expect((await raisedOn('2025-07-16')).filter((a) => a.location === s.L)).toHaveLength(3);
  });

  it("e-mails each contact the location's alerts once, in their language", async () => {
    const mails = await ctx.deps.database.db
      .select()
      .from(schema.clientEmails)
      .where(eq(schema.clientEmails.kind, 'kpi_alert'))
      .orderBy(asc(schema.clientEmails.businessDate), asc(schema.clientEmails.toEmail));
    const monday = mails.filter((m) => m.businessDate === '2025-07-14' && m.locationId === s.L);
    expect(monday.map((m) => m.toEmail)).toEqual(['carla@maple.test', 'olga@maple.test']);
    const [spanish, french] = monday;
    expect(french.subject).toBe('Alerte KPI pour Maple Main – 07/14/2025');
    expect(french.text).toContain('Ventes brutes hier : 150,00\u00a0$US, au-dessus de 120,00\u00a0$US.');
    expect(french.text).toContain('Nombre de voitures hier : 2, sous 3.');
    expect(french.text).toContain('le mois se dirige vers 11,50\u00a0% de son objectif, plus de 10,00\u00a0% en retard.');
    expect(spanish.subject).toBe('Alerta de KPI para Maple Main – 07/14/2025');
    expect(spanish.text).toContain('Cantidad de autos ayer: 2, por debajo de 3.');
    expect(french.html).toContain('/dashboard#daily-summary-section');
    // Each alert links to its figure explained, on the alerts screen.
    expect(french.text).toContain(`Comment ce chiffre est calculé: http://portal.test/alerts?explain=gross_sales_cents&location=${s.L}&from=2025-07-14&to=2025-07-14`);
  });
});
