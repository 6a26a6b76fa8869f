import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A private PostgreSQL server for one test file, which the test may stop and restart (the shared
 * server of TEST_DATABASE_URL must not be restarted under other test files). The same commands as
 * scripts/with-postgres.sh: Debian's newest server binaries, trust authentication, and the
 * `postgres` user when running as root (initdb refuses root).
 */
export interface PostgresCluster {
  port: number;
  /** Connection string of a database of this server. */
  url(database?: string): string;
  /** `pg_ctl restart -m fast`: open connections are ended, transactions in flight roll back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  return path.join(root, versions[versions.length - 1], 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

async function asPostgres(file: string, args: string[]): Promise<void> {
  if (!asRoot) {
    await run(file, args);
    return;
  }
  const quoted = [file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  await run('su', ['postgres', '-s', '/bin/bash', '-c', quoted]);
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rlo-pgc-'));
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'rlo-pgcs-'));
  if (asRoot) {
    // The uid and gid of the postgres user, as `su` will run the server.
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(gid));
    chownSync(socketDir, Number(stdout), Number(gid));
  }
  const port = await freePort();
  await asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=32MB`;
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, ...args]);
  const start = () => pgCtl('-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start');
  const stop = () => pgCtl('-m', 'fast', '-w', 'stop');
  await start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: () => pgCtl('-o', options, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', 'restart'),
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
