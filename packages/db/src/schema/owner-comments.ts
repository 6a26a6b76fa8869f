import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { employees } from './employees';
import { locations } from './locations';
import { partners } from './partners';
import { users } from './users';

/** A shop owner's comment on a KPI for one or more employees ("Coach My Employees"). */
export const ownerComments = pgTable(
  'owner_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    kpi: text('kpi'),
    description: text('description').notNull(),
    coachName: text('coach_name'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('owner_comments_partner_id_idx').on(t.partnerId),
    index('owner_comments_location_id_created_at_idx').on(t.locationId, t.createdAt),
    index('owner_comments_author_user_id_idx').on(t.authorUserId),
  ],
);

export const ownerCommentEmployees = pgTable(
  'owner_comment_employees',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    ownerCommentId: integer('owner_comment_id')
      .notNull()
      .references(() => ownerComments.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    employeeName: text('employee_name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'owner_comment_employees_pk', columns: [t.ownerCommentId, t.employeeId] }),
    index('owner_comment_employees_partner_id_idx').on(t.partnerId),
    index('owner_comment_employees_employee_id_idx').on(t.employeeId),
  ],
);

export type OwnerComment = typeof ownerComments.$inferSelect;
export type OwnerCommentEmployee = typeof ownerCommentEmployees.$inferSelect;
