import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { KPI_GUIDE_GROUPS, KPI_GUIDE_KEYS, LOCALES, SCREEN_GUIDE_KEYS, SUBSCRIPTIONS } from '@rlo/contract';
import { createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { syncUserGuides } from '../sync';

let ctx: TestContext;
let cookie: string;
const get = (url: string) => ctx.app.inject({ method: 'GET', url: api(url), headers: { cookie, ...XHR } });

beforeAll(async () => {
  ctx = await createTestApp();
  await createVerifiedOwner(ctx.deps, { businessName: 'Guide Garage', email: 'owner@guide.test', password: 'secret1' });
  cookie = (await signIn(ctx.app, 'owner@guide.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

describe('user guide content', () => {
  it('is loaded at start-up: every screen, KPI and section guide in all three languages', async () => {
    const rows = await ctx.deps.database.db.select().from(schema.userGuides);
    // 21 screens + 32 KPIs + 8 dashboard sections = 61 guides, × 3 locales = 183 rows.
    expect(SCREEN_GUIDE_KEYS.length + KPI_GUIDE_KEYS.length + KPI_GUIDE_GROUPS.length).toBe(61);
    expect(rows).toHaveLength(183);
    for (const locale of LOCALES) {
      const own = rows.filter((r) => r.locale === locale);
      for (const key of [...SCREEN_GUIDE_KEYS, ...KPI_GUIDE_KEYS, ...KPI_GUIDE_GROUPS.map((g) => `group.${g}`)]) {
        const row = own.find((r) => r.guideKey === key);
        expect(row, `${locale} ${key}`).toBeDefined();
        expect(row!.title.length, `${locale} ${key} title`).toBeGreaterThan(2);
        // Real content unless the guide is marked coming soon.
        if (!row!.comingSoon) expect(row!.html.length, `${locale} ${key} html`).toBeGreaterThan(80);
      }
    }
  });

  it('is really translated: the French and Spanish texts differ from the English ones', async () => {
    const rows = await ctx.deps.database.db.select().from(schema.userGuides).where(eq(schema.userGuides.guideKey, 'gross_profit_per'));
    const html = Object.fromEntries(rows.map((r) => [r.locale, r.html]));
    expect(html.en_US).toContain('Gross profit ÷ gross sales × 100');
    expect(html.en_FR).toContain('Marge brute ÷ ventes brutes × 100');
    expect(html.en_ES).toContain('Margen bruto ÷ ventas brutas × 100');
  });

  it('names subscriptions as the screens do, never by their keys (rlo_daily_email …)', async () => {
    const rows = await ctx.deps.database.db.select().from(schema.userGuides);
    for (const row of rows) {
      for (const key of SUBSCRIPTIONS) expect(`${row.title} ${row.html}`, `${row.locale} ${row.guideKey}`).not.toContain(key);
    }
    const comparison = Object.fromEntries(rows.filter((r) => r.guideKey === 'shopComparison').map((r) => [r.locale, r.html]));
    expect(comparison.en_US).toContain('RLO Daily Email subscription');
    expect(comparison.en_FR).toContain('abonnement E-mail quotidien RLO');
    expect(comparison.en_ES).toContain('suscripción Correo diario RLO');
  });

  it('syncs idempotently: a second run keeps one row per guide and restores edited content', async () => {
    const { db } = ctx.deps.database;
    const where = and(eq(schema.userGuides.guideKey, 'dashboard'), eq(schema.userGuides.locale, 'en_US'));
    await db.update(schema.userGuides).set({ title: 'Changed by hand' }).where(where);
    expect(await syncUserGuides(ctx.deps)).toBe(183);
    expect(await db.$count(schema.userGuides)).toBe(183);
    const [row] = await db.select().from(schema.userGuides).where(where);
    expect(row.title).toBe('Dashboard');
  });

  it('rewrites no row when the guides did not change (a restart leaves the table as it is)', async () => {
    const versions = () =>
      ctx.deps.database.rows<{ id: number; xmin: string }>(sql`SELECT id, xmin::text AS xmin FROM user_guides ORDER BY id`);
    await syncUserGuides(ctx.deps);
    const before = await versions();
    expect(await syncUserGuides(ctx.deps)).toBe(183);
    expect(await versions()).toEqual(before);
  });
});

describe('GET /userGuide/userGuides/{section}/{id}', () => {
  it('returns a screen guide with its modal width, in the user\'s language (en_US by default)', async () => {
    const res = await get('/userGuide/userGuides/SCREEN/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ section: 'SCREEN', key: 'dashboard', locale: 'en_US', title: 'Dashboard', modalView: 100, comingSoon: false });
    expect(res.json().html).toContain('<h3>On this screen</h3>');
  });

  it('returns a KPI guide in the asked interface language, with the kpis.md formula', async () => {
    const fr = (await get('/userGuide/userGuides/KPI/average_sale_cents?locale=en_FR')).json();
    expect(fr).toMatchObject({ key: 'average_sale_cents', locale: 'en_FR', title: 'Ordre de réparation moyen (ORM)', kpiGroup: 'daily', modalView: 50 });
    expect(fr.html).toContain('Ventes brutes ÷ nombre de véhicules');
    const es = (await get('/userGuide/userGuides/KPI/sale_count?locale=en_ES&screen=dashboard')).json();
    expect(es).toMatchObject({ locale: 'en_ES', title: 'Número de vehículos (número de OR)', modalView: 25 });
  });

  it('uses the user\'s stored language when no locale is asked', async () => {
    await ctx.deps.database.db.update(schema.users).set({ locale: 'en_ES' }).where(eq(schema.users.email, 'owner@guide.test'));
    const res = (await get('/userGuide/userGuides/SCREEN/reports')).json();
    expect(res).toMatchObject({ locale: 'en_ES', title: 'Informes' });
    await ctx.deps.database.db.update(schema.users).set({ locale: 'en_US' }).where(eq(schema.users.email, 'owner@guide.test'));
  });

  it('answers the desktop agent guide with where the installer comes from and the other ways in', async () => {
    const res = (await get('/userGuide/userGuides/SCREEN/desktopAgent?locale=en_FR')).json();
    expect(res).toMatchObject({ comingSoon: false, title: 'Installation de l\'agent de bureau' });
    expect(res.html).toContain('Télécharger l\'agent');
    expect(res.html).toContain('support@rlotraining.com');
    expect(res.html).toContain('CSV');
    expect(res.html).toContain('Tekmetric');
  });

  it('marks a coming-soon guide and sends no HTML for it', async () => {
    const { userGuides } = schema;
    const row = and(eq(userGuides.guideKey, 'desktopAgent'), eq(userGuides.locale, 'en_FR'));
    await ctx.deps.database.db.update(userGuides).set({ comingSoon: true }).where(row);
    try {
      const res = (await get('/userGuide/userGuides/SCREEN/desktopAgent?locale=en_FR')).json();
      expect(res).toMatchObject({ comingSoon: true, html: '', title: 'Installation de l\'agent de bureau' });
    } finally {
      await ctx.deps.database.db.update(userGuides).set({ comingSoon: false }).where(row);
    }
  });

  it('falls back to en_US when the language has no row for a guide', async () => {
    await ctx.deps.database.db.delete(schema.userGuides).where(and(eq(schema.userGuides.guideKey, 'locations'), eq(schema.userGuides.locale, 'en_ES')));
    const res = (await get('/userGuide/userGuides/SCREEN/locations?locale=en_ES')).json();
    expect(res).toMatchObject({ locale: 'en_US', title: 'Locations' });
    await syncUserGuides(ctx.deps);
  });

  it('answers 400 for a bad section, id or screen and 404 for an unknown guide', async () => {
    const bad = await get('/userGuide/userGuides/PAGE/dashboard');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message + JSON.stringify(bad.json().errors)).toContain('section must be SCREEN or KPI');
    expect((await get('/userGuide/userGuides/SCREEN/<script>')).statusCode).toBe(400);
    expect((await get('/userGuide/userGuides/SCREEN/dashboard?screen=nowhere')).statusCode).toBe(400);
    expect((await get('/userGuide/userGuides/SCREEN/dashboard?locale=de_DE')).statusCode).toBe(400);
    const missing = await get('/userGuide/userGuides/SCREEN/gross_sales_cents');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The screen guide "gross_sales_cents" was not found.');
    expect((await get('/userGuide/userGuides/KPI/dashboard')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/userGuide/userGuides/SCREEN/dashboard'), headers: XHR });
    expect(res.statusCode).toBe(401);
  });
});
