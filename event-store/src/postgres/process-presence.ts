import { randomInt } from "node:crypto";
import pg from "pg";

/**
 * Advisory-lock namespace (the first key of PostgreSQL's two-key advisory locks) under which every
 * process holds its presence lock; the second key is the process's id.
 */
export const PRESENCE_LOCK_SPACE = 7_707_002;

/**
 * This process's id among the processes sharing a database: rows a process keeps "in progress"
 * (idempotency claims) name it, so another process can tell whether their owner still lives.
 * Random per process start; two live processes drawing the same id would only see each other's
 * claims as alive (1 in 2^31).
 */
export const processPresenceId: number = randomInt(1, 2 ** 31 - 1);

/**
 * SQL that is true when the process named by `ownerColumn` is gone (one statement, no extra round
 * trip): not this process, and its presence lock is free. The try-lock is transaction-scoped, so
 * it ends with the statement's own transaction. On PGlite only one process ever opens the data
 * directory, so every other owner is a dead one and the lock is always free.
 */
export const ownerGoneSql = (ownerColumn: string): string =>
  `(${ownerColumn} <> ${processPresenceId} AND pg_try_advisory_xact_lock(${PRESENCE_LOCK_SPACE}, ${ownerColumn}))`;

export interface ProcessPresence {
  close(): Promise<void>;
}

/**
 * Holds this process's presence lock on its own connection (not one of the pool's, which come and
 * go), shared so a second pool of the same process on the same database takes it too. A kill -9
 * closes the socket, the server ends the session and the lock is free at once. A dropped
 * connection is opened again (with a growing pause), so a server restart does not leave a live
 * process looking dead for longer than the reconnect.
 */
export const holdProcessPresence = async (connectionString: string): Promise<ProcessPresence> => {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pauseMs = 100;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: `workledger-presence-${processPresenceId}`, keepAlive: true });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (closed || client !== next) return;
      client = undefined;
      schedule();
    });
    await next.connect();
    await next.query("SELECT pg_advisory_lock_shared($1, $2)", [PRESENCE_LOCK_SPACE, processPresenceId]);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    pauseMs = 100;
  };
  const schedule = (): void => {
    if (closed) return;
    retryTimer = setTimeout(() => {
      connect().catch(() => {
        pauseMs = Math.min(pauseMs * 2, 5_000);
        schedule();
      });
    }, pauseMs);
    retryTimer.unref();
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
};
