// npm run bench: runs bench/run.ts with the server's V8 flags (node-flags.mjs), so that ingest is
// measured as the server runs it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bench = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => bench.kill(signal));
bench.on('exit', (code) => process.exit(code ?? 1));
