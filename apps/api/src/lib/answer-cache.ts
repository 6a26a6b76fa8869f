import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import type { AppDeps } from '../deps';

/** What a cached answer depends on besides the request: the partner, the locations and their day. */
export interface CacheScope {
  partnerId: number;
  locationIds: number[];
  today: string;
}

/**
 * Report answers cached on the data's version (issue 28). An answer is keyed by the route, its
 * parameters, the partner, the business date, the data version of every location in scope (read
 * from PostgreSQL on every request, so several processes agree without talking to each other) and
 * the code that computed it. The key's hash is the answer's ETag: a client that sends it back in
 * If-None-Match gets 304 after one small read of the versions, without the rollups being touched.
 * Bounded in bytes (LRU); `maxBytes` 0 turns caching and 304s off (the benchmark's cold figure).
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, string> | null;
  /** Answers computed, served from memory, and 304s: the tests and the benchmark read these. */
  readonly stats = { computed: 0, served: 0, notModified: 0 };

  constructor(
    private readonly deps: AppDeps,
    maxBytes = deps.config.reportCacheBytes,
  ) {
    this.answers =
      maxBytes > 0
        ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => Math.max(1, body.length) })
        : null;
  }

  get enabled(): boolean {
    return this.answers !== null;
  }

  /** Sends the answer of `compute` for this request, from memory or as 304 when the data has not moved. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: CacheScope,
    compute: () => Promise<unknown>,
  ) {
    if (!this.answers) {
      this.stats.computed++;
      return reply.send(await compute());
    }
    const versions = await dataVersions(this.deps.database.db, scope.locationIds);
    const key = canonical([
      codeVersion(),
      request.method,
      request.routeOptions.url,
      scope.partnerId,
      scope.today,
      versions,
      request.params,
      request.query,
      request.body,
    ]);
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
    // private: the answer is one partner's; no-cache: the browser asks again every time, with the ETag.
    const headers = { etag, 'cache-control': 'private, no-cache' };
    // An ETag is only ever handed out with a successful answer, so a match is one.
    if (matches(request.headers['if-none-match'], etag)) {
      this.stats.notModified++;
      return reply.code(304).headers(headers).send();
    }
    let body = this.answers.get(key);
    if (body === undefined) {
      this.stats.computed++;
      // The route's own response schema serializes (and checks) the answer once; later hits send the text.
      body = reply.serialize(await compute()) as string;
      this.answers.set(key, body);
    } else {
      this.stats.served++;
    }
    return reply.headers(headers).type('application/json; charset=utf-8').send(body);
  }
}

/** "id:version" for each location in scope; a location never changed has version 0. */
async function dataVersions(db: Db, locationIds: number[]): Promise<string> {
  if (locationIds.length === 0) return '';
  const rows = await db
    .select({ id: schema.locationDataVersions.locationId, version: schema.locationDataVersions.version })
    .from(schema.locationDataVersions)
    .where(inArray(schema.locationDataVersions.locationId, locationIds));
  const byId = new Map(rows.map((r) => [r.id, r.version]));
  return [...locationIds]
    .sort((a, b) => a - b)
    .map((id) => `${id}:${byId.get(id) ?? 0}`)
    .join(',');
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** JSON with object keys sorted, so `?a=1&b=2` and `?b=2&a=1` are one key. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

let code: string | undefined;

/**
 * A hash of the server's source (it runs from source): a deploy that changes how a figure is
 * computed changes every ETag, so no browser keeps an answer the old code computed. The same code
 * gives the same hash in every process, so their ETags agree.
 */
function codeVersion(): string {
  if (code !== undefined) return code;
  const hash = createHash('sha256');
  const roots = ['../../../../packages/contract/src', '../../../../packages/db/src', '..'].map((p) =>
    path.resolve(import.meta.dirname, p),
  );
  for (const root of roots) {
    for (const file of (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      if (file.includes('__tests__')) continue;
      hash.update(file).update(readFileSync(path.join(root, file)));
    }
  }
  return (code = hash.digest('base64url').slice(0, 16));
}
