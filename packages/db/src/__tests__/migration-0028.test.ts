import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { migrateBefore, migrateRange, run } from './migrate-stepwise';

const counts = (database: Awaited<ReturnType<typeof openDatabase>>) =>
  database.rows<{ location_id: number; ro_count: number }>(sql`SELECT location_id, ro_count::int FROM location_ro_counts ORDER BY location_id`);

// Each location's RO count (the RO audit's page count): filled for the ROs stored before, then kept by triggers.
describe('migration 0028 (RO counts per location)', () => {
  it('counts the stored ROs of every status, then follows inserts and deletes', async () => {
    const database = await openDatabase();
    try {
      await migrateBefore(database, '0028');
      await run(database, [
        `INSERT INTO partners (id, business_name, contact_name, contact_email) OVERRIDING SYSTEM VALUE VALUES (1, 'P', 'C', 'c@p.test')`,
        `INSERT INTO locations (id, partner_id, name) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'L1'), (2, 1, 'L2'), (3, 1, 'L3')`,
        `INSERT INTO customers (id, partner_id, location_id, external_id) OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'c')`,
        `INSERT INTO repair_orders (partner_id, location_id, external_id, order_number, status, opened_at, customer_id)
          VALUES (1, 1, 'a', '1', 'OPEN', now(), 1), (1, 1, 'b', '2', 'DELETED', now(), 1), (1, 2, 'c', '3', 'ESTIMATE', now(), 1)`,
      ]);
      await migrateRange(database, '0028', '0028');
      // Location 1: an open and a deleted RO; location 2: an estimate; location 3: none, so no row.
      expect(await counts(database)).toEqual([
        { location_id: 1, ro_count: 2 },
        { location_id: 2, ro_count: 1 },
      ]);

      // One statement over two locations, then a delete and an update (which moves nothing).
      await run(database, [
        `INSERT INTO repair_orders (partner_id, location_id, external_id, order_number, status, opened_at, customer_id)
          VALUES (1, 1, 'd', '4', 'OPEN', now(), 1), (1, 3, 'e', '5', 'OPEN', now(), 1), (1, 3, 'f', '6', 'OPEN', now(), 1)`,
        `DELETE FROM repair_orders WHERE external_id IN ('a', 'c')`,
        `UPDATE repair_orders SET status = 'DELETED' WHERE external_id = 'd'`,
      ]);
      expect(await counts(database)).toEqual([
        { location_id: 1, ro_count: 2 },
        { location_id: 2, ro_count: 0 },
        { location_id: 3, ro_count: 2 },
      ]);
    } finally {
      await database.close();
    }
  });
});
