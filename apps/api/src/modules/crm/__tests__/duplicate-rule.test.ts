import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { duplicateKeys, nameSieve, nameSieveSql, nameSql, normalizeName } from '../../../analytics';
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

describe('the duplicate keys', () => {
  type Contacts = { first_name: string | null; last_name: string | null; phone_numbers: string[]; email_addresses: string[] };
  const sqlKeys = async (people: Contacts[]) =>
    (
      await ctx.deps.database.rows<{ keys: string[] }>(sql`
        SELECT customer_duplicate_keys(p->>'first_name', p->>'last_name',
          ARRAY(SELECT jsonb_array_elements_text(p->'phone_numbers')), ARRAY(SELECT jsonb_array_elements_text(p->'email_addresses'))) AS keys
        FROM jsonb_array_elements(${JSON.stringify(people)}::jsonb) WITH ORDINALITY AS t(p, i) ORDER BY i`)
    ).map((r) => r.keys);

  it('are computed alike by ingest (TypeScript) and by the triggers (SQL)', async () => {
    const people: Contacts[] = [
      ...PEOPLE.map(([, first_name, last_name, phone_numbers, email_addresses]) => ({ first_name, last_name, phone_numbers, email_addresses })),
      { first_name: '\u212aATE', last_name: '\u0130RIS', phone_numbers: ['+1 (512) 555-0188 ext. 12', 'none', ''], email_addresses: ['K\u00e9@X.io', ''] },
      { first_name: null, last_name: 'ΝΙΚΟΣ', phone_numbers: ['٥١٢٥٥٥٠١٨٨'], email_addresses: ['ΝΙΚΟΣ@example.gr'] },
      { first_name: 'Solo', last_name: null, phone_numbers: [], email_addresses: [] },
    ];
    const computed = people.map(duplicateKeys);
    expect(await sqlKeys(people)).toEqual(computed);
    // No contact, no key; a phone without ASCII digits is no contact, an e-mail always is.
    expect(computed.map((keys) => keys.length)).toEqual([1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 0]);
  });

  it('are shared by every pair the rule links, and kept by the triggers on other writes', async () => {
    const stored = await ctx.deps.database.rows<{ id: number; duplicate_keys: string[] }>(sql`
      SELECT id, duplicate_keys FROM customers WHERE location_id = ${locationId}`);
    const keys = new Map(stored.map((r) => [r.id, r.duplicate_keys]));
    const shares = (a: string, b: string) => keys.get(id[a])!.some((k) => keys.get(id[b])!.includes(k));
    expect([shares('ana', 'anaTab'), shares('anaTab', 'anaNbsp'), shares('mary', 'maryTab'), shares('elodie', 'elodieLower')]).toEqual([true, true, true, true]);
    expect([shares('ana', 'anna'), shares('ana', 'anaOther')]).toEqual([false, false]);
    // Coarse: "Mary  Ann" and "MaryAnn" sieve alike, so both are read; the rule then keeps them apart (below).
    expect(shares('mary', 'maryJoined')).toBe(true);

    // A name changed by another write than ingest (no keys given): the trigger recomputes the keys.
    await ctx.deps.database.rows(sql`UPDATE customers SET first_name = 'Ana' WHERE id = ${id.anna}`);
    const [anna] = await ctx.deps.database.rows<{ duplicate_keys: string[] }>(sql`SELECT duplicate_keys FROM customers WHERE id = ${id.anna}`);
    expect(anna.duplicate_keys).toEqual(duplicateKeys({ first_name: 'Ana', last_name: 'Lopez', phone_numbers: ['(512) 555-0188'], email_addresses: [] }));
    expect(anna.duplicate_keys.some((k) => keys.get(id.ana)!.includes(k))).toBe(true);
    await ctx.deps.database.rows(sql`UPDATE customers SET first_name = 'Anna' WHERE id = ${id.anna}`);
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
