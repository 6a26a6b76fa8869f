import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@rlo/db';

/** The database or a transaction: everything here runs raw, set-based SQL. */
export type Executor = Pick<Db, 'execute'>;

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Any number of rows as ONE bind parameter, read back with `json_to_recordset(...) AS r(col type, …)`:
 * a 1,000-RO batch with its lines never comes near the 65,535-parameter limit of multi-row VALUES,
 * and both engines parse it the same way.
 */
export const jsonRows = (rows: readonly object[]) => sql`${withoutNul(JSON.stringify(rows))}::json`;

// PostgreSQL text cannot hold NUL: one stray byte in a description must not fail a whole batch.
// In JSON it can only appear as the escape \u0000 (kept when its backslash is itself escaped).
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;
export const withoutNul = (json: string) =>
  json.includes('\\u0000') ? json.replace(NUL_ESCAPE, '$1') : json;

export const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
export const dateArray = (values: readonly string[]) => sql`${sql.param([...values])}::date[]`;

/** Comma-separated identifiers from constants of this module (never from input). */
export const columns = (names: readonly string[], prefix = '') =>
  sql.raw(names.map((name) => `${prefix}${name}`).join(', '));

/** `a = from.a, b = from.b, …` for an upsert (`excluded`) or an UPDATE … FROM. */
export const assignments = (names: readonly string[], from = 'excluded') =>
  sql.raw(names.map((name) => `${name} = ${from}.${name}`).join(', '));
