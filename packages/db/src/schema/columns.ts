import { sql } from 'drizzle-orm';
import { bigint, check, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A rollup sum: bigint so that years of cents across many locations cannot overflow. */
export const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

const list = (values: readonly (string | number)[]) => sql.raw(values.map(literal).join(', '));

// Enum-like columns stay text (a new value is a constant plus a generated migration, not an
// ALTER TYPE), but the database still refuses anything outside the list the code was built with.
export const oneOf = (name: string, column: AnyPgColumn, values: readonly (string | number)[]) =>
  check(name, sql`${column} in (${list(values)})`);

export const allOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} <@ array[${list(values)}]::text[]`);
