import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  BusClosedError,
  type Bus,
  type BusHandler,
  type BusMessage,
  type BusSubscription,
  type DeliveryFailureReporter,
} from "./port.ts";
import { backoffAfter, defaultRetryPolicy, reportToConsole, type RetryPolicy } from "./retry-policy.ts";
import { assertPublishSubject, assertSubscribeSubject, subjectMatches } from "./subject.ts";

export interface InProcessBusOptions {
  readonly retry?: RetryPolicy;
  readonly onDeliveryFailure?: DeliveryFailureReporter;
  /** Messages a durable consumer keeps while away; beyond it the oldest are dropped and reported. */
  readonly maxPendingPerDurable?: number;
}

/** The in-process bus adds `idle()`, so tests and the embedded server can wait for handlers to settle. */
export interface InProcessBus extends Bus {
  /** Resolves when no message is queued or being handled (retries waiting on backoff included). */
  idle(): Promise<void>;
}

interface Pending {
  readonly message: BusMessage;
  deliveries: number;
}

/**
 * One queue drained by one loop, so a consumer sees messages in publish order, one at a time.
 * Live subscriptions own theirs; a durable consumer's queue outlives its subscriptions.
 */
interface Consumer {
  pattern: string;
  readonly durable: string | undefined;
  readonly queue: Pending[];
  readonly handlers: BusHandler[];
  next: number;
  draining: Promise<void> | undefined;
  /** Wakes a backoff wait early when the consumer is detached or the bus closes. */
  wake: AbortController;
}

export const createInProcessBus = (options: InProcessBusOptions = {}): InProcessBus => {
  const retry = options.retry ?? defaultRetryPolicy;
  const report = options.onDeliveryFailure ?? reportToConsole;
  const maxPending = options.maxPendingPerDurable ?? 10_000;
  const live = new Set<Consumer>();
  const durables = new Map<string, Consumer>();
  let closed = false;

  const newConsumer = (pattern: string, durable: string | undefined): Consumer => ({
    pattern,
    durable,
    queue: [],
    handlers: [],
    next: 0,
    draining: undefined,
    wake: new AbortController(),
  });

  const deliverOne = async (consumer: Consumer, pending: Pending, handler: BusHandler): Promise<boolean> => {
    pending.deliveries += 1;
    try {
      await handler(pending.message);
      return true;
    } catch (error) {
      const final = consumer.durable === undefined || pending.deliveries >= retry.maxDeliver;
      report({ error, message: pending.message, durable: consumer.durable, attempt: pending.deliveries, final });
      if (final) return true;
      await sleep(backoffAfter(retry, pending.deliveries), undefined, { signal: consumer.wake.signal }).catch(() => {});
      return false;
    }
  };

  const drain = async (consumer: Consumer): Promise<void> => {
    while (!closed && consumer.queue.length > 0 && consumer.handlers.length > 0) {
      const handler = consumer.handlers[consumer.next++ % consumer.handlers.length]!;
      const pending = consumer.queue[0]!;
      if (await deliverOne(consumer, pending, handler)) consumer.queue.shift();
    }
  };

  const kick = (consumer: Consumer): void => {
    if (consumer.draining !== undefined) return;
    consumer.draining = drain(consumer).finally(() => {
      consumer.draining = undefined;
      // Something may have arrived between the loop's last check and now.
      if (!closed && consumer.queue.length > 0 && consumer.handlers.length > 0) kick(consumer);
    });
  };

  const enqueue = (consumer: Consumer, message: BusMessage): void => {
    consumer.queue.push({ message, deliveries: 0 });
    if (consumer.durable !== undefined && consumer.queue.length > maxPending) {
      const dropped = consumer.queue.splice(consumer.handlers.length > 0 ? 1 : 0, 1)[0]!;
      const error = new Error(`Durable consumer ${consumer.durable} holds more than ${maxPending} messages`);
      report({ error, message: dropped.message, durable: consumer.durable, attempt: dropped.deliveries, final: true });
    }
    kick(consumer);
  };

  const detach = (consumer: Consumer, handler: BusHandler): void => {
    const index = consumer.handlers.indexOf(handler);
    if (index >= 0) consumer.handlers.splice(index, 1);
    if (consumer.handlers.length === 0) {
      consumer.wake.abort();
      consumer.wake = new AbortController();
    }
  };

  const bus: InProcessBus = {
    async publish<T>(subject: string, data: T, publishOptions?: { readonly id?: string }) {
      if (closed) throw new BusClosedError();
      assertPublishSubject(subject);
      const message: BusMessage = { id: publishOptions?.id ?? randomUUID(), subject, data, publishedAt: new Date().toISOString() };
      for (const consumer of [...live, ...durables.values()]) {
        if (subjectMatches(consumer.pattern, subject)) enqueue(consumer, message);
      }
    },

    async subscribe<T>(subject: string, handler: BusHandler<T>, subscribeOptions?: { readonly durable?: string }) {
      if (closed) throw new BusClosedError();
      assertSubscribeSubject(subject);
      const durable = subscribeOptions?.durable;
      const untyped = handler as BusHandler;
      let consumer: Consumer;
      if (durable === undefined) {
        consumer = newConsumer(subject, undefined);
        live.add(consumer);
      } else {
        consumer = durables.get(durable) ?? newConsumer(subject, durable);
        consumer.pattern = subject; // like a JetStream consumer update: the newest filter wins
        durables.set(durable, consumer);
      }
      consumer.handlers.push(untyped);
      kick(consumer);
      let active = true;
      const subscription: BusSubscription = {
        async unsubscribe() {
          if (!active) return;
          active = false;
          detach(consumer, untyped);
          if (durable === undefined) {
            live.delete(consumer);
            consumer.queue.length = 0;
          }
        },
      };
      return subscription;
    },

    async idle() {
      for (;;) {
        const busy = [...live, ...durables.values()].filter(
          (c) => c.draining !== undefined || (c.queue.length > 0 && c.handlers.length > 0),
        );
        if (busy.length === 0) return;
        await Promise.all(busy.map((c) => c.draining));
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      const all = [...live, ...durables.values()];
      for (const consumer of all) consumer.wake.abort();
      await Promise.all(all.map((c) => c.draining));
      live.clear();
      durables.clear();
    },
  };
  return bus;
};
