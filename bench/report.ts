// The printed tables and the PASS/FAIL lines of the benchmark.
import type { LoadResult as HttpLoad } from './autocannon';
import type { BrowserOutcome } from './browser';
import type { ScopeName } from './calls';
import type { ConnectorResult } from './connector';
import type { CsvUploadResult } from './csv-upload';
import type { Durability } from './database';
import type { LoadResult } from './load';
import type { LatencyStats } from './stats';

export interface CallResult {
  call: string;
  scope: ScopeName;
  url: string;
  stats: LatencyStats;
}

export interface NaiveResult {
  call: string;
  scope: ScopeName;
  figures: string;
  headline: boolean;
  stats: LatencyStats;
  rollupP50Ms: number;
  /** naive p50 / rollup (dashboard call) p50. */
  ratio: number;
}

export interface Target {
  name: string;
  goal: string;
  value: string;
  /** null: measured but not judged (ingest without fsync, no web build or no Chromium). */
  pass: boolean | null;
}

/** One autocannon run: `/health`, or a dashboard call with the answer cache off (cold) or on (warm). */
export interface HttpRun {
  call: string;
  mode: 'health' | 'cold' | 'warm';
  result: HttpLoad;
  /** The answer cache's counters during the run (warm: answers computed should stay 0). */
  cache?: { computed: number; served: number; notModified: number };
}

export const TARGET_P95_MS = 25;
/** Issue 29: an explanation (a month of one location) answers in ≤ 100 ms p95; its RO page reads ROs, not rollups. */
export const TARGET_EXPLAIN_P95_MS = 100;
/** The explanation calls of calls.ts: judged against their own target. */
export const isExplainCall = (call: string) => call.startsWith('explain');
const targetOf = (call: string) => (isExplainCall(call) ? TARGET_EXPLAIN_P95_MS : TARGET_P95_MS);
export const TARGET_RATIO = 20;
export const TARGET_ROS_PER_SECOND = 5000;
export const TARGET_CONNECTOR_ROS_PER_SECOND = 2000;
export const TARGET_CSV_SECONDS = 60;
/** The heaviest dashboard call under load, as a share of `/health`'s requests/s. */
export const TARGET_WARM_SHARE = 0.5;
export const TARGET_COLD_SHARE = 0.1;
export const TARGET_DASHBOARD_MS = 2000;
/** Gzip bytes of the JavaScript loaded before the dashboard's first figure (250 KB, 1 KB = 1,000 bytes). */
export const TARGET_FIRST_FIGURE_JS_BYTES = 250_000;

/** Durable: a committed RO survives a crash of the server or the machine (both settings on). */
export const isDurable = (d: Durability) => d.fsync === 'on' && d.synchronousCommit === 'on';

/** How the ingest figure is labelled: 'durable', or the settings that make it not. */
export function durabilityLabel(d: Durability): string {
  if (isDurable(d)) return 'durable';
  const off = [d.fsync !== 'on' && `fsync ${d.fsync}`, d.synchronousCommit !== 'on' && `synchronous_commit ${d.synchronousCommit}`];
  return off.filter((x): x is string => typeof x === 'string').join(', ');
}

const ms = (v: number) => v.toFixed(1);
const int = (v: number) => Math.round(v).toLocaleString('en-US');

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function ingestTable(load: LoadResult, durability: Durability): string {
  return table(
    ['ingest', 'ROs', 'lines', 'seconds', 'ROs/s', 'lines/s'],
    [
      [`ingest (${durabilityLabel(durability)}), ${load.streams} location${load.streams === 1 ? '' : 's'} at once`, int(load.repairOrders), int(load.lines), load.ingestSeconds.toFixed(1), int(load.repairOrders / load.ingestSeconds), int(load.lines / load.ingestSeconds)],
      ['whole load (accounts + generator)', int(load.repairOrders), int(load.lines), load.wallSeconds.toFixed(1), int(load.repairOrders / load.wallSeconds), int(load.lines / load.wallSeconds)],
    ],
  );
}

/** The ingest phase's CPU per RO, and the throughput it allows when every core does nothing else. */
export function ingestCpuLine(load: LoadResult, cpus: number): string {
  const perRo = (msTotal: number) => (msTotal / load.repairOrders).toFixed(3);
  const { nodeMs, serverMs } = load.ingestCpu;
  if (serverMs === null) return `ingest CPU per RO: ${perRo(nodeMs)} ms in this process (PGlite runs in it; a server elsewhere is not read)`;
  const ceiling = (cpus * 1000 * load.repairOrders) / (nodeMs + serverMs);
  const rate = load.repairOrders / load.ingestSeconds;
  return (
    `ingest CPU per RO: ${perRo(nodeMs)} ms in this process + ${perRo(serverMs)} ms in PostgreSQL = ${perRo(nodeMs + serverMs)} ms; ` +
    `${cpus} CPUs doing only this would ingest ${int(ceiling)} ROs/s (measured ${Math.round((100 * rate) / ceiling)}% of it)`
  );
}

/** p50 and p95 of each call for one location and All ("—" where a call has no such scope). */
function scopeTable(title: string, calls: CallResult[], p95: (r: CallResult) => string): string {
  const names = [...new Set(calls.map((c) => c.call))];
  const find = (call: string, scope: ScopeName) => calls.find((c) => c.call === call && c.scope === scope);
  const cells = (r: CallResult | undefined) => (r ? [ms(r.stats.p50), p95(r)] : ['—', '—']);
  return table(
    [title, 'loc p50', 'loc p95', 'all p50', 'all p95'],
    names.map((n) => [n, ...cells(find(n, 'location')), ...cells(find(n, 'all'))]),
  );
}

export function latencyTable(calls: CallResult[]): string {
  return scopeTable(
    `dashboard call (ms, ${calls[0]?.stats.samples ?? 0} samples)`,
    calls,
    (r) => `${ms(r.stats.p95)}${r.stats.p95 <= targetOf(r.call) ? '' : ' !'}`,
  );
}

/** The customer lists' times, without a target. */
export function listLatencyTable(lists: CallResult[]): string {
  return scopeTable('customer list, first page (ms)', lists, (r) => ms(r.stats.p95));
}

export function naiveTable(naive: NaiveResult[]): string {
  return table(
    ['naive query over repair_orders', 'scope', 'naive p50', 'naive p95', 'call p50', 'naive/rollup'],
    naive.map((r) => [
      `${r.call}${r.headline ? ' *' : ''}: ${r.figures}`,
      r.scope,
      ms(r.stats.p50),
      ms(r.stats.p95),
      ms(r.rollupP50Ms),
      `${r.ratio.toFixed(1)}×`,
    ]),
  );
}

const rate = (v: number) => (v < 100 ? v.toFixed(1) : int(v));
const share = (v: number, of: number) => (of > 0 ? `${Math.round((100 * v) / of)}%` : '—');

/** `/health`, then each dashboard call cold and warm: requests/s, share of `/health`'s, p50/p99, failures. */
export function httpTable(runs: HttpRun[]): string {
  const health = runs.find((r) => r.mode === 'health');
  const of = health?.result.requestsPerSecond ?? 0;
  const calls = [...new Set(runs.filter((r) => r.mode !== 'health').map((r) => r.call))];
  const find = (call: string, mode: HttpRun['mode']) => runs.find((r) => r.call === call && r.mode === mode)?.result;
  const cells = (r: HttpLoad | undefined) => (r ? [rate(r.requestsPerSecond), share(r.requestsPerSecond, of), `${r.latencyP50Ms}/${r.latencyP99Ms}`] : ['—', '—', '—']);
  const failures = (...list: (HttpLoad | undefined)[]) => {
    const present = list.filter((r): r is HttpLoad => r !== undefined);
    return [String(present.reduce((n, r) => n + r.non2xx, 0)), String(present.reduce((n, r) => n + r.errors, 0))];
  };
  const first = runs[0]?.result;
  const head = `autocannon, All locations (${first?.connections ?? 0} conn., ${first?.durationSeconds ?? 0} s)`;
  return table(
    [head, 'cold req/s', 'cold %', 'cold p50/p99 ms', 'warm req/s', 'warm %', 'warm p50/p99 ms', 'non-2xx', 'errors'],
    [
      ...(health ? [['/health', rate(of), '100%', `${health.result.latencyP50Ms}/${health.result.latencyP99Ms}`, '', '', '', ...failures(health.result)]] : []),
      ...calls.map((call) => [call, ...cells(find(call, 'cold')), ...cells(find(call, 'warm')), ...failures(find(call, 'cold'), find(call, 'warm'))]),
    ],
  );
}

/**
 * The load targets: the heaviest dashboard call (fewest requests/s) warm ≥ 50% of `/health`'s
 * requests/s and cold ≥ 10%, each judged on its own heaviest call; and no errors, no non-2xx.
 */
export function loadTargets(runs: HttpRun[]): Target[] {
  const health = runs.find((r) => r.mode === 'health');
  const of = health?.result.requestsPerSecond ?? 0;
  const heaviest = (mode: 'cold' | 'warm') => {
    const list = runs.filter((r) => r.mode === mode);
    return list.length === 0 ? undefined : list.reduce((a, b) => (b.result.requestsPerSecond < a.result.requestsPerSecond ? b : a));
  };
  const shareTarget = (mode: 'cold' | 'warm', goal: number): Target => {
    const run = heaviest(mode);
    const name = `heaviest dashboard call under load, ${mode} (cache ${mode === 'cold' ? 'off' : 'on'})`;
    const goalText = `≥ ${Math.round(goal * 100)}% of /health req/s`;
    if (!run || !health) return { name, goal: goalText, value: 'not measured', pass: false };
    const value = `${rate(run.result.requestsPerSecond)} req/s = ${share(run.result.requestsPerSecond, of)} of ${rate(of)} (${run.call})`;
    return { name, goal: goalText, value, pass: run.result.requestsPerSecond >= goal * of };
  };
  const non2xx = runs.reduce((n, r) => n + r.result.non2xx, 0);
  const errors = runs.reduce((n, r) => n + r.result.errors, 0);
  // A run that got no answer at all is a failure even when autocannon counted no error.
  const silent = runs.filter((r) => r.result.requests === 0).map((r) => (r.mode === 'health' ? r.call : `${r.call} ${r.mode}`));
  return [
    shareTarget('warm', TARGET_WARM_SHARE),
    shareTarget('cold', TARGET_COLD_SHARE),
    {
      name: 'autocannon failures (every run)',
      goal: '0 errors, 0 non-2xx, an answer in every run',
      value: `${int(errors)} errors, ${int(non2xx)} non-2xx over ${runs.length} runs${silent.length > 0 ? `; no answer in ${silent.length}: ${silent.join(', ')}` : ''}`,
      pass: runs.length > 0 && errors === 0 && non2xx === 0 && silent.length === 0,
    },
  ];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The browser measure: every section's figures shown (median of the runs), and the JavaScript before the first figure. */
export function browserTargets(outcome: BrowserOutcome): Target[] {
  const render = { name: 'dashboard in the browser: every section shows figures (median)', goal: `≤ ${int(TARGET_DASHBOARD_MS)} ms` };
  const js = { name: 'JavaScript before the first figure (gzip)', goal: `≤ ${kb(TARGET_FIRST_FIGURE_JS_BYTES)}` };
  if ('skipped' in outcome) return [{ ...render, value: `not judged: ${outcome.skipped}`, pass: null }, { ...js, value: `not judged: ${outcome.skipped}`, pass: null }];
  const failed = outcome.runs.filter((r) => r.failure !== undefined);
  return [
    {
      ...render,
      value:
        failed.length > 0
          ? `${failed.length} of ${outcome.runs.length} runs failed: ${failed[0].failure}`
          : `${int(outcome.medianMs)} ms (${outcome.runs.map((r) => int(r.dashboardMs)).join(', ')})`,
      pass: failed.length === 0 && outcome.medianMs <= TARGET_DASHBOARD_MS,
    },
    {
      ...js,
      value: outcome.js.files.length === 0 ? 'not measured: no first figure' : `${kb(outcome.js.gzipBytes)} in ${outcome.js.files.length} files`,
      pass: outcome.js.files.length > 0 && outcome.js.gzipBytes <= TARGET_FIRST_FIGURE_JS_BYTES,
    },
  ];
}

/** The browser lines of the printed report. */
export function browserLines(outcome: BrowserOutcome): string {
  if ('skipped' in outcome) return `browser: skipped (${outcome.skipped})`;
  const runs = outcome.runs.map((r) => (r.failure ? `failed (${r.failure})` : `${int(r.firstFigureMs)} / ${int(r.dashboardMs)}`));
  const empty = [...new Set(outcome.runs.flatMap((r) => r.emptySections))];
  return [
    `browser (${outcome.viewport}, ${outcome.scope}): navigation to the dashboard → first figure / every section, ms: ${runs.join('; ')}; median ${int(outcome.firstFigureMedianMs)} / ${int(outcome.medianMs)}`,
    `JavaScript requested before the first figure: ${outcome.js.files.length} files, ${kb(outcome.js.rawBytes)} raw, ${kb(outcome.js.gzipBytes)} gzip` +
      (empty.length > 0 ? `\nsections with no figures to show (empty): ${empty.join(', ')}` : ''),
  ].join('\n');
}

/** The connector's first sync: ROs/s into the database and the CPU per RO, here and in PostgreSQL. */
export function connectorLine(result: ConnectorResult): string {
  const perRo = (msTotal: number) => (msTotal / result.repairOrders).toFixed(3);
  const server = result.cpu.serverMs === null ? '' : `, ${perRo(result.cpu.serverMs)} ms in PostgreSQL`;
  const fake = result.fakeMs === null ? '' : ` (and ${perRo(result.fakeMs)} ms in the fake Tekmetric, on the same cores)`;
  return (
    `Tekmetric first sync from the fake: ${int(result.repairOrders)} ROs in ${result.pages} pages, ${result.seconds.toFixed(1)} s = ${int(result.rosPerSecond)} ROs/s; ` +
    `CPU per RO ${perRo(result.cpu.nodeMs)} ms in this process${server}${fake}`
  );
}

export function connectorTarget(result: ConnectorResult): Target {
  return {
    name: 'Tekmetric connector throughput',
    goal: `≥ ${int(TARGET_CONNECTOR_ROS_PER_SECOND)} ROs/s`,
    value: `${int(result.rosPerSecond)} ROs/s`,
    pass: result.rosPerSecond >= TARGET_CONNECTOR_ROS_PER_SECOND,
  };
}

export function csvUploadLine(r: CsvUploadResult): string {
  return (
    `CSV upload: ${int(r.rows)} rows (${r.megabytes.toFixed(1)} MB) → ${int(r.repairOrders)} ROs; read and grouped in ${r.parseSeconds.toFixed(1)} s, ` +
    `sent in ${r.sendSeconds.toFixed(1)} s: ${r.seconds.toFixed(1)} s in all (${int(r.inserted)} inserted)`
  );
}

export function csvUploadTarget(r: CsvUploadResult): Target {
  return { name: '100,000-row CSV upload', goal: `< ${TARGET_CSV_SECONDS} s`, value: `${r.seconds.toFixed(1)} s`, pass: r.seconds < TARGET_CSV_SECONDS };
}

export function targets(load: LoadResult, calls: CallResult[], naive: NaiveResult[], durability: Durability): Target[] {
  const worst = (list: CallResult[]) => list.reduce((a, b) => (b.stats.p95 > a.stats.p95 ? b : a));
  const slowest = worst(calls.filter((c) => !isExplainCall(c.call)));
  const explain = calls.filter((c) => isExplainCall(c.call) && c.scope === 'location');
  const headline = naive.filter((r) => r.headline);
  const weakest = headline.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const rate = load.repairOrders / load.ingestSeconds;
  return [
    {
      name: 'p95 of every dashboard call',
      goal: `≤ ${TARGET_P95_MS} ms`,
      value: `worst ${ms(slowest.stats.p95)} ms (${slowest.call}, ${slowest.scope})`,
      pass: slowest.stats.p95 <= TARGET_P95_MS,
    },
    ...(explain.length === 0
      ? []
      : [
          {
            name: 'p95 of an explanation (a month, one location)',
            goal: `≤ ${TARGET_EXPLAIN_P95_MS} ms`,
            value: `worst ${ms(worst(explain).stats.p95)} ms (${worst(explain).call})`,
            pass: worst(explain).stats.p95 <= TARGET_EXPLAIN_P95_MS,
          },
        ]),
    {
      name: 'rollups vs raw query (* rows)',
      goal: `≥ ${TARGET_RATIO}×`,
      value: `lowest ${weakest.ratio.toFixed(1)}× (${weakest.call}, ${weakest.scope})`,
      pass: weakest.ratio >= TARGET_RATIO,
    },
    ingestTarget(rate, durability),
  ];
}

/** The headline ingest target is judged on a durable server only: without fsync a commit waits for no disk. */
export function ingestTarget(rosPerSecond: number, durability: Durability): Target {
  const name = 'ingest throughput, durable';
  const goal = `≥ ${int(TARGET_ROS_PER_SECOND)} ROs/s`;
  if (!isDurable(durability)) return { name, goal, value: `${int(rosPerSecond)} ROs/s, not judged: ${durabilityLabel(durability)}`, pass: null };
  return { name, goal, value: `${int(rosPerSecond)} ROs/s`, pass: rosPerSecond >= TARGET_ROS_PER_SECOND };
}

const verdict = (pass: boolean | null) => (pass === null ? '----' : pass ? 'PASS' : 'FAIL');

export function targetLines(list: Target[]): string {
  return list.map((t) => `${verdict(t.pass)}  ${t.name} ${t.goal}: ${t.value}`).join('\n');
}
