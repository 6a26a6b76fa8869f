import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { coaches } from './coaches';
import { partners } from './partners';
import { users } from './users';

/** Who changed what. partner_id is null for operator actions that concern no single partner. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    index('audit_log_user_id_idx').on(t.userId),
    index('audit_log_coach_id_idx').on(t.coachId),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
