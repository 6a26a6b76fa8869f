import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AnswerCache } from '../lib/answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Report answers cached on the data's version, with ETags (lib/answer-cache.ts). */
    answers: AnswerCache;
  }
}

/** One answer cache per process, sized by REPORT_CACHE_MB. */
export default fp(
  async function answerCachePlugin(app: FastifyInstance) {
    app.decorate('answers', new AnswerCache(app.deps));
  },
  { name: 'rlo-answer-cache', dependencies: [] },
);
