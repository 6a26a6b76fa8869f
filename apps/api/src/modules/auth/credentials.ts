import { eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../../deps';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findCoachByEmail } from '../coaches/service';

const { users } = schema;

/**
 * The account an e-mail address and password open: a shop user, or else a coach (provider staff
 * sign in on the same page); null when either is wrong. Without an account for the address the
 * password is still checked, against a dummy hash, so the answer takes as long either way.
 */
export async function checkCredentials(deps: AppDeps, email: string, password: string): Promise<{ userId: number } | { coachId: number } | null> {
  const [user] = await deps.database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  const coach = user ? null : await findCoachByEmail(deps, email);
  const ok = await verifyPassword(user?.passwordHash ?? coach?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!ok) return null;
  if (user) return { userId: user.id };
  if (coach) return { coachId: coach.id };
  return null;
}
