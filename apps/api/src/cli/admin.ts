// npm run admin -- <command> [options]: operator commands; one JSON object on success, a message and exit 1 on bad input.
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@rlo/db';
import { loadConfig } from '../config';
import { createClock } from '../clock';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/http-error';
import { COMMANDS, usage, UsageError } from './commands';

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(name ? `Unknown command "${name}".` : 'No command given.');
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message, name);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    await migrateDatabase(database);
    const deps: AppDeps = { database, config, clock: createClock(config.clockNow) };
    const result = await command.run(deps, parsed.values as Record<string, string | boolean | undefined>, parsed.positionals);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${usage(error.command)}\n`);
  } else if (error instanceof HttpError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
