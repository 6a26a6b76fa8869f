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
});
