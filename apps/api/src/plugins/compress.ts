import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings offered, preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

// Quality 4, @fastify/compress's own default: 11 costs many times the CPU for a few percent less.
// A window of 2^18 bytes (256 KB) instead of brotli's 4 MB default: a streaming encoder does not know
// the answer's size, so it sets up for its whole window. Under 100 concurrent cold dashboard calls
// the encoders waiting for the thread pool held about 1 MB of native memory each; V8 counts that
// memory and ran a full garbage collection every few dozen answers, which took more CPU than the
// answers themselves (tech_stats_by_month, 92 KB: 150 → 225–283 answers/s, 8.2 → 3.0–3.9 ms
// of the server's CPU each). Answers under 256 KB compress to the same bytes, and a 1.1 MB CSV export to
// about the same size (172 KB against 179).
const BROTLI_WINDOW_BITS = 18;
const brotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  },
};

/**
 * The encoding this request's Accept-Encoding prefers among ours, as @fastify/compress reads it
 * ("*" and x-gzip mean gzip, and an x-no-compression header asks for none).
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** `text` compressed as the plugin would compress it. */
export function compressText(encoding: Encoding, text: string): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, brotliOptions) : gzipSync(text);
}

/**
 * Compresses API answers (JSON, CSV) with brotli or gzip, as the client accepts, above the
 * threshold. The web app's files come precompressed from the build (plugins/web.ts), and cached
 * report answers keep their compressed copies (lib/answer-cache.ts): both are left alone here.
 * Request bodies are not decompressed: clients send them plain.
 */
export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: [...ENCODINGS],
      brotliOptions,
      globalDecompression: false,
    });
  },
  { name: 'rlo-compress', dependencies: [] },
);
