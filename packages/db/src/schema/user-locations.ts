import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { users } from './users';

/**
 * The locations a LocationManager works at, beyond their default location (docs/decisions/2026-11-26-location-manager-scoping.md,
 * "LocationManager location scoping"): they see and change only these. Admins and shop owners
 * see every location of the partner and have no rows here.
 */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('user_locations_location_id_idx').on(t.locationId)],
);
