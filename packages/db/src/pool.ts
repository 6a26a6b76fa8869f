import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients go back to it, as broken, the moment their connection fails.
 *
 * Drizzle's transaction checks out a client and sends BEGIN before its try/finally, so when BEGIN
 * fails (the server went away between checkout and BEGIN) it never releases the client: the pool
 * keeps counting it, and after `max` such losses every request waits for a connection that never
 * comes, long after the database is back. Releasing on the client's 'error' event frees the slot
 * whoever holds the client; a later release by the holder is then a no-op instead of the pool's
 * "release called twice" error, which would replace the real one.
 *
 * pool.query (the callback form of connect) already releases on error, so it is left as it is.
 */
export class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnError);
  }
}

function releasedOnError(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const finish = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  const onError = (error: Error) => finish(error);
  client.on('error', onError);
  client.release = finish;
  return client;
}
