// autocannon (its CLI, in a child process so the load generator does not share the server's event
// loop) against the app listening on the loopback address; bounded by duration and a kill timer.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  /** Requests sent; those beyond `requests` had no answer when the run ended (a short run ends before autocannon's 10 s timeout counts them as errors). */
  sent: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { total: number; sent: number };
  latency: { p50: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const CLI = createRequire(import.meta.url).resolve('autocannon');
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function loadTest(url: string, options: { cookie?: string; connections: number; seconds: number }): Promise<LoadResult> {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`load tests target the loopback address only, not ${hostname}`);
  // Every request asks for compression as Chromium does: dashboards are read in browsers, and an
  // answer's cost includes compressing it (or, cached, sending its kept compressed copy).
  const args = [CLI, '-j', '-n', '-c', String(options.connections), '-d', String(options.seconds), '-H', `accept-encoding:${BROWSER_ACCEPT_ENCODING}`];
  if (options.cookie) args.push('-H', `cookie:${options.cookie}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: (options.seconds + 60) * 1000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr.slice(-500)}`);
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    url,
    connections: options.connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    sent: result.requests.sent,
    // Completed requests over the run (autocannon's per-second average rounds a slow call to 0).
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
