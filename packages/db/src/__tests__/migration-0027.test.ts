import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { migrateBefore, migrateRange, run } from './migrate-stepwise';

// Monthly rollups written before migration 0027 get their visitor counts from their arrays.
describe('migration 0027 (visitor counts of the monthly rollups)', () => {
  it("counts each stored month's visitors from its month's and its year's first day", async () => {
    const database = await openDatabase();
    try {
      await migrateBefore(database, '0027');
      await run(database, [
        // March 2025: two first visits, one visit last seen in February, one in March.
        `INSERT INTO monthly_rollups (partner_id, location_id, month, visitor_prev_dates)
         VALUES (1, 1, '2025-03-01', '{-infinity,-infinity,2025-02-20,2025-03-04}'),
                (1, 1, '2025-04-01', '{}')`,
      ]);
      await migrateRange(database, '0027', '0027');
      const stored = await database.rows<{ month: string; month_visitors: number; year_visitors: number }>(
        sql`SELECT to_char(month, 'YYYY-MM') AS month, month_visitors, year_visitors FROM monthly_rollups ORDER BY month`,
      );
      // From Mar 1: the two first visits and the one last seen Feb 20 → 3; from Jan 1: the first visits → 2.
      expect(stored).toEqual([
        { month: '2025-03', month_visitors: 3, year_visitors: 2 },
        { month: '2025-04', month_visitors: 0, year_visitors: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});
