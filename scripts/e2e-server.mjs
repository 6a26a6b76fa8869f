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
  // The browser suite signs in with the demo accounts; production defaults to no demo data.
  DEMO_DATA: process.env.DEMO_DATA ?? 'on',
  DATA_DIR: dataDir,
  CLOCK_NOW: process.env.CLOCK_NOW ?? '2026-11-18T15:00:00Z',
  // e2e/alerts.spec.ts moves the business clock a day ahead to see the next morning's alerts.
  CLOCK_CONTROL: 'on',
  LOG_LEVEL: 'warn',
  // Management-system keys are stored sealed; the suite needs a key as any real server does.
  SECRETS_KEY: process.env.SECRETS_KEY ?? 'e2e-secrets-key',
  // Every test signs in through the login screen, all from one address and faster than people do:
  // on a fast machine the suite passed ten sign-ins a minute and its next sign-in got 429.
  LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000',
};
delete env.DATABASE_URL;

// A fake Tekmetric beside the server, on the next port, for the connector's screens: a year of a
// generated shop ending the day before the business clock's today (e2e/connector.spec.ts).
const fakePort = String(Number(process.env.PORT ?? '3100') + 1);
env.TEKMETRIC_BASE_URL = `http://127.0.0.1:${fakePort}`;
env.TEKMETRIC_MAX_RPS = '0';
const fake = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/fake-tekmetric.ts'), '--port', fakePort, '--repair-orders', '400', '--seed', '26', '--from', '2025-11-18', '--to', '2026-11-17'],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    fake.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  fake.kill('SIGTERM');
  process.exit(code ?? 0);
});
