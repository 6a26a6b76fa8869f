import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';

// What the Drizzle schema cannot say, only a migration: checked on the migrated database.
describe('migrations', () => {
  it('leave a fifth of each customers page free, so ingest moving last_seen updates in place', async () => {
    const database = await createTestDatabase();
    try {
      const [row] = await database.rows<{ options: string[] | null }>(
        sql`select reloptions as options from pg_class where oid = 'customers'::regclass`,
      );
      expect(row.options).toEqual(['fillfactor=80']);
    } finally {
      await database.close();
    }
  });
});
