import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClock } from '../apps/api/src/clock';
import { loadConfig } from '../apps/api/src/config';
import { benchConnector } from './connector';
import { openBenchDatabase } from './database';
const n = Number(process.argv[2] ?? 10000);
const bench = await openBenchDatabase(process.env.DATABASE_URL_FOR_BENCH);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rlo-conn-'));
const config = loadConfig({ DEMO_DATA: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
try {
  const r = await benchConnector({ database: bench.database, config, clock: createClock() }, dataDir, n);
  console.log(JSON.stringify(r));
} finally {
  await bench.dispose();
}
