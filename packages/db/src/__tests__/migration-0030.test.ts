import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { migrateBefore, migrateRange, run } from './migrate-stepwise';

const keys = (database: Awaited<ReturnType<typeof openDatabase>>) =>
  database.rows<{ id: number; duplicate_keys: string[] }>(sql`SELECT id, duplicate_keys FROM customers ORDER BY id`);

// Keys by hand: the first 16 hex digits of md5 of "first sieve|last sieve|contact" (Python's hashlib).
const ANA_PHONE = 'd5b2a69d7bdb0823'; // md5('ana|lopez|p5125550188')
const ANA_EMAIL = 'af1e479fe2001364'; // md5('ana|lopez|eanaexamplecom')
const SOLO_PHONE = '43162b026b39a337'; // md5('|solo|p5550101')

// The duplicate list's keys: filled for the customers stored before, then kept by triggers.
describe('migration 0030 (duplicate keys of customers)', () => {
  it('fills the stored customers, then follows inserts and changes of names and contacts', async () => {
    const database = await openDatabase();
    try {
      await migrateBefore(database, '0030');
      await run(database, [
        `INSERT INTO partners (id, business_name, contact_name, contact_email) OVERRIDING SYSTEM VALUE VALUES (1, 'P', 'C', 'c@p.test')`,
        `INSERT INTO locations (id, partner_id, name) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'L1')`,
        `INSERT INTO customers (id, partner_id, location_id, external_id, first_name, last_name, phone_numbers, email_addresses)
          OVERRIDING SYSTEM VALUE VALUES
          (1, 1, 1, 'a', ' ANA', 'Lopez ', '{"+1 (512) 555-0188"}', '{" Ana@Example.com"}'),
          (2, 1, 1, 'b', NULL, 'Solo', '{"555-0101", "n/a"}', '{}'),
          (3, 1, 1, 'c', 'No', 'Contact', '{}', '{}')`,
      ]);
      await migrateRange(database, '0030', '0030');
      expect(await keys(database)).toEqual([
        { id: 1, duplicate_keys: [ANA_EMAIL, ANA_PHONE] },
        { id: 2, duplicate_keys: [SOLO_PHONE] },
        { id: 3, duplicate_keys: [] },
      ]);

      await run(database, [
        // An insert without keys gets them; one with keys (as ingest writes) keeps its own.
        `INSERT INTO customers (id, partner_id, location_id, external_id, first_name, last_name, phone_numbers)
          OVERRIDING SYSTEM VALUE VALUES (4, 1, 1, 'd', 'ana', 'LOPEZ', '{"512.555.0188"}')`,
        `INSERT INTO customers (id, partner_id, location_id, external_id, first_name, duplicate_keys)
          OVERRIDING SYSTEM VALUE VALUES (5, 1, 1, 'e', 'Given', '{"given"}')`,
        // A contact and names changed (twice): the keys follow. Another column: they stay. Keys
        // given with the change (as ingest's upsert gives them) are kept.
        `UPDATE customers SET phone_numbers = '{"5125550188"}', first_name = 'Ana' WHERE id = 3`,
        `UPDATE customers SET last_name = 'Lopez', city = 'Austin' WHERE id = 3`,
        `UPDATE customers SET city = 'Austin' WHERE id = 1`,
        `UPDATE customers SET last_name = 'Solo2', duplicate_keys = '{}' WHERE id = 2`,
      ]);
      expect(await keys(database)).toEqual([
        { id: 1, duplicate_keys: [ANA_EMAIL, ANA_PHONE] },
        { id: 2, duplicate_keys: [] },
        { id: 3, duplicate_keys: [ANA_PHONE] },
        { id: 4, duplicate_keys: [ANA_PHONE] },
        { id: 5, duplicate_keys: ['given'] },
      ]);
    } finally {
      await database.close();
    }
  });
});
