import { describe, expect, it } from 'vitest';
import type { LoadResult as HttpLoad } from '../autocannon';
import type { BrowserResult } from '../browser';
import type { LoadResult } from '../load';
import { browserTargets, durabilityLabel, ingestTable, ingestTarget, ingestCpuLine, listLatencyTable, loadTargets, targetLines, targets, type HttpRun } from '../report';

const load = (serverMs: number | null): LoadResult => ({
  locations: 1,
  repairOrders: 1_000,
  lines: 5_000,
  streams: 2,
  ingestSeconds: 0.5,
  generateSeconds: 0.1,
  wallSeconds: 1,
  ingestCpu: { nodeMs: 100, serverMs },
});

describe('ingestCpuLine', () => {
  it('gives CPU per RO and the ceiling of the cores', () => {
    // 100 + 400 ms for 1,000 ROs = 0.5 ms per RO; 2 CPUs → 2 × 1,000 / 0.5 = 4,000 ROs/s;
    // measured 1,000 / 0.5 s = 2,000 ROs/s, half of it.
    expect(ingestCpuLine(load(400), 2)).toBe(
      'ingest CPU per RO: 0.100 ms in this process + 0.400 ms in PostgreSQL = 0.500 ms; 2 CPUs doing only this would ingest 4,000 ROs/s (measured 50% of it)',
    );
  });

  it('says only this process when there is no server to read', () => {
    expect(ingestCpuLine(load(null), 2)).toBe('ingest CPU per RO: 0.100 ms in this process (PGlite runs in it; a server elsewhere is not read)');
  });
});

const durable = { fsync: 'on', synchronousCommit: 'on' };

describe('ingestTarget', () => {
  it('judges the headline on a durable server only', () => {
    expect(ingestTarget(5_200, durable)).toMatchObject({ value: '5,200 ROs/s', pass: true });
    expect(ingestTarget(4_900, durable)).toMatchObject({ value: '4,900 ROs/s', pass: false });
    // The fsync=off run of scripts/with-postgres.sh (and PGlite) is shown, never judged.
    expect(ingestTarget(9_000, { fsync: 'off', synchronousCommit: 'off' })).toMatchObject({
      value: '9,000 ROs/s, not judged: fsync off, synchronous_commit off',
      pass: null,
    });
    expect(ingestTarget(9_000, { fsync: 'on', synchronousCommit: 'off' }).pass).toBeNull();
    expect(ingestTarget(9_000, { fsync: 'off', synchronousCommit: 'on' }).value).toBe('9,000 ROs/s, not judged: fsync off');
  });

  it('labels the ingest row with the durability', () => {
    expect(durabilityLabel(durable)).toBe('durable');
    expect(ingestTable(load(400), durable)).toContain('ingest (durable), 2 locations at once');
    expect(ingestTable(load(400), { fsync: 'off', synchronousCommit: 'on' })).toContain('ingest (fsync off), 2 locations at once');
  });

  it('prints a target not judged as neither PASS nor FAIL', () => {
    expect(targetLines([ingestTarget(9_000, { fsync: 'off', synchronousCommit: 'on' }), ingestTarget(6_000, durable)])).toBe(
      '----  ingest throughput, durable ≥ 5,000 ROs/s: 9,000 ROs/s, not judged: fsync off\n' + 'PASS  ingest throughput, durable ≥ 5,000 ROs/s: 6,000 ROs/s',
    );
  });
});

const http = (requestsPerSecond: number, failures: { non2xx?: number; errors?: number } = {}): HttpLoad => ({
  url: 'http://127.0.0.1/x',
  connections: 100,
  durationSeconds: 30,
  requests: requestsPerSecond * 30,
  sent: requestsPerSecond * 30 + 100,
  requestsPerSecond,
  latencyP50Ms: 10,
  latencyP99Ms: 20,
  non2xx: failures.non2xx ?? 0,
  errors: failures.errors ?? 0,
});

describe('loadTargets', () => {
  const runs = (overrides: Partial<Record<string, HttpLoad>> = {}): HttpRun[] => [
    { call: '/health', mode: 'health', result: overrides.health ?? http(4_000) },
    { call: 'daily_summary', mode: 'cold', result: overrides.dailyCold ?? http(500) },
    { call: 'daily_summary', mode: 'warm', result: overrides.dailyWarm ?? http(2_500) },
    { call: 'top_customers', mode: 'cold', result: overrides.topCold ?? http(300) },
    { call: 'top_customers', mode: 'warm', result: overrides.topWarm ?? http(3_000) },
  ];

  it('judges the heaviest call of each mode against /health', () => {
    const [warm, cold, failures] = loadTargets(runs());
    // Warm: daily_summary is the heaviest (2,500 < 3,000), 62.5% of 4,000 ≥ 50%.
    expect(warm).toMatchObject({ value: '2,500 req/s = 63% of 4,000 (daily_summary)', pass: true });
    // Cold: top_customers, 300 = 7.5% of 4,000 < 10%.
    expect(cold).toMatchObject({ value: '300 req/s = 8% of 4,000 (top_customers)', pass: false });
    expect(failures).toMatchObject({ value: '0 errors, 0 non-2xx over 5 runs', pass: true });
  });

  it('passes exactly at the share and fails just under it', () => {
    expect(loadTargets(runs({ topCold: http(400), dailyCold: http(400) }))[1].pass).toBe(true);
    expect(loadTargets(runs({ topCold: http(399.9) }))[1].pass).toBe(false);
    expect(loadTargets(runs({ dailyWarm: http(1_999) }))[0].pass).toBe(false);
  });

  it('fails on any error or non-2xx, /health included', () => {
    expect(loadTargets(runs({ health: http(4_000, { errors: 1 }) }))[2]).toMatchObject({ value: '1 errors, 0 non-2xx over 5 runs', pass: false });
    expect(loadTargets(runs({ topWarm: http(3_000, { non2xx: 7 }) }))[2].pass).toBe(false);
  });

  it('fails a run that got no answer at all, though autocannon counted no error', () => {
    expect(loadTargets(runs({ topCold: http(0) }))[2]).toMatchObject({
      value: '0 errors, 0 non-2xx over 5 runs; no answer in 1: top_customers cold',
      pass: false,
    });
  });

  it('fails what was not measured', () => {
    const [warm, cold, failures] = loadTargets([]);
    expect([warm.pass, cold.pass, failures.pass]).toEqual([false, false, false]);
  });
});

describe('browserTargets', () => {
  const result = (dashboardMs: number[], gzipBytes: number, failure?: string): BrowserResult => ({
    viewport: '1366×8000',
    scope: 'first location',
    runs: dashboardMs.map((ms, i) => ({ firstFigureMs: ms / 2, dashboardMs: ms, emptySections: [], ...(i === 0 && failure ? { failure } : {}) })),
    medianMs: [...dashboardMs].sort((a, b) => a - b)[dashboardMs.length >> 1],
    firstFigureMedianMs: 0,
    js: { files: [{ path: '/assets/index.js', rawBytes: gzipBytes * 3, gzipBytes }], rawBytes: gzipBytes * 3, gzipBytes },
  });

  it('judges the median against 2 s and the JavaScript against 250 KB', () => {
    const [render, js] = browserTargets(result([1_500, 2_400, 1_900, 1_700, 2_100], 250_000));
    expect(render).toMatchObject({ value: '1,900 ms (1,500, 2,400, 1,900, 1,700, 2,100)', pass: true });
    expect(js).toMatchObject({ value: '250.0 KB in 1 files', pass: true });
    const [slow, heavy] = browserTargets(result([2_100, 2_400, 1_900, 2_050, 2_200], 250_001));
    expect([slow.pass, heavy.pass]).toEqual([false, false]);
  });

  it('fails the JavaScript figure when no first figure was seen', () => {
    const none = { ...result([1_000], 0), js: { files: [], rawBytes: 0, gzipBytes: 0 } };
    expect(browserTargets(none)[1]).toMatchObject({ value: 'not measured: no first figure', pass: false });
  });

  it('fails when a run failed, whatever the median', () => {
    expect(browserTargets(result([100, 100, 100], 1_000, 'sections in error: daily-summary-section'))[0]).toMatchObject({
      value: '1 of 3 runs failed: sections in error: daily-summary-section',
      pass: false,
    });
  });

  it('is not judged when skipped', () => {
    const targets = browserTargets({ skipped: 'no Chromium at /usr/bin/chromium' });
    expect(targets.map((t) => [t.pass, t.value])).toEqual([
      [null, 'not judged: no Chromium at /usr/bin/chromium'],
      [null, 'not judged: no Chromium at /usr/bin/chromium'],
    ]);
  });
});

describe('targets', () => {
  const stats = (p95: number) => ({ samples: 60, p50: p95 / 2, p95, mean: p95 / 2, min: 1, max: p95 });
  const call = (name: string, scope: 'location' | 'all', p95: number) => ({ call: name, scope, url: '', stats: stats(p95) });
  const naive = [{ call: 'monthly_summary', scope: 'location' as const, figures: '', headline: true, stats: stats(900), rollupP50Ms: 10, ratio: 90 }];

  it('judges the explanations against their own 100 ms, and the dashboard calls without them', () => {
    const calls = [call('daily_summary', 'location', 20), call('explain', 'location', 40), call('explain_repair_orders', 'location', 120), call('explain_repair_orders', 'all', 400)];
    const [dashboard, explain] = targets(load(null), calls, naive, durable);
    expect(dashboard).toMatchObject({ name: 'p95 of every dashboard call', pass: true, value: 'worst 20.0 ms (daily_summary, location)' });
    // One location's month is the requirement: All locations' page is shown in the table, not judged.
    expect(explain).toMatchObject({ name: 'p95 of an explanation (a month, one location)', pass: false, value: 'worst 120.0 ms (explain_repair_orders)' });
  });
});

describe('listLatencyTable', () => {
  const stats = (p50: number, p95: number) => ({ samples: 60, min: p50, p50, p95, max: p95, mean: p50 });
  it('puts each list on a row, with a dash where a list has no All', () => {
    const table = listLatencyTable([
      { call: 'lost_customers', scope: 'location', url: '', stats: stats(11, 12.34) },
      { call: 'lost_customers', scope: 'all', url: '', stats: stats(87, 95) },
      { call: 'duplicate_customers', scope: 'location', url: '', stats: stats(103.06, 179) },
    ]).split('\n');
    expect(table[0]).toMatch(/^customer list, first page \(ms\)\s+loc p50\s+loc p95\s+all p50\s+all p95$/);
    expect(table[2].split(/\s+/)).toEqual(['lost_customers', '11.0', '12.3', '87.0', '95.0']);
    expect(table[3].split(/\s+/)).toEqual(['duplicate_customers', '103.1', '179.0', '—', '—']);
  });
});
