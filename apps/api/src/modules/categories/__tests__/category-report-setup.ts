import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import type { LightMyRequestResponse } from 'fastify';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CATEGORY_ROS } from './category-report-data';

export interface CategoryFixture {
  ctx: TestContext;
  partnerId: number;
  loc: number;
  /** sms category, employee (by external id), dashboard category and RO (by external id) ids. */
  cat: Record<string, number>;
  emp: Record<string, number>;
  dash: Record<string, number>;
  ro: Record<string, number>;
  send: (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => Promise<LightMyRequestResponse>;
}

/** A partner with one location holding CATEGORY_ROS, ingested through the ingest path, signed in as its owner. */
export async function setupCategoryFixture(): Promise<CategoryFixture> {
  const ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Category Garage', email: 'cat@garage.test', password: 'secret1' });
  const loc = (await createLocation(ctx.deps, { partnerId, name: 'Category North' })).locationId;
  const result = await ingestBatch(ctx.deps, { locationId: loc, source: 'cli' }, [...CATEGORY_ROS]);
  if (result.rejected !== 0) throw new Error(`rejected ROs: ${JSON.stringify(result)}`);
  const { cookie } = await signIn(ctx.app, 'cat@garage.test', 'secret1');
  const { db } = ctx.deps.database;
  const fixture: CategoryFixture = {
    ctx,
    partnerId,
    loc,
    cat: {},
    emp: {},
    dash: {},
    ro: {},
    send: (method, path, payload) => ctx.app.inject({ method, url: api(path), headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) }),
  };
  for (const c of await db.select().from(schema.categories).where(eq(schema.categories.locationId, loc))) fixture.cat[c.name] = c.id;
  for (const e of await db.select().from(schema.employees).where(eq(schema.employees.locationId, loc))) fixture.emp[e.externalId] = e.id;
  for (const d of await db.select().from(schema.dashboardCategories)) fixture.dash[d.name] = d.id;
  for (const r of await db.select().from(schema.repairOrders).where(eq(schema.repairOrders.locationId, loc))) fixture.ro[r.externalId] = r.id;
  return fixture;
}
