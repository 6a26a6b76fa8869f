import type { z } from 'zod';
import {
  TEKMETRIC_MAX_REQUESTS_PER_SECOND,
  TEKMETRIC_RETRY,
  TEKMETRIC_TOKEN_RENEW_MARGIN_SECONDS,
} from '@rlo/contract';
import {
  customerShape,
  describeIssue,
  employeeShape,
  pageShape,
  tokenShape,
  vehicleShape,
  type TekmetricCustomer,
  type TekmetricEmployee,
  type TekmetricPage,
  type TekmetricVehicle,
} from './shapes';
import { REFUSED, shopNotInScope, TekmetricError, pathOnly, where } from './errors';
import { createTransport, readJson } from './http';

export { shopNotInScope, TekmetricError, type TekmetricErrorKind } from './errors';

// The Tekmetric partner API over HTTP (connectors.md §1): OAuth client credentials, a throttle per
// client, retries with backoff. The secret goes only into the Basic header and the token only into the
// Bearer header: errors (errors.ts) are built from fixed wording, status codes and paths.

export interface TekmetricClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  shopId: number;
  /** Default 10; 0 = unthrottled. */
  maxRequestsPerSecond?: number;
  /** Attempts in all for 429, 5xx and network errors; default 5, 500 ms, 30 s. */
  retry?: { attempts: number; baseMs: number; maxMs: number; retryAfterMaxMs?: number };
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds clock for the throttle and the token lifetime (tests advance it from sleep). */
  now?: () => number;
}

export interface RepairOrdersPageQuery {
  updatedDateStart: string;
  updatedDateEnd: string;
  page: number;
  size: number;
}

export interface TekmetricClient {
  readonly shopId: number;
  /** A fresh token; the shops its scope allows. */
  authenticate(): Promise<{ shopIds: number[] }>;
  repairOrdersPage(query: RepairOrdersPageQuery): Promise<TekmetricPage>;
  customer(id: number): Promise<TekmetricCustomer | null>;
  vehicle(id: number): Promise<TekmetricVehicle | null>;
  employees(): Promise<TekmetricEmployee[]>;
  /** HTTP requests sent so far, token requests and retries included. */
  readonly requestCount: number;
}

const EMPLOYEE_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 1000;

interface Token {
  value: string;
  renewAt: number;
  shopIds: number[];
}

export function createTekmetricClient(options: TekmetricClientOptions): TekmetricClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const http = createTransport({
    base,
    retry: options.retry ?? TEKMETRIC_RETRY,
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    now,
    maxRequestsPerSecond: options.maxRequestsPerSecond ?? TEKMETRIC_MAX_REQUESTS_PER_SECOND,
  });
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let token: Token | null = null;
  let pendingToken: Promise<Token> | null = null;

  function parse<T extends z.ZodType>(shape: T, value: unknown, path: string): z.output<T> {
    const parsed = shape.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new TekmetricError(
      'malformed',
      `Tekmetric sent an answer to ${pathOnly(path)} that cannot be read (${describeIssue(parsed.error)}).`,
    );
  }

  async function fetchToken(): Promise<Token> {
    const path = '/api/v1/oauth/token';
    const response = await http.request(path, () => ({
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    }));
    if ([400, 401, 403].includes(response.status)) {
      throw new TekmetricError('bad_credentials', REFUSED);
    }
    if (!response.ok) {
      throw new TekmetricError(
        'server',
        `Tekmetric answered ${response.status} to the sign-in at ${where(base)}.`,
      );
    }
    const answer = parse(tokenShape, readJson(response, path), path);
    // Renew a minute early, or at half-life for a short-lived token, so it never runs out mid-call.
    const margin = Math.min(TEKMETRIC_TOKEN_RENEW_MARGIN_SECONDS, answer.expires_in / 2);
    const shopIds = (answer.scope ?? '')
      .split(/[\s,]+/)
      .filter((s) => /^\d+$/.test(s))
      .map(Number);
    return { value: answer.access_token, renewAt: now() + (answer.expires_in - margin) * 1000, shopIds };
  }

  /** The current token, fetched once for concurrent callers; `refused` is one a 401 turned down. */
  async function currentToken(refused?: Token): Promise<Token> {
    if (token && token !== refused && now() < token.renewAt) return token;
    if (!pendingToken) {
      pendingToken = fetchToken().finally(() => (pendingToken = null));
    }
    token = await pendingToken;
    return token;
  }

  /** GET a JSON answer; null on 404. Renews the token once on a 401. */
  async function get(path: string): Promise<unknown> {
    let refused: Token | undefined;
    for (;;) {
      const current = await currentToken(refused);
      // A scope that lists shops but not this one would only answer 403s: say so at once.
      if (current.shopIds.length > 0 && !current.shopIds.includes(options.shopId))
        throw shopNotInScope(options.shopId, current.shopIds);
      const response = await http.request(path, () => ({
        method: 'GET',
        headers: { authorization: `Bearer ${current.value}`, accept: 'application/json' },
      }));
      if (response.status === 401 && !refused) {
          refused = current;
        continue;
      }
      if (response.ok) return readJson(response, path);
      if (response.status === 401) throw new TekmetricError('bad_credentials', REFUSED);
      if (response.status === 403) throw shopNotInScope(options.shopId, current.shopIds);
      if (response.status === 404) return null;
      throw new TekmetricError('server', `Tekmetric answered ${response.status} to ${pathOnly(path)}.`);
    }
  }

  async function getPage(path: string): Promise<TekmetricPage> {
    const body = await get(path);
    if (body === null)
      throw new TekmetricError(
        'server',
        `Tekmetric answered 404 to ${pathOnly(path)}: check the address ${where(base)}.`,
      );
    return parse(pageShape, body, path);
  }

  const shop = options.shopId;
  return {
    shopId: shop,
    get requestCount() {
      return http.count;
    },
    async authenticate() {
      token = null;
      return { shopIds: (await currentToken()).shopIds };
    },
    repairOrdersPage({ updatedDateStart, updatedDateEnd, page, size }) {
      const query = new URLSearchParams({
        shop: String(shop),
        updatedDateStart,
        updatedDateEnd,
        page: String(page),
        size: String(size),
        sort: 'updatedDate',
        // Newest first: an RO edited during the pull moves to page 0, already read, and the rest shift
        // one place later, so a page boundary repeats an RO (ingest skips it) instead of losing one.
        // The edited RO itself is newer than this run's window start and comes in the next pull.
        sortDirection: 'DESC',
      });
      return getPage(`/api/v1/repair-orders?${query}`);
    },
    async customer(id) {
      const path = `/api/v1/customers/${encodeURIComponent(id)}`;
      const body = await get(path);
      return body === null ? null : parse(customerShape, body, path);
    },
    async vehicle(id) {
      const path = `/api/v1/vehicles/${encodeURIComponent(id)}`;
      const body = await get(path);
      return body === null ? null : parse(vehicleShape, body, path);
    },
    async employees() {
      const out: TekmetricEmployee[] = [];
      for (let page = 0; page < MAX_LIST_PAGES; page++) {
        const answer = await getPage(
          `/api/v1/employees?shop=${shop}&page=${page}&size=${EMPLOYEE_PAGE_SIZE}`,
        );
        // One unreadable employee only loses its name ("Employee <id>"), not the sync.
        for (const item of answer.content) {
          const parsed = employeeShape.safeParse(item);
          if (parsed.success) out.push(parsed.data);
        }
        if (answer.last || answer.content.length === 0 || page + 1 >= answer.totalPages) break;
      }
      return out;
    },
  };
}
