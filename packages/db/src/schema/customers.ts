import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { locations } from './locations';

// Pages are filled to 80% (migration 0013): ingest moves last_seen on every visit, and the room
// lets that update stay on its page without touching the indexes.
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Tied to its partner through its location (cascade), not by a foreign key of its own: ingest
    // writes these in bulk and the key would be checked on each (docs/decisions/2026-11-24-derived-tables-without-foreign-keys.md, "Derived tables").
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    phoneNumbers: text('phone_numbers').array().notNull().default([]),
    emailAddresses: text('email_addresses').array().notNull().default([]),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    marketingSource: text('marketing_source'),
    firstSeen: timestamptz('first_seen'),
    lastSeen: timestamptz('last_seen'),
    /** The business date of the first counted RO at its location (kpis.md §6 "new"), kept by ingest. */
    firstVisitDate: date('first_visit_date', { mode: 'string' }),
    // A merged-away duplicate keeps its row (ingest may still send its external_id) and points
    // at the survivor, which now owns its ROs and vehicles.
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    /**
     * Coarse keys of (name, contact) pairs (analytics duplicateKeys): the duplicate list reads only
     * the customers that share one. Ingest writes them; triggers (migration 0030) compute them for
     * any other insert, or update of a name or contact, that does not.
     */
    duplicateKeys: text('duplicate_keys').array(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('customers_location_id_external_id_key').on(t.locationId, t.externalId),
    index('customers_location_id_last_name_idx').on(t.locationId, t.lastName),
    index('customers_merged_into_id_idx').on(t.mergedIntoId),
    // The CRM grid's order (last, then first name, as the user reads them) over the customers it
    // lists: a page reads its own rows, not the location's 40,000.
    index('customers_location_id_name_order_idx')
      .on(
        t.locationId,
        sql`lower(btrim(coalesce(${t.lastName}, '')))`,
        sql`lower(btrim(coalesce(${t.firstName}, '')))`,
        t.id,
      )
      .where(sql`${t.mergedIntoId} is null`),
    // marketing_source too: the marketing chart counts new customers per month and source from the index alone.
    index('customers_location_id_first_visit_date_source_idx').on(t.locationId, t.firstVisitDate, t.marketingSource),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
