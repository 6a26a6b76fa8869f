import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { hashPassword } from '../../../lib/passwords';
import { LOCATION_INVALID } from '../service';

// The users form's locationIds (docs/decisions/2026-11-26-location-manager-scoping.md "LocationManager location scoping"): kept for a
// LocationManager only, each a location of the partner, and they decide what the user then sees.

let ctx: TestContext;
let cookie: string;
let north: number;
let south: number;
let east: number;
let foreign: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Assign Garage', email: 'owner@assign.test', password: 'secret1' });
  north = (await createLocation(ctx.deps, { partnerId, name: 'Assign North' })).locationId;
  south = (await createLocation(ctx.deps, { partnerId, name: 'Assign South' })).locationId;
  east = (await createLocation(ctx.deps, { partnerId, name: 'Assign East' })).locationId;
  const other = await createVerifiedOwner(ctx.deps, { businessName: 'Elsewhere Garage', email: 'owner@elsewhere.test', password: 'secret1' });
  foreign = (await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Elsewhere One' })).locationId;
  ({ cookie } = await signIn(ctx.app, 'owner@assign.test', 'secret1'));
});
afterAll(() => ctx.close());

const save = (path: string, payload: object) => ctx.app.inject({ method: 'POST', url: api(path), headers: { cookie, ...XHR }, payload });
type Listed = { id: number; email: string; role: string; defaultLocation: number | null; locationIds: number[] };
async function listed(email: string): Promise<Listed> {
  const res = await ctx.app.inject({ method: 'GET', url: api('/users?page_size=50'), headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const user = (res.json().items as Listed[]).find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not listed`);
  return user;
}
const storedOf = async (userId: number) =>
  (await ctx.deps.database.db.select().from(schema.userLocations).where(eq(schema.userLocations.userId, userId))).map((r) => r.locationId).sort((x, y) => x - y);

/** Gives the user a password directly, so the test can sign in as them. */
async function signInAs(email: string) {
  await ctx.deps.database.db.update(schema.users).set({ passwordHash: await hashPassword('secret1'), verified: true }).where(eq(schema.users.email, email));
  return (await signIn(ctx.app, email, 'secret1')).cookie;
}

describe('users: a LocationManager\'s locations', () => {
  it('stores them on create and edit (replacing), returns them in GET /users, and the user then sees only those', async () => {
    const created = await save('/users', { name: 'Lena Manager', email: 'lena@assign.test', role: 'LocationManager', defaultLocation: north, locationIds: [south, south] });
    expect(created.statusCode).toBe(204);
    const lena = await listed('lena@assign.test');
    expect(lena).toMatchObject({ role: 'LocationManager', defaultLocation: north, locationIds: [south] });

    const lenaCookie = await signInAs('lena@assign.test');
    const locationsOf = async () =>
      ((await ctx.app.inject({ method: 'GET', url: api('/locations'), headers: { cookie: lenaCookie } })).json().items as { id: number }[]).map((l) => l.id);
    expect(await locationsOf()).toEqual([north, south]);

    // Replaced, not added to: the next request already sees the new set (the session lookup reads it).
    expect((await save(`/users/${lena.id}`, { name: 'Lena Manager', email: 'lena@assign.test', role: 'LocationManager', defaultLocation: north, locationIds: [east] })).statusCode).toBe(204);
    expect((await listed('lena@assign.test')).locationIds).toEqual([east]);
    expect(await locationsOf()).toEqual([north, east]);
  });

  it('keeps none for any other role: saved empty, and a role change away from LocationManager empties them', async () => {
    expect((await save('/users', { name: 'Ulla User', email: 'ulla@assign.test', role: 'User', locationIds: [south] })).statusCode).toBe(204);
    const ulla = await listed('ulla@assign.test');
    expect(ulla.locationIds).toEqual([]);
    expect(await storedOf(ulla.id)).toEqual([]);

    expect((await save('/users', { name: 'Mo Manager', email: 'mo@assign.test', role: 'LocationManager', locationIds: [south, east] })).statusCode).toBe(204);
    const mo = await listed('mo@assign.test');
    expect(await storedOf(mo.id)).toEqual([south, east].sort((x, y) => x - y));
    expect((await save(`/users/${mo.id}`, { name: 'Mo Admin', email: 'mo@assign.test', role: 'Admin', locationIds: [south] })).statusCode).toBe(204);
    expect(await storedOf(mo.id)).toEqual([]);
    expect((await listed('mo@assign.test')).locationIds).toEqual([]);
  });

  it("refuses another partner's location (400 with the form's key) and saves nothing of the request", async () => {
    const refused = await save('/users', { name: 'Fay Foreign', email: 'fay@assign.test', role: 'LocationManager', locationIds: [south, foreign] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400, title: '400 - Bad Request', message: LOCATION_INVALID, errors: [{ path: 'locationIds', message: LOCATION_INVALID }] });
    const res = await ctx.app.inject({ method: 'GET', url: api('/users?page_size=50'), headers: { cookie } });
    expect((res.json().items as Listed[]).map((u) => u.email)).not.toContain('fay@assign.test');

    const lena = await listed('lena@assign.test');
    const edit = await save(`/users/${lena.id}`, { name: 'Lena Renamed', email: 'lena@assign.test', role: 'LocationManager', defaultLocation: north, locationIds: [foreign] });
    expect(edit.statusCode).toBe(400);
    expect(await listed('lena@assign.test')).toMatchObject({ locationIds: [east] });
    const [row] = await ctx.deps.database.db.select().from(schema.users).where(eq(schema.users.id, lena.id));
    expect(row.name).toBe('Lena Manager');
  });

  it('refuses a value that is not an id (schema 400)', async () => {
    const res = await save('/users', { name: 'Nia Notid', email: 'nia@assign.test', role: 'LocationManager', locationIds: ['13.0'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toMatch(/^locationIds/);
  });
});
