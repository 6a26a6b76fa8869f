import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { migrateBefore, migrateRange, run } from './migrate-stepwise';

// A database that already holds ROs with lines when migration 0014 moves the lines into the RO's row.
describe("migration 0014 (an RO's lines in its row)", () => {
  it('carries every stored line over, in line_no order, and drops the line tables', async () => {
    const database = await openDatabase();
    try {
      await migrateBefore(database, '0014');
      await run(database, [
        `INSERT INTO partners (id, business_name, contact_name, contact_email) OVERRIDING SYSTEM VALUE VALUES (1, 'P', 'C', 'c@p.test')`,
        `INSERT INTO locations (id, partner_id, name) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'L')`,
        `INSERT INTO customers (id, partner_id, location_id, external_id) OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'c')`,
        `INSERT INTO categories (id, partner_id, location_id, external_id, name) OVERRIDING SYSTEM VALUE VALUES (5, 1, 1, 'k', 'Brakes')`,
        `INSERT INTO repair_orders (partner_id, location_id, external_id, order_number, status, opened_at, customer_id)
          VALUES (1, 1, 'a', '1', 'OPEN', now(), 1), (1, 1, 'b', '2', 'OPEN', now(), 1)`,
      ]);
      const [{ id: a }] = await database.rows<{ id: number }>(
        sql`SELECT id FROM repair_orders WHERE external_id = 'a'`,
      );
      // Inserted out of order: line_no, not insertion, orders them.
      await run(database, [
        `INSERT INTO ro_labor_lines (partner_id, repair_order_id, line_no, description, category_id, sold_seconds, actual_seconds, sold_price_cents, cost_cents)
          VALUES (1, ${a}, 2, 'Rotors, "front"', NULL, 3600, 3000, 20000, 6000), (1, ${a}, 1, 'Pads', 5, 1800, 1700, 9000, 2500)`,
        `INSERT INTO ro_part_lines (partner_id, repair_order_id, line_no, description, part_number, kind, category_id, quantity, sold_price_cents, cost_cents)
          VALUES (1, ${a}, 1, NULL, 'T-1', 'tire', 5, 4, 40000, 28000)`,
        `INSERT INTO ro_sublet_lines (partner_id, repair_order_id, line_no, description, sold_price_cents, cost_cents)
          VALUES (1, ${a}, 1, 'Tow', 5000, 3000)`,
        `INSERT INTO ro_fee_lines (partner_id, repair_order_id, line_no, description, sold_price_cents)
          VALUES (1, ${a}, 1, 'Shop supplies', 900)`,
      ]);
      await migrateRange(database, '0014', '0014');
      const rows = await database.rows<{
        external_id: string;
        labor: unknown;
        parts: unknown;
        sublets: unknown;
        fees: unknown;
      }>(sql`
        SELECT external_id,
          (SELECT json_agg(json_build_object('description', l.description, 'category_id', l.category_id,
            'sold_price_cents', l.sold_price_cents)) FROM unnest(ro.labor_lines) AS l) AS labor,
          (SELECT json_agg(p) FROM unnest(ro.part_lines) AS p) AS parts,
          (SELECT json_agg(s) FROM unnest(ro.sublet_lines) AS s) AS sublets,
          (SELECT json_agg(f) FROM unnest(ro.fee_lines) AS f) AS fees
        FROM repair_orders ro ORDER BY external_id`);
      expect(rows).toEqual([
        {
          external_id: 'a',
          labor: [
            { description: 'Pads', category_id: 5, sold_price_cents: 9000 },
            { description: 'Rotors, "front"', category_id: null, sold_price_cents: 20000 },
          ],
          parts: [
            {
              description: null,
              part_number: 'T-1',
              kind: 'tire',
              category_id: 5,
              quantity: 4,
              sold_price_cents: 40000,
              cost_cents: 28000,
            },
          ],
          sublets: [{ description: 'Tow', sold_price_cents: 5000, cost_cents: 3000 }],
          fees: [{ description: 'Shop supplies', sold_price_cents: 900 }],
        },
        { external_id: 'b', labor: null, parts: null, sublets: null, fees: null },
      ]);
      const tables = await database.rows<{ name: string }>(
        sql`SELECT tablename AS name FROM pg_tables WHERE tablename IN ('ro_labor_lines', 'ro_part_lines', 'ro_sublet_lines', 'ro_fee_lines')`,
      );
      expect(tables).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
