import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let locationId: number;
let foreignLocationId: number;
let ownerCookie: string;
let foreignCookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const { partnerId } = await createVerifiedOwner(ctx.deps, {
    businessName: 'Csv Auto',
    email: 'owner@csv.test',
    password: 'secret1',
  });
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Csv North' }));
  const foreign = await createVerifiedOwner(ctx.deps, {
    businessName: 'Other Garage',
    email: 'owner@other-csv.test',
    password: 'secret1',
  });
  ({ locationId: foreignLocationId } = await createLocation(ctx.deps, {
    partnerId: foreign.partnerId,
    name: 'Other',
  }));
  await createUser(ctx.deps, { partnerId, email: 'staff@csv.test', password: 'secret1', role: 'User' });
  const manager = await createUser(ctx.deps, {
    partnerId,
    email: 'manager@csv.test',
    password: 'secret1',
    role: 'LocationManager',
  });
  // The manager's own location, so their 403 below is the role's, not the location scoping's 404.
  await ctx.deps.database.db.update(schema.users).set({ defaultLocationId: locationId }).where(eq(schema.users.id, manager.userId));
  ({ cookie: ownerCookie } = await signIn(ctx.app, 'owner@csv.test', 'secret1'));
  ({ cookie: foreignCookie } = await signIn(ctx.app, 'owner@other-csv.test', 'secret1'));
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, path: string, payload?: object, cookie = ownerCookie) =>
  ctx.app.inject({
    method,
    url: api(path),
    headers: { cookie, ...XHR },
    ...(payload === undefined ? {} : { payload }),
  });

const ro = (number: string, soldCents: number, modified: string | null = '2025-03-04T12:00:00-06:00') => ({
  external_id: number,
  order_number: number,
  status: 'CLOSED',
  opened: '2025-03-04T08:00:00-06:00',
  closed: '2025-03-04T11:00:00-06:00',
  modified,
  customer: { external_id: 'name:ana lopez|5125550188', first_name: 'Ana' },
  labor: [{ sold_price_cents: soldCents, cost_cents: 1000, sold_seconds: 3600 }],
});
const start = {
  file_name: 'march.csv',
  file_size: 2048,
  rows_total: 7,
  ros_total: 4,
  row_errors: [{ row: 3, reason: 'no RO number' }],
};
const batchOne = {
  rows_read: 5,
  repair_orders: [ro('1001', 10000), ro('1002', -5), ro('1003', 20000, null)],
  rows: [[1, 2], [4, 5], [6]],
};
const batchTwo = { rows_read: 1, repair_orders: [ro('1004', 5000)], rows: [[7]] };

async function figures() {
  const [rollups] = await ctx.deps.database.db
    .select({
      sold: sql<number>`sum(${schema.dailyRollups.totalSoldCents})`.mapWith(Number),
      ros: sql<number>`sum(${schema.dailyRollups.roCount})`.mapWith(Number),
    })
    .from(schema.dailyRollups)
    .where(eq(schema.dailyRollups.locationId, locationId));
  return rollups;
}

describe('CSV upload', () => {
  let uploadId: number;

  it('saves and reads back the column mapping', async () => {
    expect((await call('GET', `/locations/${locationId}/csv-mapping`)).json()).toEqual({ mapping: null });
    const mapping = { ro_number: 'RO #', sold_amount: 'Amount' };
    expect((await call('PUT', `/locations/${locationId}/csv-mapping`, { mapping })).json()).toEqual({
      mapping,
    });
    const changed = { ro_number: 'Invoice', closed: 'Posted' };
    await call('PUT', `/locations/${locationId}/csv-mapping`, { mapping: changed });
    expect((await call('GET', `/locations/${locationId}/csv-mapping`)).json()).toEqual({ mapping: changed });
  });

  it('runs a full upload: counts add up batch by batch, rejected ROs become their rows', async () => {
    expect((await call('GET', `/locations/${locationId}/csv-uploads/latest`)).json()).toEqual({
      upload: null,
    });
    const started = await call('POST', `/locations/${locationId}/csv-uploads`, start);
    expect(started.statusCode).toBe(200);
    const upload = started.json();
    uploadId = upload.id;
    expect(upload).toMatchObject({
      state: 'running',
      interrupted: false,
      rows_total: 7,
      ros_total: 4,
      ros_sent: 0,
      row_errors_total: 1,
    });

    const first = await call('POST', `/locations/${locationId}/csv-uploads/${uploadId}/batches`, batchOne);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ inserted: 2, updated: 0, skipped: 0, rejected: 1 });
    const reason = 'RO 1002: labor[0].sold_price_cents: must not be negative';
    expect(first.json().upload).toMatchObject({
      rows_read: 5,
      ros_sent: 3,
      inserted: 2,
      rejected: 1,
      row_errors_total: 3,
      row_errors: [
        { row: 3, reason: 'no RO number' },
        { row: 4, reason },
        { row: 5, reason },
      ],
    });
    const second = (
      await call('POST', `/locations/${locationId}/csv-uploads/${uploadId}/batches`, batchTwo)
    ).json();
    expect(second.upload).toMatchObject({
      rows_read: 6,
      ros_sent: 4,
      inserted: 3,
      rejected: 1,
      state: 'running',
    });
    expect(await figures()).toEqual({ sold: 35000, ros: 3 });

    const finished = (await call('POST', `/locations/${locationId}/csv-uploads/${uploadId}/finish`)).json();
    expect(finished).toMatchObject({ state: 'finished', inserted: 3 });
    expect(finished.finished_at).not.toBeNull();
    expect((await call('POST', `/locations/${locationId}/csv-uploads/${uploadId}/finish`)).statusCode).toBe(
      200,
    );
    const late = await call('POST', `/locations/${locationId}/csv-uploads/${uploadId}/batches`, batchTwo);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 409, title: '409 - Conflict' });
    expect((await call('GET', `/locations/${locationId}/csv-uploads/latest`)).json().upload).toMatchObject({
      id: uploadId,
      state: 'finished',
    });
  });

  it('downloads the report with formula-looking cells neutralised', async () => {
    const started = (
      await call('POST', `/locations/${locationId}/csv-uploads`, {
        ...start,
        file_name: '=HYPERLINK("x")',
        row_errors: [{ row: 2, reason: '-2+3 "is" not a date' }],
      })
    ).json();
    const res = await call('GET', `/locations/${locationId}/csv-uploads/${started.id}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="csv-upload-${started.id}-report.csv"`,
    );
    expect(res.body).toContain('File,"\'=HYPERLINK(""x"")"\r\n');
    expect(res.body).toContain('Row,Reason\r\n2,"\'-2+3 ""is"" not a date"\r\n');
    const report = (await call('GET', `/locations/${locationId}/csv-uploads/${uploadId}/report`)).body;
    expect(report).toContain('Inserted,3\r\n');
    expect(report).toContain('4,RO 1002: labor[0].sold_price_cents: must not be negative\r\n');
  });

  it('changes no figure when the same ROs are uploaded again: skipped, or updated without a modified date', async () => {
    const before = await figures();
    const again = (await call('POST', `/locations/${locationId}/csv-uploads`, start)).json();
    const res = (
      await call('POST', `/locations/${locationId}/csv-uploads/${again.id}/batches`, batchOne)
    ).json();
    expect(res.result).toMatchObject({ inserted: 0, updated: 1, skipped: 1, rejected: 1 });
    await call('POST', `/locations/${locationId}/csv-uploads/${again.id}/batches`, batchTwo);
    expect(await figures()).toEqual(before);
  });

  it('shows a silent running upload as interrupted, and a new upload closes it', async () => {
    const stale = (await call('POST', `/locations/${locationId}/csv-uploads`, start)).json();
    await ctx.deps.database.db
      .update(schema.csvUploads)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(schema.csvUploads.id, stale.id));
    expect((await call('GET', `/locations/${locationId}/csv-uploads/latest`)).json().upload).toMatchObject({
      id: stale.id,
      interrupted: true,
    });
    const next = (await call('POST', `/locations/${locationId}/csv-uploads`, start)).json();
    expect((await call('GET', `/locations/${locationId}/csv-uploads/latest`)).json().upload.id).toBe(next.id);
    const closed = await call('POST', `/locations/${locationId}/csv-uploads/${stale.id}/batches`, batchTwo);
    expect(closed.statusCode).toBe(409);
  });

  it('answers 404 for another partner’s location or upload id', async () => {
    const paths: [Method, string, object?][] = [
      ['GET', `/locations/${foreignLocationId}/csv-mapping`],
      ['PUT', `/locations/${foreignLocationId}/csv-mapping`, { mapping: { ro_number: 'RO' } }],
      ['POST', `/locations/${foreignLocationId}/csv-uploads`, start],
      ['GET', `/locations/${foreignLocationId}/csv-uploads/latest`],
      ['POST', `/locations/${foreignLocationId}/csv-uploads/${uploadId}/batches`, batchTwo],
      ['POST', `/locations/${foreignLocationId}/csv-uploads/${uploadId}/finish`],
      ['GET', `/locations/${foreignLocationId}/csv-uploads/${uploadId}/report`],
    ];
    for (const [method, path, payload] of paths)
      expect((await call(method, path, payload)).statusCode, path).toBe(404);
    // The other owner, in their own location, naming this partner's upload.
    const foreignOwn = `/locations/${foreignLocationId}/csv-uploads/${uploadId}`;
    for (const [method, suffix] of [
      ['POST', '/finish'],
      ['GET', '/report'],
    ] as const) {
      const res = await call(method, `${foreignOwn}${suffix}`, undefined, foreignCookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The upload was not found.');
    }
    const batch = await call('POST', `${foreignOwn}/batches`, batchTwo, foreignCookie);
    expect(batch.statusCode).toBe(404);
  });

  it('answers 403 to a location manager and a plain user', async () => {
    for (const email of ['manager@csv.test', 'staff@csv.test']) {
      const { cookie } = await signIn(ctx.app, email, 'secret1');
      expect(
        (await call('GET', `/locations/${locationId}/csv-uploads/latest`, undefined, cookie)).statusCode,
      ).toBe(403);
      expect((await call('POST', `/locations/${locationId}/csv-uploads`, start, cookie)).statusCode).toBe(
        403,
      );
      expect(
        (await call('PUT', `/locations/${locationId}/csv-mapping`, { mapping: { ro_number: 'RO' } }, cookie))
          .statusCode,
      ).toBe(403);
    }
  });

  it('answers 400 in the api.md shape for bad bodies', async () => {
    const noRo = await call('PUT', `/locations/${locationId}/csv-mapping`, { mapping: { closed: 'Posted' } });
    expect(noRo.statusCode).toBe(400);
    expect(noRo.json()).toMatchObject({
      status: 400,
      title: '400 - Bad Request',
      errors: [{ path: 'mapping', message: 'must name the RO number column' }],
    });
    const unknownField = await call('PUT', `/locations/${locationId}/csv-mapping`, {
      mapping: { ro_number: 'RO', color: 'Colour' },
    });
    expect(unknownField.statusCode).toBe(400);
    const badStart = await call('POST', `/locations/${locationId}/csv-uploads`, {
      ...start,
      rows_total: -1,
      file_name: '',
    });
    expect(badStart.statusCode).toBe(400);
    expect(
      badStart
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['file_name', 'rows_total']);
    const upload = (await call('POST', `/locations/${locationId}/csv-uploads`, start)).json();
    const url = `/locations/${locationId}/csv-uploads/${upload.id}/batches`;
    const mismatch = await call('POST', url, { ...batchTwo, rows: [] });
    expect(mismatch.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'rows', message: 'must have one list of row numbers per repair order' }],
    });
    const tooMany = await call('POST', url, {
      rows_read: 0,
      repair_orders: Array.from({ length: 1001 }, () => ({})),
      rows: [],
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call('POST', `/locations/${locationId}/csv-uploads/abc/finish`)).statusCode).toBe(400);
  });
  it('turns an RO over an ingest limit, or with a NUL in its RO number, into row errors and stores the rest', async () => {
    // A NUL in a rejected RO's id once reached the upload's jsonb row errors: the whole batch answered 500.
    const upload = (await call('POST', `/locations/${locationId}/csv-uploads`, { ...start, row_errors: [] })).json();
    const url = `/locations/${locationId}/csv-uploads/${upload.id}/batches`;
    const nul = { ...ro('20\u000001', 100), order_number: '2001' };
    const long = { ...ro('2002', 100), customer: { external_id: 'c-2002', city: 'x'.repeat(101) } };
    const res = await call('POST', url, { rows_read: 3, repair_orders: [nul, long, ro('2003', 100)], rows: [[1], [2], [3]] });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ inserted: 1, rejected: 2 });
    expect(res.json().upload.row_errors).toEqual([
      { row: 1, reason: 'RO 20\uFFFD01: external_id: must not contain NUL characters' },
      { row: 2, reason: 'RO 2002: customer.city: must have at most 100 characters' },
    ]);
  });

  it('refuses counts past what an upload can hold (int4 columns), instead of failing the insert', async () => {
    const huge = await call('POST', `/locations/${locationId}/csv-uploads`, { ...start, file_size: 3_000_000_000, rows_total: 2 ** 31 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['file_size', 'rows_total']);
    const nulName = await call('POST', `/locations/${locationId}/csv-uploads`, { ...start, file_name: 'march\u0000.csv' });
    expect(nulName.statusCode).toBe(400);
  });
});
