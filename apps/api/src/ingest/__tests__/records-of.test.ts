import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { recordsOf, rowsOf } from '../sql';

// recordsOf builds PostgreSQL array literals by hand: every text must come back exactly as sent.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TYPES = 'n int, t text, b boolean, q float8, d date, at timestamptz, list text[]';

describe('recordsOf', () => {
  it('reads back every row, with texts that look like syntax, nulls and nested lists', async () => {
    const rows = [
      { n: 1, t: 'NULL', b: true, q: 0.25, d: '2024-02-29', at: '2025-03-04T23:30:00-06:00', list: ['a, b', '{c}', 'NULL'] },
      { n: -2, t: 'say "hi" \\ bye', b: false, q: 3, d: null, at: null, list: [] },
      { n: null, t: '', b: null, q: null, d: undefined, at: undefined, list: null },
      { n: 3, t: ' {x,y} ', b: true, q: 1e-7, d: '2025-01-01', at: '2025-01-01T00:00:00Z', list: ['quote " and \\ slash', ''] },
      { n: 4, t: 'Brake\u0000 pads – ñ 😀', b: false, q: 2, d: null, at: null, list: ['Lo\u0000pez'] },
    ];
    const read = await rowsOf<Record<string, unknown>>(
      ctx.deps.database.db,
      recordsOfSelect(rows),
    );
    expect(read).toEqual([
      { n: 1, t: 'NULL', b: true, q: 0.25, d: '2024-02-29', at: '2025-03-05T05:30:00Z', list: ['a, b', '{c}', 'NULL'] },
      { n: -2, t: 'say "hi" \\ bye', b: false, q: 3, d: null, at: null, list: [] },
      { n: null, t: '', b: null, q: null, d: null, at: null, list: null },
      { n: 3, t: ' {x,y} ', b: true, q: 1e-7, d: '2025-01-01', at: '2025-01-01T00:00:00Z', list: ['quote " and \\ slash', ''] },
      { n: 4, t: 'Brake pads – ñ 😀', b: false, q: 2, d: null, at: null, list: ['Lopez'] },
    ]);
  });

  it('reads no row from no rows', async () => {
    const read = await rowsOf(ctx.deps.database.db, recordsOfSelect([]));
    expect(read).toEqual([]);
  });
});

// Dates and instants come back as text, so both engines print them the same way.
function recordsOfSelect(rows: Parameters<typeof recordsOf>[0]) {
  return sql`SELECT r.n, r.t, r.b, r.q, r.d::text AS d,
      to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, r.list
    FROM ${recordsOf(rows, TYPES)}`;
}
