import fc from 'fast-check';
import type { RouteEntry } from '../../app';
import { INT4_MAX } from './hostile';
import { baseArb, pathsOf, type FuzzCase } from './requests';
import type { World } from './world';

// Random mutations reach each (field, bad value) pair of a route only by chance. The sweep makes
// sure of the ones that broke the API before (issue 32): each field of a route's valid-looking
// request gets each of these values in turn, one request per pair.

const LONG_TEXT = 'x'.repeat(100_000);
export const EDGE_VALUES: readonly unknown[] = ['\u0000', 'a\u0000', INT4_MAX + 1, 1.5, -1, '9999-12-31', LONG_TEXT, [], {}, null];
const EDGE_PATH_VALUES = ['%00', String(INT4_MAX + 1), '1.5', '-1', '9999-12-31', 'x'.repeat(1_000)];
/** Fields swept per route: a batch of repair orders has hundreds; the random fuzz covers the rest. */
const FIELDS_PER_ROUTE = 24;

function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

/** One request per (field, edge value) of the route, signed in as the route expects. */
export function sweepCases(route: RouteEntry, world: World, seed: number): FuzzCase[] {
  const [base] = fc.sample(baseArb(route, world), { seed, numRuns: 1 });
  const cases: FuzzCase[] = [];
  const of = (mutation: FuzzCase['mutation']): FuzzCase => ({ route, ...base, mutation, auth: 'route' });
  for (const name of Object.keys(base.params)) {
    for (const value of EDGE_PATH_VALUES) cases.push(of({ kind: 'pathParam', name, value }));
  }
  const fields = [
    ...pathsOf(base.query).map((path) => ({ part: 'query' as const, path })),
    ...pathsOf(base.body).map((path) => ({ part: 'body' as const, path })),
  ];
  for (const { part, path } of spread(fields, FIELDS_PER_ROUTE)) {
    for (const value of EDGE_VALUES) cases.push(of({ kind: 'replace', part, path, value }));
  }
  return cases;
}
