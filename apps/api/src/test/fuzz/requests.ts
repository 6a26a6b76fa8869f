import fc from 'fast-check';
import type { RouteEntry } from '../../app';
import { inputJsonSchema } from '../route-schema';
import { contentTypes, hostileBody, hostilePathValues, hostileValue, rawBodies, rawQueries } from './hostile';
import { idKindOfPath } from './hints';
import { plausible } from './sample';
import type { World } from './world';

// One fuzz request: a valid-looking request built from the route's schema, then one thing broken.

export type Auth = 'route' | 'none' | 'garbage' | 'noXhr';
type Part = 'params' | 'query' | 'body';
type Path = (string | number)[];

export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; part: Part; path: Path; value: unknown }
  | { kind: 'remove'; part: Part; path: Path }
  | { kind: 'unknownField'; part: 'query' | 'body'; path: Path; value: unknown }
  | { kind: 'pathParam'; name: string; value: string }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'rawBody'; text: string }
  | { kind: 'contentType'; contentType: string }
  | { kind: 'noBody' }
  | { kind: 'rawQuery'; text: string };

export interface FuzzCase {
  route: RouteEntry;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  mutation: Mutation;
  auth: Auth;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A valid-looking value of one part of the request, or `absent` when the route has no schema for it. */
function partArb(schema: unknown, world: World, route: RouteEntry, absent: unknown): fc.Arbitrary<unknown> {
  const json = inputJsonSchema(schema);
  return json ? plausible(json, '', world, idKindOfPath(route.url)) : fc.constant(absent);
}

/** Every path into a value, containers included (so a whole object or list can be replaced too). */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return here;
}

function objectPathsOf(value: unknown): Path[] {
  const all = [[], ...pathsOf(value)];
  return all.filter((path) => {
    const target = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key as string], value);
    return target !== null && typeof target === 'object' && !Array.isArray(target);
  });
}

function mutationArb(route: RouteEntry, params: Record<string, unknown>, query: Record<string, unknown>, body: unknown): fc.Arbitrary<Mutation> {
  const options: { weight: number; arbitrary: fc.Arbitrary<Mutation> }[] = [{ weight: 10, arbitrary: fc.constant({ kind: 'none' }) }];
  const withPaths = (part: Part, value: unknown) => {
    const paths = pathsOf(value);
    if (!paths.length) return;
    options.push({ weight: 30, arbitrary: fc.record({ kind: fc.constant('replace' as const), part: fc.constant(part), path: fc.constantFrom(...paths), value: hostileValue }) });
    options.push({ weight: 6, arbitrary: fc.record({ kind: fc.constant('remove' as const), part: fc.constant(part), path: fc.constantFrom(...paths) }) });
  };
  withPaths('query', query);
  withPaths('body', body);
  const names = Object.keys(params);
  if (names.length) {
    options.push({ weight: 20, arbitrary: fc.record({ kind: fc.constant('pathParam' as const), name: fc.constantFrom(...names), value: hostilePathValues }) });
  }
  options.push({ weight: 4, arbitrary: fc.record({ kind: fc.constant('unknownField' as const), part: fc.constant('query' as const), path: fc.constantFrom<Path[]>(['zz_unknown'], ['__proto__']), value: hostileValue }) });
  if (body !== undefined) {
    const objects = objectPathsOf(body);
    if (objects.length) {
      options.push({
        weight: 5,
        arbitrary: fc.record({
          kind: fc.constant('unknownField' as const),
          part: fc.constant('body' as const),
          path: fc.constantFrom(...objects).chain((path) => fc.constantFrom('zz_unknown', '__proto__', 'constructor').map((key) => [...path, key])),
          value: hostileValue,
        }),
      });
    }
  }
  if (HAS_BODY.has(route.method)) {
    options.push({ weight: 5, arbitrary: fc.record({ kind: fc.constant('wholeBody' as const), value: hostileBody }) });
    options.push({ weight: 5, arbitrary: fc.record({ kind: fc.constant('rawBody' as const), text: rawBodies }) });
    options.push({ weight: 4, arbitrary: fc.record({ kind: fc.constant('contentType' as const), contentType: contentTypes }) });
    options.push({ weight: 3, arbitrary: fc.constant({ kind: 'noBody' as const }) });
  }
  options.push({ weight: 3, arbitrary: fc.record({ kind: fc.constant('rawQuery' as const), text: rawQueries }) });
  return fc.oneof(...options);
}

/** The valid-looking parts of a request to the route, built from its schema. */
export function baseArb(route: RouteEntry, world: World) {
  return fc.record({
    params: partArb(route.schema.params, world, route, {}) as fc.Arbitrary<Record<string, unknown>>,
    query: partArb(route.schema.querystring, world, route, {}) as fc.Arbitrary<Record<string, unknown>>,
    body: partArb(route.schema.body, world, route, undefined),
  });
}

/** The requests of one route: its schema's valid-looking request, one mutation, and who sends it. */
export function caseArb(route: RouteEntry, world: World): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      base: baseArb(route, world),
      auth: fc.oneof(
        { weight: 85, arbitrary: fc.constant<Auth>('route') },
        { weight: 9, arbitrary: fc.constant<Auth>('none') },
        { weight: 3, arbitrary: fc.constant<Auth>('garbage') },
        { weight: 3, arbitrary: fc.constant<Auth>('noXhr') },
      ),
    })
    .chain(({ base: { params, query, body }, auth }) =>
      mutationArb(route, params, query, body).map((mutation) => ({ route, params, query, body, mutation, auth })),
    );
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key as string], root) as Record<string, unknown> | unknown[];
  const last = path[path.length - 1];
  if (remove && Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (remove) delete (parent as Record<string, unknown>)[last as string];
  // defineProperty: a "__proto__" key must become an own property, as JSON.parse makes it.
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (encodeURIComponent throws on them). */
export function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function queryString(query: Record<string, unknown>, raw?: string): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    Array.isArray(value) && value.length > 0 && value.length < 10 ? value.map((item) => `${encode(key)}=${encode(asText(item))}`) : [`${encode(key)}=${encode(asText(value))}`],
  );
  if (raw) pairs.push(raw);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The request a case makes, as app.inject takes it; `payload` is the exact body text sent. */
export function toRequest(fuzz: FuzzCase, world: World): FuzzRequest {
  const { route, mutation } = fuzz;
  const params = clone(fuzz.params);
  const query = clone(fuzz.query);
  let body = clone(fuzz.body);
  if (mutation.kind === 'replace' || mutation.kind === 'remove') {
    const target = mutation.part === 'params' ? params : mutation.part === 'query' ? query : body;
    const changed = setAt(target, mutation.path, mutation.kind === 'replace' ? mutation.value : undefined, mutation.kind === 'remove');
    if (mutation.part === 'body') body = changed;
  }
  if (mutation.kind === 'unknownField') setAt(mutation.part === 'query' ? query : body, mutation.path, mutation.value);
  if (mutation.kind === 'pathParam') params[mutation.name] = mutation.value;
  if (mutation.kind === 'wholeBody') body = mutation.value;

  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encode(asText(params[name] ?? '1')));
  const url = path + queryString(query, mutation.kind === 'rawQuery' ? mutation.text : undefined);
  const headers: Record<string, string> = {};
  if (fuzz.auth !== 'noXhr') headers['x-requested-with'] = 'XMLHttpRequest';
  if (fuzz.auth === 'garbage') headers.cookie = 'access_token=not-a-session';
  if (fuzz.auth === 'route') {
    if (route.config.bearer) headers.authorization = `Bearer ${world.agentToken}`;
    else headers.cookie = route.config.audience === 'coach' ? world.coachCookie : world.ownerCookie;
  }
  if (!HAS_BODY.has(route.method) || mutation.kind === 'noBody' || body === undefined) {
    return { method: route.method, url, headers };
  }
  headers['content-type'] = mutation.kind === 'contentType' ? mutation.contentType : 'application/json';
  const payload = mutation.kind === 'rawBody' ? mutation.text : JSON.stringify(body);
  return { method: route.method, url, headers, payload };
}

/** A request as a failure report shows it: long texts shortened, everything else exact. */
export function describeRequest(request: FuzzRequest): string {
  const short = (text: string) => (text.length > 300 ? `${text.slice(0, 120)}… (${text.length} chars)` : text);
  return [
    `${request.method} ${short(request.url)}`,
    `headers: ${JSON.stringify(request.headers)}`,
    request.payload === undefined ? 'body: (none)' : `body: ${short(JSON.stringify(request.payload))}`,
  ].join('\n    ');
}

