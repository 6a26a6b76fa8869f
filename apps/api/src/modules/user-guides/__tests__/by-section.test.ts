import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let cookie: string;
const get = (url: string) => ctx.app.inject({ method: 'GET', url: api(url), headers: { cookie, ...XHR } });

beforeAll(async () => {
  ctx = await createTestApp();
  await createVerifiedOwner(ctx.deps, { businessName: 'Section Garage', email: 'owner@section.test', password: 'secret1' });
  cookie = (await signIn(ctx.app, 'owner@section.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

describe('GET /userGuide/by-section/{section}', () => {
  it('gives a dashboard section\'s guide, large, listing the section\'s KPIs', async () => {
    const res = await get('/userGuide/by-section/KPI?kpiGroup=specificDay');
    expect(res.statusCode).toBe(200);
    const guide = res.json();
    expect(guide).toMatchObject({ key: 'group.specificDay', kpiGroup: 'specificDay', title: 'Specific day', modalView: 100 });
    // The specific-day section shows 5 KPIs: sales, car count, ARO, GP % and the change %.
    expect(guide.html.match(/<li>/g)).toHaveLength(5);
    expect(guide.html).toContain('<strong>Change % (variance)</strong>');
  });

  it('gives one KPI of a section, and refuses a KPI that is not in it', async () => {
    const one = (await get('/userGuide/by-section/KPI?kpiGroup=customers&kpiType=attrition&locale=en_ES')).json();
    expect(one).toMatchObject({ key: 'attrition', title: 'Deserción %', modalView: 50 });
    expect(one.html).toContain('Clientes perdidos (M) ÷ clientes activos (M) × 100');
    const outside = await get('/userGuide/by-section/KPI?kpiGroup=marketing&kpiType=attrition');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('The KPI guide "attrition" in the section marketing was not found.');
  });

  it('answers 400 without kpiGroup or kpiType, for a bad group and for the SCREEN section', async () => {
    expect((await get('/userGuide/by-section/KPI')).json()).toMatchObject({ status: 400, message: 'kpiGroup or kpiType is required.' });
    expect((await get('/userGuide/by-section/KPI?kpiGroup=nowhere')).statusCode).toBe(400);
    expect((await get('/userGuide/by-section/SCREEN?kpiGroup=daily')).statusCode).toBe(400);
    expect((await get('/userGuide/by-section/KPI?kpiType=unknown_kpi')).statusCode).toBe(404);
  });

  it('sanitizes the HTML on the way out, whatever is in the table', async () => {
    const where = and(eq(schema.userGuides.guideKey, 'acquisition'), eq(schema.userGuides.locale, 'en_US'));
    await ctx.deps.database.db
      .update(schema.userGuides)
      .set({ html: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">j</a><a href="https://rlo.test">ok</a></p>' })
      .where(where);
    const { html } = (await get('/userGuide/by-section/KPI?kpiType=acquisition')).json();
    // Script, image and handler gone; the javascript: link loses its href (links always open apart).
    expect(html).toBe('<p>Hi<a rel="noopener noreferrer" target="_blank">j</a><a href="https://rlo.test" rel="noopener noreferrer" target="_blank">ok</a></p>');
  });
});

describe('GET /userGuide/index', () => {
  it('lists the screen, KPI and section guides with summaries, in the asked language', async () => {
    const index = (await get('/userGuide/index?locale=en_FR')).json();
    expect(index.locale).toBe('en_FR');
    expect(index.screens).toHaveLength(21);
    expect(index.kpis).toHaveLength(32);
    expect(index.groups).toHaveLength(8);
    expect(index.screens[0]).toMatchObject({ key: 'dashboard', title: 'Tableau de bord', section: 'SCREEN' });
    // The summary is the opening paragraph only, as text.
    expect(index.screens[0].summary).toBe('Les chiffres de votre atelier en un coup d\'œil, à partir des ordres de réparation que votre logiciel de gestion envoie chaque jour. Seuls les OR clôturés comptent.');
    expect(index.kpis.find((g: { key: string }) => g.key === 'gross_profit_per').summary).toBe('La part de chaque dollar vendu qui est de la marge brute.');
    expect(index.screens[0]).not.toHaveProperty('html');
    expect(index.screens.find((g: { key: string }) => g.key === 'desktopAgent')).toMatchObject({ comingSoon: false });
    expect(index.screens.find((g: { key: string }) => g.key === 'desktopAgent').summary).toMatch(/^L'agent de bureau est un petit programme Windows/);
  });
});
