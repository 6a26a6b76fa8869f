import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { migrateBefore, migrateRange, run } from './migrate-stepwise';

const counts = (database: Awaited<ReturnType<typeof openDatabase>>) =>
  database.rows<{ location_id: number; customer_count: number }>(
    sql`SELECT location_id, customer_count::int FROM location_customer_counts ORDER BY location_id`,
  );

// The customers the CRM lists per location (not merged away): filled for those stored before, then kept by triggers.
describe('migration 0029 (customer counts per location)', () => {
  it('counts stored customers but the merged ones, then follows inserts, merges and deletes', async () => {
    const database = await openDatabase();
    try {
      await migrateBefore(database, '0029');
      await run(database, [
        `INSERT INTO partners (id, business_name, contact_name, contact_email) OVERRIDING SYSTEM VALUE VALUES (1, 'P', 'C', 'c@p.test')`,
        `INSERT INTO locations (id, partner_id, name) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'L1'), (2, 1, 'L2'), (3, 1, 'L3')`,
        `INSERT INTO customers (id, partner_id, location_id, external_id) OVERRIDING SYSTEM VALUE
          VALUES (1, 1, 1, 'a'), (2, 1, 1, 'b'), (3, 1, 1, 'c'), (4, 1, 2, 'd')`,
        `UPDATE customers SET merged_into_id = 1 WHERE id = 2`,
      ]);
      await migrateRange(database, '0029', '0029');
      // Location 1: three customers, one merged into another; location 2: one; location 3: none, so no row.
      expect(await counts(database)).toEqual([
        { location_id: 1, customer_count: 2 },
        { location_id: 2, customer_count: 1 },
      ]);

      await run(database, [
        // One statement over two locations, one of its rows already merged.
        `INSERT INTO customers (id, partner_id, location_id, external_id, merged_into_id) OVERRIDING SYSTEM VALUE
          VALUES (5, 1, 3, 'e', NULL), (6, 1, 3, 'f', NULL), (7, 1, 2, 'g', NULL), (8, 1, 1, 'h', 1)`,
        // A merge, an update that leaves merged_into_id alone, and a change of survivor (no move).
        `UPDATE customers SET merged_into_id = 5 WHERE id = 6`,
        `UPDATE customers SET last_name = 'Lopez' WHERE id IN (1, 2, 3)`,
        `UPDATE customers SET merged_into_id = 3 WHERE id = 2`,
        // Deleting the survivor 5 sets 6 free again (ON DELETE SET NULL), and 4 leaves location 2.
        `DELETE FROM customers WHERE id IN (4, 5)`,
      ]);
      expect(await counts(database)).toEqual([
        { location_id: 1, customer_count: 2 },
        { location_id: 2, customer_count: 1 },
        { location_id: 3, customer_count: 1 },
      ]);
    } finally {
      await database.close();
    }
  });
});
