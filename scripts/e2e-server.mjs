// Starts the built app for the browser suite on a fresh embedded database in a temp folder, with a
// fixed business clock so dates on screen are the same on every run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rlo-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  CLOCK_NOW: process.env.CLOCK_NOW ?? '2026-11-18T15:00:00Z',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
