import type { RecordedEvent } from "@workledger/event-store";
import type { Transaction } from "kysely";
import type { Database } from "../database.ts";

/**
 * A read model fed by the global log. `apply` runs inside the batch's transaction, which also
 * moves the checkpoint: a row is written exactly when its event is counted as applied.
 */
export interface Projection {
  /** Unique and stable: it keys the checkpoint. Renaming it means a rebuild. */
  readonly name: string;
  /** Only these types reach `apply`. The checkpoint still moves past every other event. */
  readonly eventTypes?: readonly string[];
  /** The tables this projection alone writes; a rebuild empties them. */
  readonly tables: readonly string[];
  /** Throwing stops the projection (status failed) and rolls back the whole batch; nothing is skipped. */
  apply(trx: Transaction<Database>, event: RecordedEvent): Promise<void>;
  /**
   * Optional: applies a whole batch (only `eventTypes`, in log order) with a few set-based
   * statements; it must leave exactly the rows `apply` would leave event by event. If it throws
   * anything but a transient database error, the runner rolls the batch back and replays it with
   * `apply` one event at a time, so a poison event is still named.
   */
  applyBatch?(trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void>;
}

export interface ProjectionLogger {
  info(message: string, fields?: Readonly<Record<string, unknown>>): void;
  error(message: string, fields?: Readonly<Record<string, unknown>>): void;
}

export const consoleLogger: ProjectionLogger = {
  info: (message, fields) => console.info(JSON.stringify({ level: "info", message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: "error", message, ...fields })),
};

export const silentLogger: ProjectionLogger = { info: () => undefined, error: () => undefined };
