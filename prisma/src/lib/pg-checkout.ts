// A connection taken from a node-postgres pool for more than one statement. While it is checked
// out the pool no longer listens for its 'error' event, so a connection PostgreSQL ends between
// two statements (a restart, a failover, pg_terminate_backend) while its holder awaits something
// else (Redis, object storage, the next fetch of a report) would be an unhandled 'error' that
// ends the process. Checked out here, the loss is kept instead: the next statement fails as
// usual and the connection is destroyed on release, not handed to the next caller.
import type pg from "pg";

export interface CheckedOut {
  client: pg.PoolClient;
  /** Gives the connection back; destroyed when it was lost or `broken` is set. */
  release(broken?: boolean): void;
}

export async function checkOut(pool: pg.Pool): Promise<CheckedOut> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (err: Error) => {
    lost = err;
  };
  client.on("error", onError);
  let released = false;
  return {
    client,
    release(broken = false) {
      if (released) return;
      released = true;
      client.off("error", onError);
      client.release(lost ?? broken);
    },
  };
}

/** Runs fn with a checked-out connection and gives it back (destroyed if it was lost meanwhile). */
export async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const held = await checkOut(pool);
  try {
    return await fn(held.client);
  } finally {
    held.release();
  }
}
