// npm start: builds the web app when it is missing or older than its sources, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public', 'index.html'].map((p) => path.join(web, p)).filter(existsSync);
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@rlo/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs as in production, where demo data is off unless asked for. `npm start` on the
// embedded database is how a newcomer tries the portal, so there it asks for the demo; with
// DATABASE_URL (a real deployment) it does not, and DEMO_DATA always has the last word.
const tryingOut = !process.env.DATABASE_URL && process.env.DEMO_DATA === undefined;
const server = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...(tryingOut ? { DEMO_DATA: 'on' } : {}), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
