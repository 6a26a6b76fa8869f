import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { migrateBefore, migrateRange, run } from './migrate-stepwise';

// Category rollups stored as a labor row and a part row per key when migrations 0016–0017 put both
// kinds in one row.
describe('migrations 0016–0017 (a category rollup row holds labor and parts)', () => {
  it("folds each key's labor and part rows into one, keeping a part-only key's sums as parts", async () => {
    const database = await openDatabase();
    try {
      await migrateBefore(database, '0016');
      // Per table: key 5 has both kinds, key 6 labor only, key 7 parts only (kind, sold, cost, sold s, actual s).
      const rows = (employee: string) =>
        [
          [5, 'labor', 18900, 5200, 5400, 4800],
          [5, 'part', 8900, 4100, 0, 0],
          [6, 'labor', 12000, 4000, 3600, 3000],
          [7, 'part', 40000, 28000, 0, 0],
        ]
          .map(
            ([category, kind, ...sums]) =>
              `(1, 1, '2025-03-04', ${employee}${category}, '${kind}', ${sums.join(', ')}, 1)`,
          )
          .join(', ');
      const columns = 'category_id, kind, sold_cents, cost_cents, sold_seconds, actual_seconds, line_count';
      await run(database, [
        `INSERT INTO category_daily_rollups (partner_id, location_id, business_date, ${columns}) VALUES ${rows('')}`,
        `INSERT INTO writer_category_daily_rollups (partner_id, location_id, business_date, employee_id, ${columns}) VALUES ${rows('3, ')}`,
        `INSERT INTO tech_category_daily_rollups (partner_id, location_id, business_date, employee_id, ${columns}) VALUES ${rows('4, ')}`,
      ]);
      await migrateRange(database, '0016', '0017');
      const expected = [
        // [category, labor sold, labor cost, sold s, actual s, part sold, part cost]
        [5, 18900, 5200, 5400, 4800, 8900, 4100],
        [6, 12000, 4000, 3600, 3000, 0, 0],
        [7, 0, 0, 0, 0, 40000, 28000],
      ];
      for (const [table, employee] of [
        ['category_daily_rollups', null],
        ['writer_category_daily_rollups', 3],
        ['tech_category_daily_rollups', 4],
      ] as const) {
        const stored = await database.rows<Record<string, number>>(sql`
          SELECT ${sql.raw(employee === null ? '' : 'employee_id, ')}category_id, labor_sold_cents, labor_cost_cents,
            sold_seconds, actual_seconds, part_sold_cents, part_cost_cents
          FROM ${sql.raw(table)} ORDER BY category_id`);
        expect(stored.map((r) => Object.values(r))).toEqual(
          expected.map((r) => (employee === null ? r : [employee, ...r])),
        );
      }
      const kinds = await database.rows(
        sql`SELECT table_name FROM information_schema.columns WHERE column_name IN ('kind', 'line_count', 'sold_cents')
            AND table_name LIKE '%category_daily_rollups'`,
      );
      expect(kinds).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
