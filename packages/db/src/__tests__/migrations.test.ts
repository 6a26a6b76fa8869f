import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LINE_KINDS } from '../schema/repair-order-lines';
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

  it('create each kind of line with the fields of LINE_KINDS, in order, keep an RO row uncompressed up to a page and no statistics of its lines', async () => {
    const database = await createTestDatabase();
    try {
      for (const { type, fields } of Object.values(LINE_KINDS)) {
        const rows = await database.rows<{ name: string }>(
          sql`select attname as name from pg_attribute where attrelid = (select typrelid from pg_type where typname = ${type})
              and attnum > 0 and not attisdropped order by attnum`,
        );
        expect(rows.map((r) => r.name)).toEqual(fields);
      }
      const [row] = await database.rows<{ options: string[] | null }>(
        sql`select reloptions as options from pg_class where oid = 'repair_orders'::regclass`,
      );
      expect(row.options).toEqual(['toast_tuple_target=8160']);
      const targets = await database.rows<{ name: string; target: number }>(
        sql`select attname as name, attstattarget::int as target from pg_attribute
            where attrelid = 'repair_orders'::regclass and attname like '%_lines' order by attname`,
      );
      expect(targets).toEqual(
        ['fee_lines', 'labor_lines', 'part_lines', 'sublet_lines'].map((name) => ({ name, target: 0 })),
      );
    } finally {
      await database.close();
    }
  });

  it('keep no statistics of location_id on the tables ingest reads by location', async () => {
    const database = await createTestDatabase();
    try {
      const tables = ['customer_visits', 'customers', 'repair_orders', 'vehicles'];
      const targets = await database.rows<{ name: string; target: number }>(
        sql`select c.relname as name, a.attstattarget::int as target from pg_attribute a join pg_class c on c.oid = a.attrelid
            where c.relname = any(${sql.param(tables)}::text[]) and c.relkind = 'r' and a.attname = 'location_id' order by c.relname`,
      );
      expect(targets).toEqual(tables.map((name) => ({ name, target: 0 })));
    } finally {
      await database.close();
    }
  });

  it('store the monthly visitors lz4-compressed where the server has lz4 (PGlite has pglz only)', async () => {
    const database = await createTestDatabase();
    try {
      const [{ methods }] = await database.rows<{ methods: string[] }>(
        sql`select enumvals::text[] as methods from pg_settings where name = 'default_toast_compression'`,
      );
      const [column] = await database.rows<{ compression: string }>(
        sql`select attcompression::text as compression from pg_attribute
            where attrelid = 'monthly_rollups'::regclass and attname = 'visitor_prev_dates'`,
      );
      // 'l' is lz4; '' is the server's default, pglz.
      expect(column.compression).toBe(methods.includes('lz4') ? 'l' : '');
      // A busy month's visits (2,000, their previous visits forty to a day): compressed, with the column's method.
      await database.rows(sql`insert into monthly_rollups (partner_id, location_id, month, visitor_prev_dates)
        select 1, 1, '2026-03-01', array_agg(date '2020-01-01' + n / 40 order by n) from generate_series(1, 2000) n`);
      const [row] = await database.rows<{ method: string | null }>(
        sql`select pg_column_compression(visitor_prev_dates) as method from monthly_rollups where location_id = 1`,
      );
      expect(row.method).toBe(methods.includes('lz4') ? 'lz4' : 'pglz');
    } finally {
      await database.close();
    }
  });
});
