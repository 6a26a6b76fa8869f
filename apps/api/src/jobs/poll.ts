import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../lib/database-errors';

export interface Poller {
  /** One pass now (or the pass already running): passes never overlap. */
  tick(): Promise<void>;
  /** No more passes; resolves when the running one has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every intervalMs (and once after firstDelayMs) until stopped, one pass at a time:
 * a slow pass (an SMTP server, a long first sync) never stacks another behind it. The work itself
 * is kept in PostgreSQL by each job; the timer only decides when this process looks.
 */
export function poll(
  log: FastifyBaseLogger,
  name: string,
  pass: (stopping: () => boolean) => Promise<void>,
  { intervalMs, firstDelayMs }: { intervalMs: number; firstDelayMs: number },
): Poller {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    running ??= (async () => {
      try {
        await pass(() => stopped);
      } catch (error) {
        // Never fatal (the database restarting, an SMTP server down): the next tick tries again, and
        // the work waiting in the database is still there. Logged without statement parameters.
        log.error({ err: loggableError(error) }, `${name} pass failed; retried at the next tick`);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const first = setTimeout(() => void tick(), Math.min(intervalMs, firstDelayMs));
  const timer = setInterval(() => void tick(), intervalMs);
  first.unref();
  timer.unref();
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
