// npm start: runs the server and, when the web app is missing or older than its sources, builds it
// alongside. The port answers from the first second: this process serves a "Preparing" page with
// the steps and the demo load's progress, and 503 for API calls (apps/api/src/preparing.ts), until
// the server, which reports its steps over the IPC channel, is ready and asks for the port.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
// Vite reads WEB_DIST from apps/web, the server from wherever it runs: one absolute path for both.
const dist = path.resolve(web, process.env.WEB_DIST ?? 'dist');
const built = path.join(dist, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public', 'index.html'].map((p) => path.join(web, p)).filter(existsSync);
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
const buildNeeded = !existsSync(built) || statSync(built).mtimeMs < sourceTime;

// The server's port and address (apps/api/src/config.ts has the same defaults).
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const { startPreparing } = await tsImport('../apps/api/src/preparing.ts', import.meta.url);
const preparing = await startPreparing({
  host,
  port,
  steps: buildNeeded ? [{ name: 'web', state: 'running' }] : [],
}).catch((error) => {
  console.error(`error: cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
console.log(
  `Preparing the portal: ${process.env.PUBLIC_URL ?? `http://localhost:${port}`} shows the progress until it is ready.`,
);

// The server runs as in production, where demo data is off unless asked for. `npm start` on the
// embedded database is how a newcomer tries the portal, so there it asks for the demo; with
// DATABASE_URL (a real deployment) it does not, and DEMO_DATA always has the last word.
const tryingOut = !process.env.DATABASE_URL && process.env.DEMO_DATA === undefined;
const server = spawn(
  process.execPath,
  [...NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
  {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      NODE_ENV: 'production',
      ...(tryingOut ? { DEMO_DATA: 'on' } : {}),
      ...process.env,
      WEB_DIST: dist,
      PREPARING: 'ipc',
      ...(buildNeeded ? { WEB_BUILD: 'pending' } : {}),
    },
  },
);
server.on('message', (message) => {
  if (message?.type === 'preparing-step') preparing.step(message.name, message.state);
  if (message?.type === 'preparing-demo') preparing.demoProgress(message.progress);
  if (message?.type === 'release-port') {
    void preparing.close().then(() => server.connected && server.send({ type: 'port-released' }));
  }
});

let build;
if (buildNeeded) {
  console.log('Building the web app…');
  const started = Date.now();
  // Its list of files would bury the server's lines: shown only when the build fails.
  build = spawn('npm', ['run', 'build', '-w', '@rlo/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WEB_DIST: dist },
  });
  const output = [];
  build.stdout.on('data', (chunk) => output.push(chunk));
  build.stderr.on('data', (chunk) => output.push(chunk));
  build.on('exit', (code) => {
    build = undefined;
    if (code === 0) {
      console.log(`The web app is built (${Math.round((Date.now() - started) / 1000)} s).`);
      preparing.step('web', 'done');
      if (server.connected) server.send({ type: 'web-built' });
      return;
    }
    process.stderr.write(Buffer.concat(output));
    console.error(`error: the web app did not build (exit code ${code}).`);
    if (server.connected) server.send({ type: 'web-build-failed' });
    else server.kill('SIGTERM');
  });
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    build?.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  build?.kill('SIGTERM');
  process.exit(code ?? 0);
});
