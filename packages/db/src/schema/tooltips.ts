import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { partners } from './partners';

/** A partner's own text for a chart's info tooltip, keyed by the chart's tooltip key. */
export const tooltips = pgTable(
  'tooltips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    tooltipKey: text('tooltip_key').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [unique('tooltips_partner_id_tooltip_key_key').on(t.partnerId, t.tooltipKey)],
);

export type Tooltip = typeof tooltips.$inferSelect;
