// The printed tables and the PASS/FAIL lines of the benchmark.
import type { LoadResult as HttpLoad } from './autocannon';
import type { ScopeName } from './calls';
import type { ConnectorResult } from './connector';
import type { CsvUploadResult } from './csv-upload';
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
  pass: boolean;
}

export const TARGET_P95_MS = 25;
export const TARGET_RATIO = 20;
export const TARGET_ROS_PER_SECOND = 5000;
export const TARGET_CONNECTOR_ROS_PER_SECOND = 2000;
export const TARGET_CSV_SECONDS = 60;

const ms = (v: number) => v.toFixed(1);
const int = (v: number) => Math.round(v).toLocaleString('en-US');

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function ingestTable(load: LoadResult): string {
  return table(
    ['ingest', 'ROs', 'lines', 'seconds', 'ROs/s', 'lines/s'],
    [
      [`ingest, ${load.streams} location${load.streams === 1 ? '' : 's'} at once`, int(load.repairOrders), int(load.lines), load.ingestSeconds.toFixed(1), int(load.repairOrders / load.ingestSeconds), int(load.lines / load.ingestSeconds)],
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

export function latencyTable(calls: CallResult[]): string {
  const names = [...new Set(calls.map((c) => c.call))];
  const find = (call: string, scope: ScopeName) => calls.find((c) => c.call === call && c.scope === scope);
  const cells = (r: CallResult | undefined) =>
    r ? [ms(r.stats.p50), `${ms(r.stats.p95)}${r.stats.p95 <= TARGET_P95_MS ? '' : ' !'}`] : ['—', '—'];
  return table(
    [`dashboard call (ms, ${calls[0]?.stats.samples ?? 0} samples)`, 'loc p50', 'loc p95', 'all p50', 'all p95'],
    names.map((n) => [n, ...cells(find(n, 'location')), ...cells(find(n, 'all'))]),
  );
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

export function httpTable(rows: { name: string; result: HttpLoad }[]): string {
  return table(
    ['autocannon (127.0.0.1)', 'req/s', 'requests', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    rows.map(({ name, result: r }) => [name, r.requestsPerSecond < 100 ? r.requestsPerSecond.toFixed(1) : int(r.requestsPerSecond), int(r.requests), String(r.latencyP50Ms), String(r.latencyP99Ms), String(r.non2xx), String(r.errors)]),
  );
}

/** The connector's first sync: ROs/s into the database and the CPU per RO, here and in PostgreSQL. */
export function connectorLine(result: ConnectorResult): string {
  const perRo = (msTotal: number) => (msTotal / result.repairOrders).toFixed(3);
  const server = result.cpu.serverMs === null ? '' : `, ${perRo(result.cpu.serverMs)} ms in PostgreSQL`;
  return (
    `Tekmetric first sync from the fake: ${int(result.repairOrders)} ROs in ${result.pages} pages, ${result.seconds.toFixed(1)} s = ${int(result.rosPerSecond)} ROs/s; ` +
    `CPU per RO ${perRo(result.cpu.nodeMs)} ms in this process${server}`
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

export function targets(load: LoadResult, calls: CallResult[], naive: NaiveResult[]): Target[] {
  const slowest = calls.reduce((a, b) => (b.stats.p95 > a.stats.p95 ? b : a));
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
    {
      name: 'rollups vs raw query (* rows)',
      goal: `≥ ${TARGET_RATIO}×`,
      value: `lowest ${weakest.ratio.toFixed(1)}× (${weakest.call}, ${weakest.scope})`,
      pass: weakest.ratio >= TARGET_RATIO,
    },
    {
      name: 'ingest throughput',
      goal: `≥ ${int(TARGET_ROS_PER_SECOND)} ROs/s`,
      value: `${int(rate)} ROs/s`,
      pass: rate >= TARGET_ROS_PER_SECOND,
    },
  ];
}

export function targetLines(list: Target[]): string {
  return list.map((t) => `${t.pass ? 'PASS' : 'FAIL'}  ${t.name} ${t.goal}: ${t.value}`).join('\n');
}
