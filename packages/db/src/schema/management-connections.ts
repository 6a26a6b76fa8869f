import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { MANAGEMENT_SYSTEMS } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

/** Connection details of a location's web-based shop management system (the connector's input). */
export const managementConnections = pgTable(
  'management_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    shopManagementType: text('shop_management_type', { enum: MANAGEMENT_SYSTEMS }).notNull(),
    connectionId: text('connection_id'),
    apiKeyEncrypted: text('api_key_encrypted'),
    authentication: text('authentication'),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('management_connections_partner_id_idx').on(t.partnerId),
    unique('management_connections_location_id_key').on(t.locationId),
    oneOf('management_connections_shop_management_type_check', t.shopManagementType, MANAGEMENT_SYSTEMS),
  ],
);

export type ManagementConnection = typeof managementConnections.$inferSelect;
