/**
 * The bus carries what must be heard beyond the process that learnt it: forced logouts,
 * notifications, export requests. Messages carry an id; consumers are idempotent on it.
 */
export interface BusMessage<T = unknown> {
  readonly id: string;
  /** The concrete subject the message was published on (never a wildcard). */
  readonly subject: string;
  readonly data: T;
  /** ISO-8601 instant set by the publisher. */
  readonly publishedAt: string;
}

export type BusHandler<T = unknown> = (message: BusMessage<T>) => Promise<void> | void;

export interface SubscribeOptions {
  /**
   * A durable consumer name: messages published while the consumer is away are delivered when it
   * comes back (JetStream on NATS), and a message is redelivered (bounded retries with backoff)
   * until the handler resolves. Delivery is at least once, so handlers must be idempotent on the
   * message id (see `idempotent`). A new durable starts with messages published after it was first
   * created. Without a durable name, delivery is live only (at most once).
   */
  readonly durable?: string;
}

export interface PublishOptions {
  /** Defaults to a random UUID. Re-publishing the same id is deduplicated where the bus can (JetStream). */
  readonly id?: string;
}

export interface BusSubscription {
  /** After it resolves no new delivery starts; a durable consumer keeps its place for later. */
  unsubscribe(): Promise<void>;
}

export interface Bus {
  /** Subjects are dot-separated tokens, e.g. "users.42.forced-logout"; "*" and ">" wildcards subscribe. */
  publish<T>(subject: string, data: T, options?: PublishOptions): Promise<void>;
  subscribe<T>(subject: string, handler: BusHandler<T>, options?: SubscribeOptions): Promise<BusSubscription>;
  /** Stops every subscription and releases the connection; publish and subscribe reject afterwards. */
  close(): Promise<void>;
}

/** What a handler failure looks like to whoever watches the bus (logs, metrics, tests). */
export interface DeliveryFailure {
  readonly error: unknown;
  readonly message: BusMessage;
  readonly durable: string | undefined;
  /** 1-based delivery attempt that failed. */
  readonly attempt: number;
  /** True when the bus gives up on the message (non-durable, or retries exhausted). */
  readonly final: boolean;
}

export type DeliveryFailureReporter = (failure: DeliveryFailure) => void;

export class BusClosedError extends Error {
  override readonly name = "BusClosedError";
  readonly code = "bus_closed";
  constructor() {
    super("The bus is closed");
  }
}
