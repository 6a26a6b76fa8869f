import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { acceptedEncoding, compressText, COMPRESS_THRESHOLD_BYTES } from '../plugins/compress';

/** What a cached answer depends on besides the request: the partner, its day and the locations' data versions. */
export interface CacheScope {
  partnerId: number;
  today: string;
  /** "id:version,…" of every location in scope, read from PostgreSQL for this request (lib/scope.ts). */
  versions: string;
}

/** A part of answers kept beside them (`keep`), with what it is reckoned to take in memory. */
interface Kept {
  value: unknown;
  bytes: number;
}

/**
 * Report answers cached on the data's version (issue 28). An answer is keyed by the route, its
 * parameters, the partner, the business date, the data version of every location in scope (read
 * from PostgreSQL on every request, in the same query as the scope's locations, so several
 * processes agree without talking to each other and a hit costs no read of its own) and the code
 * that computed it. The key's hash is the answer's ETag: a client that sends it back in
 * If-None-Match gets 304 without the rollups being touched.
 * Bounded in bytes (LRU); `maxBytes` 0 turns caching and 304s off (the benchmark's cold figure).
 */
export class AnswerCache {
  /**
   * Each answer's JSON, and beside it (key + "\n" + encoding) its compressed copies, each its own
   * entry; and the parts several answers share ("kept\n" + key).
   */
  private readonly answers: LRUCache<string, string | Buffer | Kept> | null;
  /**
   * Answers computed, served from memory, and 304s, copies compressed, and shared parts computed and
   * reused: the tests and the benchmark read these.
   */
  readonly stats = {
    computed: 0,
    served: 0,
    notModified: 0,
    compressed: 0,
    partsComputed: 0,
    partsReused: 0,
  };

  constructor(deps: AppDeps, maxBytes = deps.config.reportCacheBytes) {
    this.answers =
      maxBytes > 0
        ? new LRUCache({
            maxSize: maxBytes,
            sizeCalculation: (v) => Math.max(1, isKept(v) ? v.bytes : v.length),
          })
        : null;
  }

  get enabled(): boolean {
    return this.answers !== null;
  }

  /**
   * A part several answers share (every page of one list), kept in the same memory on the same
   * terms: `key` must name all it depends on, the data versions of its locations included, so that
   * it is fresh exactly while they have not moved. Computed every time when caching is off.
   */
  async keep<T>(key: string, bytes: (value: T) => number, compute: () => Promise<T>): Promise<T> {
    if (!this.answers) return compute();
    const slot = `kept\n${key}`;
    const hit = this.answers.get(slot);
    if (hit !== undefined && isKept(hit)) {
      this.stats.partsReused++;
      return hit.value as T;
    }
    this.stats.partsComputed++;
    const value = await compute();
    this.answers.set(slot, { value, bytes: bytes(value) });
    return value;
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
    const key = canonical([
      codeVersion(),
      request.method,
      request.routeOptions.url,
      scope.partnerId,
      scope.today,
      scope.versions,
      request.params,
      request.query,
      request.body,
    ]);
    const tag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
    // private: the answer is one partner's; no-cache: the browser asks again every time, with the ETag.
    // Weak: the plain, brotli and gzip bodies of one answer share it (the same JSON, not the same bytes).
    const headers = { etag: `W/${tag}`, 'cache-control': 'private, no-cache' };
    // An ETag is only ever handed out with a successful answer, so a match is one.
    if (matches(request.headers['if-none-match'], tag)) {
      this.stats.notModified++;
      return reply.code(304).headers(headers).send();
    }
    let body = this.answers.get(key) as string | undefined;
    if (body === undefined) {
      this.stats.computed++;
      // The route's own response schema serializes (and checks) the answer once; later hits send the text.
      body = reply.serialize(await compute()) as string;
      this.answers.set(key, body);
    } else {
      this.stats.served++;
    }
    reply.headers(headers).type('application/json; charset=utf-8');
    // A browser asks for brotli or gzip: the answer is compressed once per encoding and kept, so a
    // hit costs no compression (the compress plugin leaves an answer that names its encoding alone).
    const encoding = acceptedEncoding(request);
    if (encoding === null || Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return reply.send(body);
    const packedKey = `${key}\n${encoding}`;
    let packed = this.answers.get(packedKey) as Buffer | undefined;
    if (packed === undefined) {
      this.stats.compressed++;
      packed = compressText(encoding, body);
      this.answers.set(packedKey, packed);
    }
    return reply.headers({ 'content-encoding': encoding, vary: 'accept-encoding' }).send(packed);
  }
}

const isKept = (v: string | Buffer | Kept): v is Kept => typeof v === 'object' && !Buffer.isBuffer(v);

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x". */
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
