import type { FastifyBaseLogger } from 'fastify';
import { COACHING_REQUEST_RETRY_MS } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { retryRequests } from '../modules/coach-comments/requests';
import { poll, type Poller } from './poll';

/**
 * Sends again, a few minutes apart, the coaching request e-mails that could not be sent when they
 * were made (modules/coach-comments/requests.ts). The requests wait in their table, so a restart
 * loses nothing; the first pass comes shortly after start for those left from before it.
 */
export function startCoachingRequestRetries(deps: AppDeps, log: FastifyBaseLogger): Poller {
  return poll(
    log,
    'coaching request e-mail retry',
    async () => {
      await retryRequests({ ...deps, log });
    },
    { intervalMs: COACHING_REQUEST_RETRY_MS, firstDelayMs: 5_000 },
  );
}
