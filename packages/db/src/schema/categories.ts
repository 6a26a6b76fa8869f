import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { partners } from './partners';

/** The shop system's own job categories ("sms categories"), upserted by ingest. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    index('categories_partner_id_idx').on(t.partnerId),
    unique('categories_location_id_external_id_key').on(t.locationId, t.externalId),
  ],
);

/** The product's fixed category list, shared by every shop, onto which sms categories are mapped. */
export const dashboardCategories = pgTable('dashboard_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('dashboard_categories_name_key'),
});

export const mappedCategories = pgTable(
  'mapped_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    dashboardCategoryId: integer('dashboard_category_id')
      .notNull()
      .references(() => dashboardCategories.id, { onDelete: 'cascade' }),
    // Comma-separated categories.id values, kept in the shape the API exchanges.
    mappedCategory: text('mapped_category').notNull().default(''),
  },
  (t) => [
    index('mapped_categories_partner_id_idx').on(t.partnerId),
    unique('mapped_categories_location_id_dashboard_category_id_key').on(t.locationId, t.dashboardCategoryId),
    index('mapped_categories_dashboard_category_id_idx').on(t.dashboardCategoryId),
  ],
);

export type Category = typeof categories.$inferSelect;
export type DashboardCategory = typeof dashboardCategories.$inferSelect;
export type MappedCategory = typeof mappedCategories.$inferSelect;
