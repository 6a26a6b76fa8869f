// npm run bench [-- --scale small|large]: the performance benchmark of the portal. Loads the demo
// dataset into a fresh database (PGlite in a temporary directory, or a throw-away database on the
// PostgreSQL server of DATABASE_URL), then measures ingest throughput, the dashboard calls'
// latency, the same figures from raw repair_orders, and HTTP requests/s.
// It measures and never gates: the targets print PASS/FAIL and the exit code stays 0.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rlo/contract';
import { addDays } from '../apps/api/src/analytics';
import { buildApp } from '../apps/api/src/app';
import { createClock } from '../apps/api/src/clock';
import { loadConfig } from '../apps/api/src/config';
import type { AppDeps } from '../apps/api/src/deps';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, type DemoScale } from '../apps/api/src/demo';
import { wholePartner } from '../apps/api/src/lib/reach';
import { resolveScope } from '../apps/api/src/lib/scope';
import { loadTest } from './autocannon';
import { dashboardCalls, getOk, signIn, timeCall, urlOf, type ScopeName } from './calls';
import { benchConnector } from './connector';
import { benchCsvUpload } from './csv-upload';
import { analyze, openBenchDatabase } from './database';
import { loadDataset } from './load';
import { NAIVE_FIGURES, dailySummaryMismatches, naiveDailySummary, type NaivePeriodRow } from './naive';
import { TARGET_P95_MS, connectorLine, connectorTarget, csvUploadLine, csvUploadTarget, httpTable, ingestCpuLine, ingestTable, latencyTable, naiveTable, targetLines, targets, type CallResult, type NaiveResult } from './report';
import { timeSamples } from './stats';

/** The generator's "today": fixed, so every run measures the same dataset (mid-month, mid-year). */
const DATASET_TODAY = '2026-06-17';
// A p95 of 60 samples rests on the three slowest, so one busy moment of the machine decided it;
// 200 rest it on ten. The naive queries take up to 4 s each (All locations, large) and are judged
// on their p50: 60 samples, or as many as fit in 40 s but at least 15.
const CALL_SAMPLES = { warmup: 5, samples: 200 };
const NAIVE_SAMPLES = { warmup: 2, samples: 60, budgetMs: 40_000, minSamples: 15 };
const LOAD = { connections: 10, seconds: 10 };
// A busy shop's five years is about 60,000 ROs (issue 26); the small run syncs a sixth of it.
const CONNECTOR_ROS = { small: 10_000, large: 60_000 };
const USAGE = 'Usage: npm run bench [-- --scale small|large]';

class UsageError extends Error {}

function parseOptions(argv: string[]): { scale: DemoScale } {
  let scale: string | undefined;
  try {
    scale = parseArgs({ args: argv, options: { scale: { type: 'string', default: 'small' } }, strict: true }).values.scale;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (scale !== 'small' && scale !== 'large') throw new UsageError(`--scale must be "small" or "large", not "${scale}".`);
  return { scale };
}

const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const log = (line: string) => console.error(line);

async function main(): Promise<void> {
  const { scale } = parseOptions(process.argv.slice(2));
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rlo-bench-data-'));
  let app: FastifyInstance | undefined;
  // Ctrl-C still removes the throw-away database (waiting 20 s at most for queries in flight).
  const interrupted = () => {
    log('bench: interrupted; removing the bench database…');
    void Promise.race([bench.dispose(), new Promise((resolve) => setTimeout(resolve, 20_000))]).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    const { database } = bench;
    log(`bench: scale ${scale} on ${bench.engine}; loading the demo dataset…`);
    const config = loadConfig({ DEMO_DATA: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const loadDeps: AppDeps = { database, config, clock: createClock(noonUtc(DATASET_TODAY)) };
    const load = await loadDataset(loadDeps, { today: DATASET_TODAY, scale, streams: bench.ingestStreams, onProgress: (line) => log(`  ${line}`) });
    await analyze(database);

    // The reports' "today": the day after the newest business date, at noon UTC (the same date in every US zone).
    const [{ newest }] = await database.rows<{ newest: string }>(
      sql`select to_char(max(business_date), 'YYYY-MM-DD') as newest from repair_orders`,
    );
    const today = addDays(newest, 1);
    const deps: AppDeps = { ...loadDeps, clock: createClock(noonUtc(today)) };
    app = await buildApp(deps, { logger: false });
    await app.ready();
    const { cookie, partnerId } = await signIn(app, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const all = await resolveScope(deps, wholePartner(partnerId), 'all');
    const scopes: { scope: ScopeName; locationId: number | 'all'; locationIds: number[] }[] = [
      { scope: 'location', locationId: all.locationIds[0], locationIds: [all.locationIds[0]] },
      { scope: 'all', locationId: 'all', locationIds: all.locationIds },
    ];

    log(`bench: today ${today}; timing the dashboard calls (${CALL_SAMPLES.warmup} warm-up + ${CALL_SAMPLES.samples} samples each)…`);
    const calls: CallResult[] = [];
    for (const { scope, locationId } of scopes) {
      for (const call of dashboardCalls(partnerId, today)) {
        const url = urlOf(call, locationId);
        const stats = await timeCall(app, url, cookie, CALL_SAMPLES);
        log(`  ${call.name} (${scope}): p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms`);
        calls.push({ call: call.name, scope, url, stats });
      }
    }

    log('bench: timing the naive queries over repair_orders…');
    const naive: NaiveResult[] = [];
    for (const { scope, locationIds } of scopes) {
      for (const figure of NAIVE_FIGURES) {
        const run = () => Promise.all(figure.queries(locationIds, today).map((query) => database.rows(query)));
        const stats = await timeSamples(run, NAIVE_SAMPLES);
        const rollup = calls.find((c) => c.call === figure.call && c.scope === scope);
        if (!rollup) throw new Error(`no dashboard call named ${figure.call}`);
        log(`  ${figure.call} (${scope}): naive p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms`);
        naive.push({ call: figure.call, scope, figures: figure.figures, headline: figure.headline, stats, rollupP50Ms: rollup.stats.p50, ratio: stats.p50 / rollup.stats.p50 });
      }
    }
    const sameFigures = await checkSameFigures(app, cookie, deps, scopes, today, partnerId);

    log(`bench: a Tekmetric first sync of ${CONNECTOR_ROS[scale].toLocaleString('en-US')} ROs from the fake…`);
    const connector = await benchConnector(deps, dataDir, CONNECTOR_ROS[scale]);
    log(`  ${connectorLine(connector)}`);
    log('bench: a 100,000-row CSV upload through the upload routes…');
    const csv = await benchCsvUpload(deps, app, cookie, partnerId);
    log(`  ${csvUploadLine(csv)}`);

    const heaviest = calls.reduce((a, b) => (b.stats.p50 > a.stats.p50 ? b : a));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    log(`bench: autocannon against ${address} (${LOAD.connections} connections, ${LOAD.seconds} s each)…`);
    const health = `${API_PREFIX}/health`;
    const http = [];
    // Health first: requests that autocannon gives up on keep the server busy after it stops.
    for (const [name, url, withCookie] of [['health', health, undefined], [`${heaviest.call} (${heaviest.scope})`, heaviest.url, cookie]] as const) {
      const result = await loadTest(`${address}${url}`, { cookie: withCookie, ...LOAD });
      log(`  ${name}: ${result.requestsPerSecond.toFixed(1)} req/s, ${result.errors} errors`);
      http.push({ name, result });
    }
    await untilIdle(app, health);

    const goals = [...targets(load, calls, naive), connectorTarget(connector), csvUploadTarget(csv)];
    const machine = { platform: `${os.type()} ${os.release()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memoryBytes: os.totalmem(), node: process.version };
    console.log(`\nRLO bench — scale ${scale}, ${bench.engine}, ${machine.cpus} CPUs, ${(machine.memoryBytes / 2 ** 30).toFixed(0)} GiB, ${new Date().toISOString()}`);
    console.log(`dataset: ${load.locations} locations, ${load.repairOrders.toLocaleString('en-US')} ROs, today ${today}; first location id ${scopes[0].locationId}\n`);
    console.log(ingestTable(load));
    console.log(ingestCpuLine(load, machine.cpus));
    console.log(connectorLine(connector));
    console.log(csvUploadLine(csv), '\n');
    console.log(latencyTable(calls), `\n(! = p95 over the ${TARGET_P95_MS} ms target)\n`);
    console.log(naiveTable(naive), `\n(* = headline figures the 20× target is judged on; naive sums = dashboard sums: ${sameFigures ? 'yes' : 'NO'})\n`);
    console.log(httpTable(http), '\n');
    console.log(targetLines(goals));
    if (scale !== 'large' || bench.database.kind !== 'postgres') console.log('(the targets are set for --scale large on PostgreSQL; indicative here)');

    const results = { date: new Date().toISOString(), scale, engine: bench.engine, machine, today, dataset: { locations: load.locations, firstLocationId: scopes[0].locationId }, ingest: { ...load, rosPerSecond: load.repairOrders / load.ingestSeconds, linesPerSecond: load.lines / load.ingestSeconds }, samples: { calls: CALL_SAMPLES, naive: NAIVE_SAMPLES }, calls, naive, sameFigures, connector, csvUpload: csv, http, targets: goals };
    const file = new URL('./results.json', import.meta.url);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(process.cwd(), file.pathname)}`);
  } finally {
    await app?.close();
    await bench.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits (2 minutes at most) until health answers fast three times in a row: the abandoned requests are done. */
async function untilIdle(app: FastifyInstance, health: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  for (let fast = 0; fast < 3 && performance.now() < deadline; ) {
    const start = performance.now();
    await getOk(app, health);
    fast = performance.now() - start < 50 ? fast + 1 : 0;
  }
}

/**
 * The naive queries compute the dashboard's figures (both scopes): the 24-month series of
 * monthly_summary sums to the same sales, count and new customers, and each of daily_summary's six periods has the
 * same count, amounts, days, new and returning customers.
 */
async function checkSameFigures(
  app: FastifyInstance,
  cookie: string,
  deps: AppDeps,
  scopes: { locationId: number | 'all'; locationIds: number[] }[],
  today: string,
  partnerId: number,
): Promise<boolean> {
  const calls = dashboardCalls(partnerId, today);
  const monthly = calls.find((c) => c.name === 'monthly_summary');
  const daily = calls.find((c) => c.name === 'daily_summary');
  const figure = NAIVE_FIGURES.find((f) => f.call === 'monthly_summary');
  if (!monthly || !daily || !figure) return false;
  for (const { locationId, locationIds } of scopes) {
    type MonthRow = { gross_sales_cents: number; sale_count: number; new_customers_count: number };
    const rows = JSON.parse(await getOk(app, urlOf(monthly, locationId), cookie)) as MonthRow[];
    const [naive] = await Promise.all(
      figure.queries(locationIds, today).map((q) => deps.database.rows<{ total_sold_cents: number; ro_count: number; new_customers: number }>(q)),
    );
    const sum = <T>(list: T[], pick: (row: T) => number) => list.reduce((n, row) => n + pick(row), 0);
    if (sum(rows, (r) => r.gross_sales_cents) !== sum(naive, (r) => r.total_sold_cents)) return false;
    if (sum(rows, (r) => r.sale_count) !== sum(naive, (r) => r.ro_count)) return false;
    if (sum(rows, (r) => r.new_customers_count) !== sum(naive, (r) => r.new_customers)) return false;

    const summary = JSON.parse(await getOk(app, urlOf(daily, locationId), cookie)) as Record<string, Record<string, number>>;
    const byPeriod = await deps.database.rows<NaivePeriodRow>(naiveDailySummary(locationIds, today));
    const mismatches = dailySummaryMismatches(summary, byPeriod, today);
    if (mismatches.length > 0) {
      log(`  naive ≠ dashboard, daily_summary (${locationId}): ${mismatches.join('; ')}`);
      return false;
    }
  }
  return true;
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
