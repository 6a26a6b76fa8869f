import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';

describe('database client', () => {
  it('returns int8 and numeric as numbers on either engine', async () => {
    const database = await createTestDatabase();
    try {
      const [row] = await database.rows<{ big: unknown; total: unknown; ratio: unknown }>(
        sql`select 9007199254740::int8 as big, sum(x) as total, 1.25::numeric as ratio from (values (1::int8), (2::int8)) t(x)`,
      );
      expect(row).toEqual({ big: 9007199254740, total: 3, ratio: 1.25 });
    } finally {
      await database.close();
    }
  });

  it('answers a prepared read with the values of each call, past the server switching to a generic plan', async () => {
    const database = await createTestDatabase();
    try {
      // PostgreSQL plans the first five runs of a prepared statement for their values, then may reuse one plan.
      for (let n = 1; n <= 8; n++) {
        const [row] = await database.rows(sql`select sum(x) as total, count(*)::int as n from generate_series(1, ${n}::int) x`, { prepared: true });
        expect(row).toEqual({ total: (n * (n + 1)) / 2, n });
      }
      const [other] = await database.rows(sql`select ${'a'}::text || 'b' as v`, { prepared: true });
      expect(other).toEqual({ v: 'ab' });
      if (database.kind === 'postgres') {
        // One statement per text; one after another, the reads above reuse the pool's last connection.
        const prepared = await database.rows<{ name: string }>(sql`select name from pg_prepared_statements where name like 'rlo_%'`);
        expect(prepared).toHaveLength(2);
      }
    } finally {
      await database.close();
    }
  });
});
