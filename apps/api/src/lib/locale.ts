import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DEFAULT_LOCALE, type Locale } from '@rlo/contract';
import type { AppDeps } from '../deps';

const { users } = schema;

/** The interface language of a user: the one stored with the account, else the default. */
export async function userLocale(deps: Pick<AppDeps, 'database'>, userId: number): Promise<Locale> {
  const [row] = await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return (row?.locale as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The language to show content in: the one the client names (?locale=), else the user's. */
export async function shownLocale(deps: Pick<AppDeps, 'database'>, userId: number, asked: Locale | undefined): Promise<Locale> {
  return asked ?? userLocale(deps, userId);
}
