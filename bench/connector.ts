// The Tekmetric connector's throughput (issue 26): a first sync of a generated shop from the fake
// Tekmetric into a fresh location of the bench database, ROs/s into the database and the CPU per
// RO. The fake runs in its own process so that its CPU is not counted as the connector's; the
// client is unthrottled (TEKMETRIC_MAX_RPS=0): the figure is our own cost, not Tekmetric's pacing.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { FastifyBaseLogger } from 'fastify';
import { createClock } from '../apps/api/src/clock';
import { loadConfig } from '../apps/api/src/config';
import type { AppDeps } from '../apps/api/src/deps';
import { createLocation, createVerifiedOwner } from '../apps/api/src/modules/accounts/service';
import { saveManagementConnection } from '../apps/api/src/modules/management-connections/service';
import { runQueuedSyncs } from '../apps/api/src/sync';
import { MS_PER_TICK, startCpuMeter, statOf, type CpuUsage } from './cpu';

export interface ConnectorResult {
  repairOrders: number;
  pages: number;
  seconds: number;
  rosPerSecond: number;
  cpu: CpuUsage;
  /** The fake Tekmetric's CPU during the sync: not ours, but it runs on the same cores (null without /proc). */
  fakeMs: number | null;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const quiet = { info: () => {}, warn: () => {}, error: (o: unknown) => console.error(o) } as unknown as FastifyBaseLogger;

/** Starts scripts/fake-tekmetric.ts and waits for the address it prints. */
async function startFake(repairOrders: number): Promise<{ url: string; child: ChildProcess; clientId: string; clientSecret: string; shopId: number }> {
  const args = ['--import', 'tsx', path.join(ROOT, 'scripts/fake-tekmetric.ts'), '--port', '0', '--repair-orders', String(repairOrders), '--seed', '9', '--from', '2021-01-01', '--to', '2025-12-31'];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const seen: Record<string, string> = {};
  for await (const line of lines) {
    const url = /listening on (\S+) /.exec(line)?.[1];
    if (url) seen.url = url;
    const field = /^\s+(client id|client secret|shop id):\s+(\S+)/.exec(line);
    if (field) seen[field[1]] = field[2];
    if (seen.url && seen['shop id']) break;
  }
  if (!seen.url) throw new Error('the fake Tekmetric did not start');
  return { url: seen.url, child, clientId: seen['client id'], clientSecret: seen['client secret'], shopId: Number(seen['shop id']) };
}

/** The fake's own CPU so far; null where there is no /proc. */
function fakeTicks(child: ChildProcess): number | null {
  try {
    return child.pid === undefined ? null : statOf(child.pid).ownTicks;
  } catch {
    return null;
  }
}

export async function benchConnector(deps: AppDeps, dataDir: string, repairOrders: number): Promise<ConnectorResult> {
  const fake = await startFake(repairOrders);
  try {
    const config = loadConfig({ DEMO_DATA: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SECRETS_KEY: 'bench', TEKMETRIC_BASE_URL: fake.url, TEKMETRIC_MAX_RPS: '0' });
    const syncDeps: AppDeps = { database: deps.database, config, clock: createClock() };
    const { partnerId } = await createVerifiedOwner(syncDeps, { businessName: 'Bench Tekmetric Shop', email: 'owner@bench-tekmetric.test', password: 'bench1' });
    const { locationId } = await createLocation(syncDeps, { partnerId, name: 'Bench Tekmetric' });
    await saveManagementConnection(syncDeps, { partnerId, userId: null }, locationId, {
      shopManagementType: 'TEKMETRIC',
      connectionID: String(fake.shopId),
      apiKey: fake.clientSecret,
      authentication: fake.clientId,
    });
    const meter = await startCpuMeter(deps.database);
    const fakeStart = fakeTicks(fake.child);
    const start = performance.now();
    await runQueuedSyncs(syncDeps, quiet);
    const seconds = (performance.now() - start) / 1000;
    const cpu = meter();
    const fakeEnd = fakeTicks(fake.child);
    const fakeMs = fakeStart === null || fakeEnd === null ? null : (fakeEnd - fakeStart) * MS_PER_TICK;
    const [run] = await deps.database.db.select().from(schema.syncRuns).where(eq(schema.syncRuns.locationId, locationId));
    if (run?.state !== 'succeeded') throw new Error(`the bench sync ended ${run?.state ?? 'without a run'}: ${run?.error ?? ''}`);
    const stored = run.inserted + run.updated;
    return { repairOrders: stored, pages: run.pages, seconds, rosPerSecond: stored / seconds, cpu, fakeMs };
  } finally {
    fake.child.kill('SIGTERM');
  }
}
