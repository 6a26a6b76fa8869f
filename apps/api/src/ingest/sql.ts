import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@rlo/db';

/** The database or a transaction: everything here runs raw, set-based SQL. */
export type Executor = Pick<Db, 'execute'>;

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A value of a row passed to `recordsOf`: a text[] column takes an array of strings. */
export type ColumnValue = string | number | boolean | null | undefined | readonly string[];

// PostgreSQL text cannot hold NUL: one stray byte in a description must not fail a whole batch.
const NEEDS_ESCAPE = /[\\"\0]/;
const quoted = (text: string) =>
  NEEDS_ESCAPE.test(text) ? `"${text.replace(/\0/g, '').replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;

function element(value: ColumnValue): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string') return quoted(value);
  return quoted(arrayLiteral(value));
}

/** A PostgreSQL array literal: every text is quoted, so 'NULL' stays a text. */
export const arrayLiteral = (values: readonly ColumnValue[]) => `{${values.map(element).join(',')}}`;

/**
 * Any number of rows as ONE bind parameter per column, read back as the relation `r` with the
 * columns of `columnTypes` ('a int, b text, c text[]'): `FROM ${recordsOf(rows, …)}`. A 1,000-RO
 * batch with its lines never comes near the 65,535-parameter limit of multi-row VALUES, both
 * engines parse it the same way, and unnest reads an array ~6× faster than json_to_recordset reads
 * the same rows (which builds a hash of each object's keys). Each literal is sent as text, so no
 * driver's own array serialisation is involved.
 */
export function recordsOf(rows: readonly Readonly<Record<string, ColumnValue>>[], columnTypes: string): SQL {
  const spec = columnTypes.split(',').map((c) => {
    const [name, type] = c.trim().split(/\s+/);
    return { name, type, nested: type.endsWith('[]') };
  });
  // A text[] column travels as a text[] of array literals, each cast back in the select.
  const arrays = spec.map(({ name, type, nested }) => {
    const literal = arrayLiteral(rows.map((row) => row[name]));
    return sql`${literal}::text::${sql.raw(nested ? 'text' : type)}[]`;
  });
  const names = spec.map((c) => c.name).join(', ');
  const select = spec.map((c) => (c.nested ? `u.${c.name}::${c.type} AS ${c.name}` : `u.${c.name}`)).join(', ');
  return sql`(SELECT ${sql.raw(select)} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.raw(names)})) AS r`;
}

export const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
export const dateArray = (values: readonly string[]) => sql`${sql.param([...values])}::date[]`;

/**
 * `alias.business_date` among the sorted `dates` (the array parameter `list` of them), with their
 * range besides: a range bounds the index scan whatever the planner estimates, where `= ANY` alone
 * was left out of the index while the statistics did not yet hold a location's rows: a rollup
 * refresh then read all 111,835 of its closed ROs to keep 960.
 */
export const onDates = (alias: string, dates: readonly string[], list: SQL = dateArray(dates)) => {
  const date = sql.raw(`${alias}.business_date`);
  return sql`${date} BETWEEN ${dates[0] ?? null}::date AND ${dates[dates.length - 1] ?? null}::date AND ${date} = ANY(${list})`;
};

/** Comma-separated identifiers from constants of this module (never from input). */
export const columns = (names: readonly string[], prefix = '') =>
  sql.raw(names.map((name) => `${prefix}${name}`).join(', '));

/** `a = from.a, b = from.b, …` for an upsert (`excluded`) or an UPDATE … FROM. */
export const assignments = (names: readonly string[], from = 'excluded') =>
  sql.raw(names.map((name) => `${name} = ${from}.${name}`).join(', '));
