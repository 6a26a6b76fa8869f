import type { Db } from '@rlo/db';

/**
 * A Drizzle prepared query made once per database: the hot reads every request starts with (the
 * session, the guard's locations, the All-locations scope) are then planned once per connection by
 * PostgreSQL instead of on every call.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let query = made.get(db);
    if (!query) made.set(db, (query = prepare(db)));
    return query;
  };
}
