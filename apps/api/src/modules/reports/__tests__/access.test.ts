import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { SESSION_COOKIE } from '@rlo/contract';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { wholePartner } from '../../../lib/reach';
import { resolveScope } from '../../../lib/scope';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
});
afterAll(() => ctx.close());

describe('report access', () => {
  it('answers empty figures for a location without data, and 403 once the subscription is Disabled', async () => {
    const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Quiet Garage', email: 'quiet@garage.test', password: 'secret1' });
    const { locationId } = await createLocation(ctx.deps, { partnerId, name: 'Quiet One' });
    const { cookie } = await signIn(ctx.app, 'quiet@garage.test', 'secret1');
    const url = api(`/dashboard/${partnerId}/reports/daily_summary?location_id=${locationId}`);
    const empty = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().current_month).toMatchObject({ sale_count: 0, gross_sales_cents: 0, average_sale_cents: 0, gross_profit_per: 0 });

    await ctx.deps.database.db.update(schema.partners).set({ subscriptionStatus: 'Disabled' }).where(eq(schema.partners.id, partnerId));
    const refused = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
  });

  it('takes the locations the session lookup read for the request, and reads them itself otherwise', async () => {
    const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Scope Garage', email: 'scope@garage.test', password: 'secret1' });
    const { locationId } = await createLocation(ctx.deps, { partnerId, name: 'Stored Name', timezone: 'US/Pacific' });
    const read = await resolveScope(ctx.deps, wholePartner(partnerId), locationId);
    expect(read.locations).toEqual([{ id: locationId, name: 'Stored Name', timezone: 'US/Pacific', workingDays: expect.any(Number) }]);
    // 18:00 UTC on March 4 is 10:00 on March 4 in Los Angeles.
    expect(read.today).toBe('2026-03-04');
    // Read without a session, the location has never changed: version 0.
    expect(read.versions).toBe(`${locationId}:0`);

    // A principal's locations stand for the partner's as they are: the scope does not read them again.
    const checked = { ...read.locations[0], name: 'As read with the session', isDisable: false, dataVersion: 7 };
    const principal = { ...wholePartner(partnerId), partner: { timezone: 'US/Eastern', locations: [checked] } };
    const one = await resolveScope(ctx.deps, principal, locationId);
    expect(one.locations[0].name).toBe('As read with the session');
    expect(one.versions).toBe(`${locationId}:7`);
    expect((await resolveScope(ctx.deps, principal, 'all')).versions).toBe(`${locationId}:7`);
    // A location that is not among them is not the partner's.
    await expect(resolveScope(ctx.deps, principal, locationId + 1000)).rejects.toMatchObject({ status: 404 });
  });

  it('covers All locations with the enabled ones, on the zone of the one left or else the partner\'s', async () => {
    const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Zone Garage', email: 'zone@garage.test', password: 'secret1' });
    await ctx.deps.database.db.update(schema.partners).set({ timezone: 'US/Eastern' }).where(eq(schema.partners.id, partnerId));
    // No location yet: nothing covered, on the partner's zone (18:00 UTC is 13:00 in New York).
    expect(await resolveScope(ctx.deps, wholePartner(partnerId), 'all')).toMatchObject({ locationIds: [], single: false, timeZone: 'US/Eastern', today: '2026-03-04' });

    const west = (await createLocation(ctx.deps, { partnerId, name: 'West', timezone: 'US/Pacific' })).locationId;
    const closed = (await createLocation(ctx.deps, { partnerId, name: 'Closed', timezone: 'US/Mountain' })).locationId;
    await ctx.deps.database.db.update(schema.locations).set({ isDisable: true }).where(eq(schema.locations.id, closed));
    // The disabled one is left out, so West is the one left: its own zone.
    const one = await resolveScope(ctx.deps, wholePartner(partnerId), 'all');
    expect(one).toMatchObject({ locationIds: [west], timeZone: 'US/Pacific' });
    expect(one.locations).toEqual([{ id: west, name: 'West', timezone: 'US/Pacific', workingDays: expect.any(Number) }]);

    const central = (await createLocation(ctx.deps, { partnerId, name: 'Central', timezone: 'US/Central' })).locationId;
    expect(await resolveScope(ctx.deps, wholePartner(partnerId), undefined)).toMatchObject({ locationIds: [west, central], timeZone: 'US/Eastern' });
    // Named by id, a disabled location stays readable (its history).
    expect(await resolveScope(ctx.deps, wholePartner(partnerId), closed)).toMatchObject({ locationIds: [closed], single: true, timeZone: 'US/Mountain' });
  });

  it('checks the locations it read before the session was known against the session\'s partner', async () => {
    const a = await createVerifiedOwner(ctx.deps, { businessName: 'Guard A', email: 'guard-a@garage.test', password: 'secret1' });
    const b = await createVerifiedOwner(ctx.deps, { businessName: 'Guard B', email: 'guard-b@garage.test', password: 'secret1' });
    const own = (await createLocation(ctx.deps, { partnerId: a.partnerId, name: 'A One' })).locationId;
    const foreign = (await createLocation(ctx.deps, { partnerId: b.partnerId, name: 'B One' })).locationId;
    const { cookie } = await signIn(ctx.app, 'guard-a@garage.test', 'secret1');
    const status = async (locationId: string, headers: Record<string, string> = { cookie }) =>
      (await ctx.app.inject({ method: 'GET', url: api(`/${a.partnerId}/reports/specific_day_summary?location_id=${locationId}`), headers })).statusCode;

    expect(await status(String(own))).toBe(200);
    // B's location exists, and the early read found it: the partner check still refuses it.
    expect(await status(String(foreign))).toBe(404);
    expect(await status(`${own},${foreign}`)).toBe(404);
    // An id no int4 column can hold is not an id (parseId): the guard answers 400, not a failed cast.
    expect(await status('99999999999')).toBe(400);
    // No valid session: 401, whether or not the request carried a cookie for the early read.
    expect(await status(String(own), { cookie: `${SESSION_COOKIE}=not-a-session` })).toBe(401);
    expect(await status(String(own), {})).toBe(401);
  });
});
