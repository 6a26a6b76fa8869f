import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX, errorBodySchema, SESSION_COOKIE } from '@rlo/contract';
import type { RouteEntry } from '../../app';
import type { TestContext } from '../app';
import { caseArb, describeRequest, toRequest, type FuzzCase, type FuzzRequest } from './requests';
import { sweepCases } from './sweep';
import { renewSessions, restore, type World } from './world';

/** What api.md allows a response to be: never a 5xx, and every 4xx in the error shape. */
export function verdict(method: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400 || method === 'HEAD') return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON`;
  }
  const shape = errorBodySchema.safeParse(body);
  if (!shape.success) return `answered ${res.statusCode} with a body that is not the api.md error shape`;
  if (shape.data.status !== res.statusCode) return `answered ${res.statusCode} with status ${shape.data.status} in the body`;
  return null;
}

/** The routes the fuzz calls: every API route but the generated docs and HEAD twins of GETs. */
export function fuzzedRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.startsWith(`${API_PREFIX}/docs`) && !r.url.includes('*') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
}

export interface Failure {
  route: string;
  problem: string;
  request: FuzzRequest;
  response: string;
}

export interface FuzzReport {
  requests: number;
  failures: Failure[];
  statuses: Map<number, number>;
  /** Routes whose handler answered at least once (a success, or a refusal only the handler gives). */
  reached: Set<string>;
}

// 404 (an object not found), 405, 409 and 473 come from handlers; 400 may be the schema's, 401 and 403 the guards'.
const HANDLER_REFUSALS = new Set([404, 405, 409, 473]);

const clearsSession = (res: LightMyRequestResponse) => res.cookies.some((c) => c.name === SESSION_COOKIE && (c.value === '' || (c.maxAge ?? 1) <= 0));

/** Random requests per route, however many the sweep already made: every route gets mutated freely too. */
const MIN_RANDOM_PER_ROUTE = 30;

/** A route's requests: the sweep's, then random ones up to its `share` of the run (at least MIN_RANDOM_PER_ROUTE). */
export function casesOf(route: RouteEntry, world: World, seed: number, share: number): FuzzCase[] {
  const swept = sweepCases(route, world, seed);
  const random = fc.sample(caseArb(route, world), { seed, numRuns: Math.max(MIN_RANDOM_PER_ROUTE, share - swept.length) });
  return [...swept, ...random];
}

/**
 * Sends at least `total` requests, route by route, each route with its own seed derived from
 * `seed` (so a route's requests do not depend on the routes before it). A request that signs the
 * owner out or demotes them is undone before the next one.
 */
export async function runFuzz(ctx: TestContext, world: World, seed: number, total: number): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, failures: [], statuses: new Map(), reached: new Set() };
  const routes = fuzzedRoutes(ctx.app.routeTable);
  for (const [index, route] of routes.entries()) {
    for (const fuzz of casesOf(route, world, seed + index, Math.ceil(total / routes.length))) {
      const request = toRequest(fuzz, world);
      const res = await ctx.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
      report.requests += 1;
      report.statuses.set(res.statusCode, (report.statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode < 400 || HANDLER_REFUSALS.has(res.statusCode)) report.reached.add(`${route.method} ${route.url}`);
      const problem = verdict(request.method, res);
      if (problem) report.failures.push({ route: `${route.method} ${route.url}`, problem, request, response: res.body.slice(0, 300) });
      if (request.method !== 'GET' && res.statusCode < 400) await restore(ctx, world);
      if (clearsSession(res) || (res.statusCode === 401 && fuzz.auth === 'route')) await renewSessions(ctx, world);
    }
  }
  return report;
}

/** One line per distinct (route, problem), with the first request that showed it. */
export function describeFailures(failures: readonly Failure[], seed: number): string {
  const seen = new Map<string, { failure: Failure; count: number }>();
  for (const failure of failures) {
    const key = `${failure.route} ${failure.problem}`;
    const known = seen.get(key);
    if (known) known.count += 1;
    else seen.set(key, { failure, count: 1 });
  }
  const lines = [...seen.values()].map(
    ({ failure, count }) => `${failure.route} ${failure.problem} (${count}×)\n    ${describeRequest(failure.request)}\n    → ${failure.response}`,
  );
  return `FUZZ_SEED=${seed}: ${failures.length} bad responses\n${lines.join('\n')}`;
}
