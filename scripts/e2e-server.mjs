// Starts the built app for the browser suite on a fresh embedded database, with a fixed business
// clock so dates on screen are the same on every run. The data folder has a fixed name per port,
// wiped at start, because the tests read the e-mails the server writes to its mail/ folder
// (e2e/mail.ts computes the same path). It is not under test-results/: every Playwright run empties
// that folder, which would delete the database of a server it reuses.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(tmpdir(), `rlo-e2e-${process.env.PORT ?? '3100'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  CLOCK_NOW: process.env.CLOCK_NOW ?? '2026-11-18T15:00:00Z',
  LOG_LEVEL: 'warn',
  // Management-system keys are stored sealed; the suite needs a key as any real server does.
  SECRETS_KEY: process.env.SECRETS_KEY ?? 'e2e-secrets-key',
  // Every test signs in through the login screen, all from one address and faster than people do:
  // on a fast machine the suite passed ten sign-ins a minute and its next sign-in got 429.
  LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
