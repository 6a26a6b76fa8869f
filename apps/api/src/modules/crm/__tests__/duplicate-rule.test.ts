import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { nameSieve, nameSieveSql, nameSql, normalizeName } from '../../../analytics';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';

// One duplicate rule (kpis.md §6): the CRM's "duplicates of this customer" and the duplicate list
// (the grouping the merge also applies) agree on names that differ only in white space and case.

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let locationId: number;
const id: Record<string, number> = {};

// [key, first name, last name, phones, e-mails]
const PEOPLE: [string, string, string, string[], string[]][] = [
  ['ana', 'Ana', 'Lopez', ['(512) 555-0188'], []],
  ['anaTab', '\tANA ', 'lopez', ['+1 512-555-0188'], ['ana@example.com']],
  ['anaNbsp', 'ana\u00a0', '\u00a0LOPEZ', [], ['Ana@Example.com ']],
  ['anaOther', 'Ana', 'Lopez', ['512-555-9999'], []],
  ['anna', 'Anna', 'Lopez', ['(512) 555-0188'], []],
  ['mary', 'Mary  Ann', 'Smith', ['512-555-0101'], []],
  ['maryTab', 'mary\tann', 'SMITH\n', ['5125550101'], []],
  ['maryJoined', 'MaryAnn', 'Smith', ['5125550101'], []],
  ['elodie', 'ÉLODIE', 'Durand', ['512-555-0202'], []],
  ['elodieLower', '  élodie', 'durand', ['(512) 555-0202'], []],
];

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = { businessName: 'Space Auto', email: 'owner@space.test', password: 'secret1' };
  ({ partnerId } = await createVerifiedOwner(ctx.deps, owner));
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Space Main' }));
  cookie = (await signIn(ctx.app, owner.email, owner.password)).cookie;
  for (const [key, firstName, lastName, phoneNumbers, emailAddresses] of PEOPLE) {
    const [row] = await ctx.deps.database.db
      .insert(schema.customers)
      .values({ partnerId, locationId, externalId: key, firstName, lastName, phoneNumbers, emailAddresses })
      .returning({ id: schema.customers.id });
    id[key] = row.id;
  }
});
afterAll(() => ctx.close());

const get = (path: string) => ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
const keysOf = (ids: number[]) => ids.map((n) => Object.keys(id).find((k) => id[k] === n)).sort();

describe('the name reading in SQL', () => {
  it('is the TypeScript one, white space included', async () => {
    const names = ['  Ana\tMaria ', '\u00a0LOPEZ\u00a0', 'Mary  \n Ann', '\ufeffO\u2003Brien', 'x\u3000\u3000y', '\u1680z\u2028'];
    const rows = await ctx.deps.database.rows<{ name: string; normalized: string; sieve: string }>(sql`
      SELECT n AS name, ${nameSql(sql`n`)} AS normalized, ${nameSieveSql(sql`n`)} AS sieve
      FROM unnest(${sql.param(names)}::text[]) AS n`);
    expect(rows.map((r) => [r.normalized, r.sieve])).toEqual(names.map((n) => [normalizeName(n), nameSieve(n)]));
  });

  it('sieves letters beyond ASCII as TypeScript does, whatever the server collation', async () => {
    const names = ['ÉLODIE', '\u212aATE', '\u0130RIS', 'ΝΙΚΟΣ', 'Ørsted', "O'Brien-Smith 2nd"];
    const rows = await ctx.deps.database.rows<{ sieve: string }>(sql`
      SELECT ${nameSieveSql(sql`n`)} AS sieve FROM unnest(${sql.param(names)}::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i`);
    expect(rows.map((r) => r.sieve)).toEqual(names.map(nameSieve));
  });
});

describe('duplicates whose names differ in white space and case', () => {
  it('are grouped alike by the duplicate list and by the CRM', async () => {
    const list = await get(`/customer/${partnerId}/duplicate-customers-location/${locationId}?page_size=50`);
    expect(list.statusCode, list.body).toBe(200);
    const groups = (list.json().items as { customers: { id: number }[] }[]).map((g) => keysOf(g.customers.map((c) => c.id)));
    expect(groups).toEqual([
      ['ana', 'anaNbsp', 'anaTab'],
      ['mary', 'maryTab'],
      ['elodie', 'elodieLower'],
    ]);

    for (const [key, firstName, lastName, phones, emails] of PEOPLE) {
      const query = new URLSearchParams({ firstName, lastName, phonNo: phones[0] ?? '', ...(emails[0] ? { email: emails[0] } : {}) });
      const res = await get(`/customer/${partnerId}/duplicate-customer/${locationId}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const found = keysOf(res.json().items.map((c: { id: number }) => c.id));
      expect(found, key).toEqual(groups.find((g) => g.includes(key)) ?? []);
    }
  });

  it('are found by the CRM search under their normalized name', async () => {
    const res = await get(`/locations/${locationId}/customers2?filter=${encodeURIComponent('mary ann smith')}&page_size=50`);
    expect(res.statusCode, res.body).toBe(200);
    expect(keysOf(res.json().items.map((c: { id: number }) => c.id))).toEqual(['mary', 'maryTab']);
  });
});
