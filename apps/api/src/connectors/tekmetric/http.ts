import { TEKMETRIC_RETRY_AFTER_MAX_MS } from '@rlo/contract';
import { networkReason, pathOnly, TekmetricError, where } from './errors';
import { httpRequest, type HttpAnswer, type HttpCall } from './request';

// The Tekmetric client's HTTP: pacing, retries with backoff (driven by an injected clock and sleep
// so tests need no wall clock) and JSON reading. Headers are built by the caller per attempt.

/**
 * At most `perSecond` request starts in any one-second window (a sliding window, so a burst of
 * `perSecond` goes at once and the next waits). Callers are served in arrival order. 0 = no limit.
 */
export function createThrottle(
  perSecond: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
): () => Promise<void> {
  if (perSecond <= 0) return () => Promise.resolve();
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  return () => {
    const turn = queue.then(async () => {
      if (starts.length >= perSecond) {
        const wait = starts[starts.length - perSecond] + 1000 - now();
        if (wait > 0) await sleep(wait);
      }
      starts.push(now());
      if (starts.length > perSecond) starts.shift();
    });
    // A failed sleep must not block the callers behind it.
    queue = turn.catch(() => undefined);
    return turn;
  };
}

/** Full-jitter exponential backoff: uniform in [0, min(maxMs, baseMs × 2^(attempt−1))]. */
export function backoffMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  return Math.round(random() * Math.min(maxMs, baseMs * 2 ** (attempt - 1)));
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, wallNow: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - wallNow);
}

export interface Transport {
  /** Sends after the throttle; retries 429, 5xx and network errors; any other answer goes back. */
  request(path: string, init: () => HttpCall): Promise<HttpAnswer>;
  /** HTTP requests sent so far, retries included. */
  readonly count: number;
}

export interface TransportOptions {
  base: string;
  /** retryAfterMaxMs: the longest Retry-After honoured (TEKMETRIC_RETRY_AFTER_MAX_MS by default). */
  retry: { attempts: number; baseMs: number; maxMs: number; retryAfterMaxMs?: number };
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  maxRequestsPerSecond: number;
}

export function createTransport({
  base,
  retry,
  sleep,
  now,
  maxRequestsPerSecond,
}: TransportOptions): Transport {
  const throttle = createThrottle(maxRequestsPerSecond, now, sleep);
  let count = 0;

  async function send(path: string, init: HttpCall): Promise<HttpAnswer> {
    await throttle();
    count += 1;
    try {
      return await httpRequest(`${base}${path}`, init);
    } catch (error) {
      throw new TekmetricError(
        'unreachable',
        `Tekmetric could not be reached at ${where(base)}: ${networkReason(error)}.`,
      );
    }
  }

  return {
    get count() {
      return count;
    },
    async request(path, init) {
      for (let attempt = 1; ; attempt++) {
        let response: HttpAnswer;
        try {
          response = await send(path, init());
        } catch (error) {
          if (attempt >= retry.attempts) throw error;
          await sleep(backoffMs(attempt, retry.baseMs, retry.maxMs));
          continue;
        }
        if (response.status !== 429 && response.status < 500) return response;
        const asked = retryAfterMs(response.header('retry-after'));
        if (attempt >= retry.attempts) {
          const times = retry.attempts === 1 ? 'once' : `after ${retry.attempts} attempts`;
          throw new TekmetricError('server', `Tekmetric answered ${response.status} ${times}.`);
        }
        // Retry-After is honoured, up to a ceiling; without it, full-jitter backoff.
        const wait =
          asked === null
            ? backoffMs(attempt, retry.baseMs, retry.maxMs)
            : Math.min(asked, retry.retryAfterMaxMs ?? TEKMETRIC_RETRY_AFTER_MAX_MS);
        await sleep(wait);
      }
    },
  };
}

export function readJson(response: HttpAnswer, path: string): unknown {
  const body = response.text();
  try {
    return JSON.parse(body);
  } catch {
    throw new TekmetricError('malformed', `Tekmetric sent an answer to ${pathOnly(path)} that is not JSON.`);
  }
}
