/**
 * The bus carries what must be heard beyond the process that learnt it: forced logouts,
 * notifications, export requests. Messages carry an id; consumers are idempotent on it.
 */
export interface BusMessage<T = unknown> {
  readonly id: string;
  readonly subject: string;
  readonly data: T;
  readonly publishedAt: string;
}

export type BusHandler<T = unknown> = (message: BusMessage<T>) => Promise<void> | void;

export interface SubscribeOptions {
  /**
   * A durable consumer name: messages published while the consumer is away are delivered when it
   * comes back (JetStream on NATS), and a message is redelivered until the handler resolves.
   * Without it, delivery is live only (at most once).
   */
  readonly durable?: string;
}

export interface BusSubscription {
  unsubscribe(): Promise<void>;
}

export interface Bus {
  /** Subjects are dot-separated tokens, e.g. "users.42.forced-logout"; "*" and ">" wildcards subscribe. */
  publish<T>(subject: string, data: T, options?: { readonly id?: string }): Promise<void>;
  subscribe<T>(subject: string, handler: BusHandler<T>, options?: SubscribeOptions): Promise<BusSubscription>;
  close(): Promise<void>;
}
