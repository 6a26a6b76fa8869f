import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@rlo/contract';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const SERVER = path.join(REPO, 'apps/api/src/server.ts');

/**
 * The real server (apps/api/src/server.ts) in a child process, as production runs it: what
 * crashes a process (an unhandled 'error' event, a rejected start) can only be seen from outside.
 */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Still running: not exited, not killed. */
  alive(): boolean;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (a graceful close), then SIGKILL if it lingers. */
  stop(): Promise<void>;
}

export function spawnServer(env: Record<string, string>): ServerProcess & { port: number } {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, [TSX, SERVER], {
    cwd: REPO,
    // Only what the server needs: the test runner's own variables (TEST_DATABASE_URL…) stay out.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SYNC_JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    child,
    output: () => output,
    alive: () => !ended,
    exited,
    stop: async () => {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls GET /health until it answers 200; fails with the process's output if it exits or takes too long. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}
