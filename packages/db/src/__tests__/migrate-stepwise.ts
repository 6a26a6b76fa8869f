import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

// For the tests of migrations that carry stored data over: apply the migrations one file at a
// time, so that a test can store rows in the shape before the one it checks.

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const files = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort();

export async function run(database: Database, statements: string[]) {
  for (const statement of statements) await database.rows(sql.raw(statement));
}

/** Applies the given migration files, in order. */
async function apply(database: Database, selected: string[]) {
  for (const file of selected) {
    const text = readFileSync(path.join(MIGRATIONS, file), 'utf8');
    await run(database, text.split('--> statement-breakpoint'));
  }
}

/** Every migration before the one numbered `number` ('0014'). */
export const migrateBefore = (database: Database, number: string) =>
  apply(
    database,
    files.slice(
      0,
      files.findIndex((f) => f.startsWith(`${number}_`)),
    ),
  );

/** The migrations numbered `from` to `to`, both included. */
export const migrateRange = (database: Database, from: string, to: string) =>
  apply(
    database,
    files.filter((f) => f.slice(0, 4) >= from && f.slice(0, 4) <= to),
  );
