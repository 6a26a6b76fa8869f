import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV) with brotli or gzip, as the client accepts, above the
 * threshold. The web app's files come precompressed from the build (plugins/web.ts) and are left
 * alone here. Request bodies are not decompressed: clients send them plain.
 */
export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'rlo-compress', dependencies: [] },
);
