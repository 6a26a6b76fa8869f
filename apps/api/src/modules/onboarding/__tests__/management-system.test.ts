import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { openSecret, sealSecret } from '../../../lib/secrets';
import { maskSecret } from '../management-system';

const SECRETS_KEY = 'test-secrets-key';
let ctx: TestContext;
let cookie: string;
let mine: { partnerId: number; withKey: number; shortKey: number; none: number };
let foreign: { partnerId: number; locationId: number };

beforeAll(async () => {
  ctx = await createTestApp({ SECRETS_KEY });
  const owner = await createVerifiedOwner(ctx.deps, { businessName: 'Connected Garage', email: 'owner@connected.test', password: 'secret1' });
  const location = async (partnerId: number, name: string) => (await createLocation(ctx.deps, { partnerId, name, shopManagementType: 'TEKMETRIC' })).locationId;
  mine = { partnerId: owner.partnerId, withKey: await location(owner.partnerId, 'North'), shortKey: await location(owner.partnerId, 'South'), none: await location(owner.partnerId, 'West') };
  const other = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'owner@other-connected.test', password: 'secret1' });
  foreign = { partnerId: other.partnerId, locationId: await location(other.partnerId, 'Other') };
  const seal = (key: string) => sealSecret(ctx.deps.config, key);
  await ctx.deps.database.db.insert(schema.managementConnections).values([
    { partnerId: mine.partnerId, locationId: mine.withKey, shopManagementType: 'TEKMETRIC', connectionId: 'shop-4411', apiKeyEncrypted: seal('tk_live_9f8e7d6c5b4a1234'), authentication: 'Bearer' },
    { partnerId: mine.partnerId, locationId: mine.shortKey, shopManagementType: 'TEKMETRIC', connectionId: 'shop-4412', apiKeyEncrypted: seal('abc123'), authentication: null },
    { partnerId: foreign.partnerId, locationId: foreign.locationId, shopManagementType: 'TEKMETRIC', connectionId: 'shop-9999', apiKeyEncrypted: seal('tk_live_foreign_5678'), authentication: 'Bearer' },
  ]);
  cookie = (await signIn(ctx.app, 'owner@connected.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

const get = (query: Record<string, string | number>) =>
  ctx.app.inject({ method: 'GET', url: api('/management-system'), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { cookie } });

describe('GET /management-system', () => {
  it('answers the connection with the API key masked to its last four characters', async () => {
    const res = await get({ partnerId: mine.partnerId, locationId: mine.withKey, shopManagementType: 'TEKMETRIC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locationId: mine.withKey, shopManagementType: 'TEKMETRIC', connectionID: 'shop-4411', apiKey: '••••1234', authentication: 'Bearer' });
    expect(res.body).not.toContain('tk_live');
  });

  it('shows none of a short key, and answers null without a connection or for another system', async () => {
    expect((await get({ partnerId: mine.partnerId, locationId: mine.shortKey })).json()).toMatchObject({ apiKey: '••••' });
    const queries: Record<string, string | number>[] = [
      { partnerId: mine.partnerId, locationId: mine.none },
      { partnerId: mine.partnerId, locationId: mine.withKey, shopManagementType: 'PROTRACTOR' },
    ];
    for (const query of queries) {
      const res = await get(query);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    }
  });

  it("refuses another partner's id (403) and location (404), and wants a location (400)", async () => {
    expect((await get({ partnerId: foreign.partnerId, locationId: foreign.locationId })).statusCode).toBe(403);
    const res = await get({ partnerId: mine.partnerId, locationId: foreign.locationId });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('shop-9999');
    expect((await get({ partnerId: mine.partnerId })).statusCode).toBe(400);
    expect((await get({ partnerId: mine.partnerId, locationId: mine.withKey, shopManagementType: 'EXCEL' })).statusCode).toBe(400);
  });
});

describe('secrets at rest', () => {
  it('round-trips under SECRETS_KEY, and cannot be read without it or with another key', () => {
    const sealed = sealSecret({ secretsKey: 'k1' }, 'tk_live_9f8e7d6c5b4a1234');
    expect(sealed).not.toContain('tk_live');
    expect(openSecret({ secretsKey: 'k1' }, sealed)).toBe('tk_live_9f8e7d6c5b4a1234');
    expect(openSecret({ secretsKey: 'k2' }, sealed)).toBeNull();
    expect(openSecret({}, sealed)).toBeNull();
    expect(openSecret({ secretsKey: 'k1' }, 'plain-text-key')).toBeNull();
    expect(() => sealSecret({}, 'x')).toThrow(/SECRETS_KEY/);
  });

  it('masks to the last four characters from eight characters on', () => {
    expect(maskSecret('12345678')).toBe('••••5678');
    expect(maskSecret('1234567')).toBe('••••');
    expect(maskSecret(null)).toBe('••••');
  });
});
