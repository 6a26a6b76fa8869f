import { and, eq, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import { conflict } from './http-error';

const { users } = schema;

/**
 * One address, one shop-user account across all partners, compared case-insensitively: 409 with
 * the catalogue message when another user has it (`exceptUserId`: the user whose own address it
 * may be). Sign-up, the account set-up, user administration and coach accounts all ask here; the
 * unique index on lower(email) settles a race between two requests.
 */
export async function assertEmailFree(db: Pick<Db, 'select'>, email: string, exceptUserId: number | null = null): Promise<void> {
  const sameAddress = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === null ? sameAddress : and(sameAddress, ne(users.id, exceptUserId)))
    .limit(1);
  if (taken) throw conflict();
}
