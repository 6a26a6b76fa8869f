import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { openSecret } from '../../../lib/secrets';
import { NO_SECRETS_KEY } from '../service';

let ctx: TestContext;
let owner: { partnerId: number; cookie: string; locationId: number };
let foreignLocation: number;

beforeAll(async () => {
  ctx = await createTestApp({ SECRETS_KEY: 'test-secrets-key' });
  const shop = await createVerifiedOwner(ctx.deps, { businessName: 'Keyed Garage', email: 'owner@keyed.test', password: 'secret1' });
  const { locationId } = await createLocation(ctx.deps, { partnerId: shop.partnerId, name: 'Keyed North', shopManagementType: 'RSMT' });
  owner = { partnerId: shop.partnerId, locationId, cookie: (await signIn(ctx.app, 'owner@keyed.test', 'secret1')).cookie };
  const other = await createVerifiedOwner(ctx.deps, { businessName: 'Unkeyed Garage', email: 'owner@unkeyed.test', password: 'secret1' });
  foreignLocation = (await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Elsewhere' })).locationId;
});
afterAll(() => ctx.close());

const save = (cookie: string, locationId: number, payload: object, partnerId = owner.partnerId) =>
  ctx.app.inject({ method: 'POST', url: api(`/management-system?partnerId=${partnerId}&locationId=${locationId}`), headers: { cookie, ...XHR }, payload });
const stored = async (locationId: number) =>
  (await ctx.deps.database.db.select().from(schema.managementConnections).where(eq(schema.managementConnections.locationId, locationId)))[0];

describe('POST /management-system', () => {
  it('stores the key sealed, answers it masked and sets the location system', async () => {
    const res = await save(owner.cookie, owner.locationId, { shopManagementType: 'TEKMETRIC', connectionID: '77', apiKey: 'tk_live_abcdef9876', authentication: 'client-12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locationId: owner.locationId, shopManagementType: 'TEKMETRIC', connectionID: '77', apiKey: '••••9876', authentication: 'client-12' });
    const row = await stored(owner.locationId);
    expect(row.apiKeyEncrypted).not.toContain('tk_live');
    expect(openSecret(ctx.deps.config, row.apiKeyEncrypted ?? '')).toBe('tk_live_abcdef9876');
    const [location] = await ctx.deps.database.db.select().from(schema.locations).where(eq(schema.locations.id, owner.locationId));
    expect(location.shopManagementType).toBe('TEKMETRIC');
  });

  it('keeps the stored key when none is sent, and reads back through GET', async () => {
    // The web form sends what its resolver produced: a blank key as null.
    const res = await save(owner.cookie, owner.locationId, { shopManagementType: 'PROTRACTOR', connectionID: 'conn-2', apiKey: null });
    expect(res.json()).toMatchObject({ shopManagementType: 'PROTRACTOR', connectionID: 'conn-2', apiKey: '••••9876', authentication: null });
    const read = await ctx.app.inject({ method: 'GET', url: api(`/management-system?partnerId=${owner.partnerId}&locationId=${owner.locationId}`), headers: { cookie: owner.cookie } });
    expect(read.json()).toMatchObject({ connectionID: 'conn-2', apiKey: '••••9876' });
  });

  it('refuses a system without a web connection (400), another partner (403) or location (404), and non-holders (403)', async () => {
    expect((await save(owner.cookie, owner.locationId, { shopManagementType: 'RSMT', connectionID: 'x' })).statusCode).toBe(400);
    expect((await save(owner.cookie, owner.locationId, { shopManagementType: 'TEKMETRIC', connectionID: ' ' })).json().errors).toEqual([
      { path: 'connectionID', message: 'settings.management.errors.connectionIdRequired' },
    ]);
    expect((await save(owner.cookie, foreignLocation, { shopManagementType: 'TEKMETRIC', connectionID: 'x' })).statusCode).toBe(404);
    expect(await stored(foreignLocation)).toBeUndefined();
    const advisor = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'advisor@keyed.test', password: 'secret1', role: 'LocationManager' });
    // The advisor's own location, so the 403 below is the role's, not the location scoping's 404.
    await ctx.deps.database.db.update(schema.users).set({ defaultLocationId: owner.locationId }).where(eq(schema.users.id, advisor.userId));
    const { cookie } = await signIn(ctx.app, 'advisor@keyed.test', 'secret1');
    expect((await save(cookie, owner.locationId, { shopManagementType: 'TEKMETRIC', connectionID: 'x' })).statusCode).toBe(403);
  });

  it('answers 503 for a key when the server has no SECRETS_KEY, and stores nothing', async () => {
    const bare = await createTestApp();
    try {
      const shop = await createVerifiedOwner(bare.deps, { businessName: 'Bare Garage', email: 'owner@bare.test', password: 'secret1' });
      const { locationId } = await createLocation(bare.deps, { partnerId: shop.partnerId, name: 'Bare' });
      const { cookie } = await signIn(bare.app, 'owner@bare.test', 'secret1');
      const res = await bare.app.inject({
        method: 'POST',
        url: api(`/management-system?partnerId=${shop.partnerId}&locationId=${locationId}`),
        headers: { cookie, ...XHR },
        payload: { shopManagementType: 'TEKMETRIC', connectionID: 'x', apiKey: 'secret-key-1234' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(NO_SECRETS_KEY);
      expect(await bare.deps.database.db.select().from(schema.managementConnections)).toEqual([]);
    } finally {
      await bare.close();
    }
    // A second app and database: slower than the others on a busy machine.
  }, 90_000);
});
