import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { mailsTo, tokenOf } from '../../../test/mail';
import { CANNOT_DELETE_SELF, COMPOSITE_ROLE_FIXED, LAST_ADMIN } from '../service';

let ctx: TestContext;
let owner: { partnerId: number; userId: number; cookie: string };
let other: { partnerId: number; userId: number; cookie: string };
let locationId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const shop = await createVerifiedOwner(ctx.deps, { businessName: 'Users Garage', email: 'owner@users-garage.test', password: 'secret1', ownerName: 'Olive Owner' });
  owner = { ...shop, cookie: (await signIn(ctx.app, 'owner@users-garage.test', 'secret1')).cookie };
  ({ locationId } = await createLocation(ctx.deps, { partnerId: shop.partnerId, name: 'Main Street' }));
  const foreign = await createVerifiedOwner(ctx.deps, { businessName: 'Foreign Garage', email: 'owner@foreign-users.test', password: 'secret1' });
  other = { ...foreign, cookie: (await signIn(ctx.app, 'owner@foreign-users.test', 'secret1')).cookie };
});
afterAll(() => ctx.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  ctx.app.inject({ method, url: api(path), headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) });
const listOf = async (cookie: string) => (await call(cookie, 'GET', '/users?page_size=50')).json() as { items: { id: number; email: string; role: string; verified: boolean; name: string }[]; total: number };
const idOf = async (email: string) => (await listOf(owner.cookie)).items.find((u) => u.email === email)?.id ?? 0;

describe('GET /users', () => {
  it("lists the partner's own users only, by name", async () => {
    await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'amy@users-garage.test', password: 'secret1', role: 'LocationManager', name: 'Amy Advisor' });
    const list = await listOf(owner.cookie);
    expect(list.total).toBe(2);
    expect(list.items.map((u) => [u.name, u.role, u.verified])).toEqual([
      ['Amy Advisor', 'LocationManager', true],
      ['Olive Owner', 'Admin', true],
    ]);
    expect(JSON.stringify(list)).not.toContain('foreign');
    expect((await listOf(other.cookie)).items.map((u) => u.email)).toEqual(['owner@foreign-users.test']);
  });
});

describe('POST /users', () => {
  it('adds an unverified user who gets an invitation to choose a password, and can then sign in', async () => {
    const res = await call(owner.cookie, 'POST', '/users', { name: 'Nina New', email: 'nina@users-garage.test', role: 'LocationManager', defaultLocation: locationId });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const added = (await listOf(owner.cookie)).items.find((u) => u.email === 'nina@users-garage.test');
    expect(added).toMatchObject({ name: 'Nina New', role: 'LocationManager', verified: false, defaultLocation: locationId, customerContact: false });

    const [mail] = mailsTo(ctx.deps.config, 'nina@users-garage.test');
    expect(mail.subject).toBe('You are invited to the RLO Training portal');
    expect(mail.text).toContain('Users Garage has invited you');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/reset-password\?token=/);
    const reset = await ctx.app.inject({ method: 'POST', url: api('/auth/reset-password'), headers: XHR, payload: { token: tokenOf(mail.link), password: 'nina-pass', retypePassword: 'nina-pass' } });
    expect(reset.statusCode).toBe(200);
    expect((await listOf(owner.cookie)).items.find((u) => u.email === 'nina@users-garage.test')?.verified).toBe(true);
    await expect(signIn(ctx.app, 'nina@users-garage.test', 'nina-pass')).resolves.toBeTruthy();
  });

  it('requires name and e-mail (400 with the form keys) and defaults the role to User', async () => {
    const bad = await call(owner.cookie, 'POST', '/users', { name: ' ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'name', message: 'settings.users.errors.nameRequired' },
      { path: 'email', message: 'settings.users.errors.emailInvalid' },
    ]);
    expect((await call(owner.cookie, 'POST', '/users', { name: 'Uma User', email: 'uma@users-garage.test' })).statusCode).toBe(204);
    expect((await listOf(owner.cookie)).items.find((u) => u.email === 'uma@users-garage.test')?.role).toBe('User');
  });

  it('refuses a taken address (409, any partner, any case), a CompositePartner role (400) and another partner\'s location (404)', async () => {
    const taken = await call(owner.cookie, 'POST', '/users', { name: 'Copy Cat', email: 'OWNER@foreign-users.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The email address provided is already associated with another partner account.');
    expect((await call(owner.cookie, 'POST', '/users', { name: 'Cora', email: 'cora@users-garage.test', role: 'CompositePartner' })).statusCode).toBe(400);
    const { locationId: foreignLocation } = await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Foreign place' });
    expect((await call(owner.cookie, 'POST', '/users', { name: 'Lou', email: 'lou@users-garage.test', defaultLocation: foreignLocation })).statusCode).toBe(404);
    expect((await listOf(owner.cookie)).items.map((u) => u.email)).not.toContain('lou@users-garage.test');
  });

  it('is for shop owners and Admins only (403)', async () => {
    const { cookie } = await signIn(ctx.app, 'amy@users-garage.test', 'secret1');
    expect((await call(cookie, 'GET', '/users')).statusCode).toBe(200);
    expect((await call(cookie, 'POST', '/users', { name: 'Sneaky', email: 'sneaky@users-garage.test' })).statusCode).toBe(403);
  });
});

describe('POST /users/{id}', () => {
  it('edits name, role and customer contact; a new e-mail must be verified again', async () => {
    const amy = await idOf('amy@users-garage.test');
    const res = await call(owner.cookie, 'POST', `/users/${amy}`, { name: 'Amy Admin', email: 'amy@users-garage.test', role: 'Admin', customerContact: true });
    expect(res.statusCode).toBe(204);
    expect((await listOf(owner.cookie)).items.find((u) => u.id === amy)).toMatchObject({ name: 'Amy Admin', role: 'Admin', customerContact: true, verified: true });
    expect(mailsTo(ctx.deps.config, 'amy@users-garage.test')).toEqual([]);

    expect((await call(owner.cookie, 'POST', `/users/${amy}`, { name: 'Amy Admin', email: 'amy.new@users-garage.test', role: 'Admin' })).statusCode).toBe(204);
    expect((await listOf(owner.cookie)).items.find((u) => u.id === amy)).toMatchObject({ email: 'amy.new@users-garage.test', verified: false });
    const [mail] = mailsTo(ctx.deps.config, 'amy.new@users-garage.test');
    expect(mail.link).toMatch(/\/verify\?token=/);
  });

  it('keeps a CompositePartner role (400 when one is sent) and the last Admin (400)', async () => {
    const { userId: composite } = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'cp@users-garage.test', password: 'secret1', role: 'CompositePartner', name: 'Cody Composite' });
    const withRole = await call(owner.cookie, 'POST', `/users/${composite}`, { name: 'Cody C', email: 'cp@users-garage.test', role: 'User' });
    expect(withRole.statusCode).toBe(400);
    expect(withRole.json().message).toBe(COMPOSITE_ROLE_FIXED);
    expect((await call(owner.cookie, 'POST', `/users/${composite}`, { name: 'Cody C', email: 'cp@users-garage.test' })).statusCode).toBe(204);
    expect((await listOf(owner.cookie)).items.find((u) => u.id === composite)).toMatchObject({ name: 'Cody C', role: 'CompositePartner' });

    const solo = await createVerifiedOwner(ctx.deps, { businessName: 'Solo Garage', email: 'owner@solo-users.test', password: 'secret1' });
    const { cookie } = await signIn(ctx.app, 'owner@solo-users.test', 'secret1');
    const demote = await call(cookie, 'POST', `/users/${solo.userId}`, { name: 'Solo Owner', email: 'owner@solo-users.test', role: 'User' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(LAST_ADMIN);
  });

  it("answers 404 for another partner's user and changes nothing", async () => {
    const res = await call(owner.cookie, 'POST', `/users/${other.userId}`, { name: 'Hijack', email: 'owner@foreign-users.test' });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.deps.database.db.select().from(schema.users).where(eq(schema.users.id, other.userId));
    expect(row.name).not.toBe('Hijack');
  });
});

describe('DELETE /users/{id}', () => {
  it("deletes a user of the partner, not oneself, not another partner's", async () => {
    const uma = await idOf('uma@users-garage.test');
    expect((await call(owner.cookie, 'DELETE', `/users/${uma}`)).statusCode).toBe(204);
    expect((await listOf(owner.cookie)).items.map((u) => u.id)).not.toContain(uma);

    const self = await call(owner.cookie, 'DELETE', `/users/${owner.userId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CANNOT_DELETE_SELF);
    expect((await call(owner.cookie, 'DELETE', `/users/${other.userId}`)).statusCode).toBe(404);
    expect((await listOf(other.cookie)).total).toBe(1);
  });

  it('never deletes the last Admin', async () => {
    const shop = await createVerifiedOwner(ctx.deps, { businessName: 'Pair Garage', email: 'owner@pair-users.test', password: 'secret1' });
    // A shop owner who is not an Admin (an operator-made account) may act, but the Admin must stay.
    await ctx.deps.database.db.update(schema.users).set({ role: 'User' }).where(eq(schema.users.id, shop.userId));
    const { userId: admin } = await createUser(ctx.deps, { partnerId: shop.partnerId, email: 'admin@pair-users.test', password: 'secret1', role: 'Admin' });
    const { cookie } = await signIn(ctx.app, 'owner@pair-users.test', 'secret1');
    const res = await call(cookie, 'DELETE', `/users/${admin}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAST_ADMIN);
  });
});
