import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeShop, type FakeShop } from './shop';
import type { FakeRepairOrder } from './types';

// A fake Tekmetric partner API over node:http, for tests and local trials (npm run fake:tekmetric):
// OAuth client credentials, repair orders by updatedDate in Spring pages, customer, vehicle and
// employee lookups, bearer tokens checked on every call, and failures injected on demand.

export type FakeFailure = { status: 429; retryAfterSeconds?: number } | { status: 500 } | { malformed: true };

export interface FakeTekmetricOptions {
  /** 0 (default) = a free port. */
  port?: number;
  seed?: number;
  repairOrders?: number;
  /** YYYY-MM-DD span of the generated ROs; default two years ending today. */
  from?: string;
  to?: string;
  shopId?: number;
  /** The shops the token's scope lists; default just shopId. */
  scopeShopIds?: number[];
  tokenTtlSeconds?: number;
  clientId?: string;
  clientSecret?: string;
}

export interface FakeTekmetric {
  url: string;
  credentials: { clientId: string; clientSecret: string; shopId: number };
  shop: FakeShop;
  /** The next `times` (default 1) requests whose path starts with pathPrefix fail this way. */
  fail(pathPrefix: string, failure: FakeFailure, times?: number): void;
  /** Drops every injected failure still pending. */
  recover(): void;
  /** Every token issued so far stops working (the next call answers 401). */
  expireTokens(): void;
  /** Every request received, path with its query string. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/** Spring Data's default and Tekmetric's assumed largest page. */
const DEFAULT_SIZE = 20;
const MAX_SIZE = 100;

export async function startFakeTekmetric(options: FakeTekmetricOptions = {}): Promise<FakeTekmetric> {
  const shop = createFakeShop({
    seed: options.seed,
    repairOrders: options.repairOrders,
    from: options.from,
    to: options.to,
    shopId: options.shopId,
  });
  const credentials = {
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? 'fake-client-secret',
    shopId: shop.shopId,
  };
  const scope = options.scopeShopIds ?? [shop.shopId];
  const ttl = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const failures: { prefix: string; failure: FakeFailure; left: number }[] = [];
  const requests: { method: string; path: string }[] = [];
  // A first sync reads hundreds of pages of one selection and looks up thousands of ids: both are
  // kept between requests (until the shop changes) so the fake's own cost stays out of the bench.
  const selections = new Map<string, { revision: number; list: FakeRepairOrder[] }>();
  const byId = new Map<string, { size: number; map: Map<number, { id: number }> }>();
  const indexed = (name: string, list: { id: number }[]) => {
    const cached = byId.get(name);
    if (cached?.size === list.length) return cached.map;
    const map = new Map(list.map((item) => [item.id, item]));
    byId.set(name, { size: list.length, map });
    return map;
  };

  function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search });
    const injected = failures.find((f) => f.left > 0 && url.pathname.startsWith(f.prefix));
    if (injected) {
      injected.left -= 1;
      const failure = injected.failure;
      if ('malformed' in failure) return raw(res, 200, '{"content": [{"id": 1, "repairOrderNumber":');
      if (failure.status === 429) res.setHeader('retry-after', String(failure.retryAfterSeconds ?? 1));
      return json(res, failure.status, {
        error: failure.status === 429 ? 'Too Many Requests' : 'Internal Server Error',
      });
    }
    if (url.pathname === '/api/v1/oauth/token' && req.method === 'POST') return issueToken(req, res, body);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || (tokens.get(bearer) ?? 0) <= Date.now()) return json(res, 401, { error: 'invalid_token' });
    if (req.method !== 'GET') return json(res, 405, { error: 'Method Not Allowed' });

    const lookup = /^\/api\/v1\/(customers|vehicles)\/(\d+)$/.exec(url.pathname);
    if (lookup) {
      const list: { id: number }[] = lookup[1] === 'customers' ? shop.customers : shop.vehicles;
      const found = indexed(lookup[1], list).get(Number(lookup[2]));
      return found ? json(res, 200, found) : json(res, 404, { message: 'Not found' });
    }
    if (url.pathname !== '/api/v1/repair-orders' && url.pathname !== '/api/v1/employees')
      return json(res, 404, { message: 'Not found' });
    const q = url.searchParams;
    const shopParam = Number(q.get('shop'));
    const page = Number(q.get('page') ?? 0);
    const size = Math.min(MAX_SIZE, Number(q.get('size') ?? DEFAULT_SIZE));
    if (
      !Number.isInteger(shopParam) ||
      !Number.isInteger(page) ||
      page < 0 ||
      !Number.isInteger(size) ||
      size < 1
    ) {
      return json(res, 400, { message: 'shop, page and size must be whole numbers' });
    }
    if (!scope.includes(shopParam)) return json(res, 403, { message: `Access denied to shop ${shopParam}` });
    const mine = shopParam === shop.shopId;
    if (url.pathname === '/api/v1/employees')
      return json(res, 200, springPage(mine ? shop.employees : [], page, size));

    const [from, to] = [q.get('updatedDateStart'), q.get('updatedDateEnd')];
    const statuses = q.getAll('repairOrderStatusId').map(Number);
    const descending = q.get('sortDirection')?.toUpperCase() === 'DESC';
    const key = [shopParam, from, to, statuses.join(','), descending].join('|');
    let selected = selections.get(key)?.revision === shop.revision ? selections.get(key)?.list : undefined;
    if (!selected) {
      selected = (mine ? shop.repairOrders : [])
        .filter((ro) => {
          const day = ro.updatedDate.slice(0, 10);
          return (
            (!from || day >= from) &&
            (!to || day <= to) &&
            (statuses.length === 0 || statuses.includes(ro.repairOrderStatus.id))
          );
        })
        .sort((a, b) => Date.parse(a.updatedDate) - Date.parse(b.updatedDate) || a.id - b.id);
      if (descending) selected.reverse();
      selections.set(key, { revision: shop.revision, list: selected });
    }
    return json(res, 200, springPage(selected, page, size));
  }

  function issueToken(req: IncomingMessage, res: ServerResponse, body: string): void {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const given = Buffer.from(basic, 'base64');
    const expected = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return json(res, 401, { error: 'invalid_client' });
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
      return json(res, 400, { error: 'unsupported_grant_type' });
    const token = randomBytes(24).toString('hex');
    tokens.set(token, Date.now() + ttl * 1000);
    json(res, 200, { access_token: token, token_type: 'bearer', expires_in: ttl, scope: scope.join(' ') });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        json(res, 500, { error: String(error) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    shop,
    requests,
    fail(pathPrefix, failure, times = 1) {
      failures.push({ prefix: pathPrefix, failure, left: times });
    },
    recover() {
      failures.length = 0;
    },
    expireTokens() {
      tokens.clear();
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function springPage<T>(all: T[], page: number, size: number) {
  const content = all.slice(page * size, page * size + size);
  const totalPages = Math.ceil(all.length / size);
  return {
    content,
    totalPages,
    totalElements: all.length,
    last: page >= totalPages - 1,
    first: page === 0,
    number: page,
    size,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

function json(res: ServerResponse, status: number, value: unknown): void {
  raw(res, status, JSON.stringify(value));
}

function raw(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}
