import { randomUUID } from "node:crypto";
import { jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from "@nats-io/jetstream";
import { connect, type Msg, type NatsConnection } from "@nats-io/transport-node";
import { ensureDurableConsumer, ensureStream } from "./jetstream-setup.ts";
import {
  BusClosedError,
  type Bus,
  type BusHandler,
  type BusMessage,
  type BusSubscription,
  type DeliveryFailureReporter,
} from "./port.ts";
import { backoffAfter, defaultRetryPolicy, reportToConsole, type RetryPolicy } from "./retry-policy.ts";
import { assertPublishSubject, assertSubscribeSubject } from "./subject.ts";

export interface NatsBusConfig {
  readonly url: string;
  /** The JetStream stream holding `${subjectPrefix}.>`; created or updated on connect. */
  readonly streamName: string;
  /**
   * Every bus subject is sent as `${subjectPrefix}.${subject}` so the stream captures only ours
   * (never `_INBOX` replies) and test runs or tenants of one server stay apart.
   */
  readonly subjectPrefix?: string;
  /** How long the stream keeps messages for durable consumers that are away. Default 7 days. */
  readonly maxAgeMs?: number;
  /** Window in which a re-published message id is dropped by JetStream. Default 2 minutes. */
  readonly duplicateWindowMs?: number;
  /** A delivered but unanswered message (crashed handler) is redelivered after this. Default 30 s. */
  readonly ackWaitMs?: number;
  readonly retry?: RetryPolicy;
  readonly onDeliveryFailure?: DeliveryFailureReporter;
  /** Shown in the server's connection list. */
  readonly connectionName?: string;
}

interface Wire {
  readonly id: string;
  readonly data: unknown;
  readonly publishedAt: string;
}

export const createNatsBus = async (config: NatsBusConfig): Promise<Bus> => {
  const prefix = config.subjectPrefix ?? "workledger";
  assertPublishSubject(prefix);
  const retry = config.retry ?? defaultRetryPolicy;
  const report = config.onDeliveryFailure ?? reportToConsole;
  const ackWaitMs = config.ackWaitMs ?? 30_000;

  const nc: NatsConnection = await connect({
    servers: config.url,
    name: config.connectionName ?? "workledger",
    maxReconnectAttempts: -1, // a service keeps trying; JetStream consumers resume after a reconnect
  });
  let jsm: JetStreamManager;
  try {
    jsm = await jetstreamManager(nc);
    await ensureStream(jsm, {
      name: config.streamName,
      subjects: [`${prefix}.>`],
      maxAgeMs: config.maxAgeMs ?? 7 * 24 * 3_600_000,
      duplicateWindowMs: config.duplicateWindowMs ?? 120_000,
    });
  } catch (error) {
    await nc.close();
    throw error;
  }
  const js = jetstream(nc);

  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const decode = (msg: Msg | JsMsg): BusMessage => {
    const wire = JSON.parse(decoder.decode(msg.data)) as Wire;
    return { id: wire.id, subject: msg.subject.slice(prefix.length + 1), data: wire.data, publishedAt: wire.publishedAt };
  };

  const stoppers = new Set<() => Promise<void>>();
  const loops = new Set<Promise<void>>();
  const track = (subject: string, loop: Promise<void>): void => {
    const settled = loop
      .catch((error: unknown) => console.error(`[bus] subscription to ${subject} stopped`, error))
      .finally(() => loops.delete(settled));
    loops.add(settled);
  };
  let closed = false;

  const subscribeLive = (subject: string, handler: BusHandler): BusSubscription => {
    const sub = nc.subscribe(`${prefix}.${subject}`);
    let active = true;
    // Awaited one at a time, in arrival order; a failure is reported and the next message goes on.
    const loop = (async () => {
      for await (const msg of sub) {
        if (!active) break;
        let message: BusMessage;
        try {
          message = decode(msg);
        } catch (error) {
          report({ error, message: { id: "?", subject: msg.subject, data: undefined, publishedAt: "" }, durable: undefined, attempt: 1, final: true });
          continue;
        }
        try {
          await handler(message);
        } catch (error) {
          report({ error, message, durable: undefined, attempt: 1, final: true });
        }
      }
    })();
    track(subject, loop);
    // Not awaiting the loop: a handler may unsubscribe itself. No new delivery starts once inactive.
    const stop = async () => {
      if (!active) return;
      active = false;
      stoppers.delete(stop);
      sub.unsubscribe();
    };
    stoppers.add(stop);
    return { unsubscribe: stop };
  };

  const subscribeDurable = async (subject: string, handler: BusHandler, durable: string): Promise<BusSubscription> => {
    const spec = { stream: config.streamName, durable, filterSubject: `${prefix}.${subject}`, maxDeliver: retry.maxDeliver, ackWaitMs };
    await ensureDurableConsumer(jsm, spec);
    /** Stream sequences handed out and not yet finished (a nak waits for its redelivery). */
    const unfinished = new Set<number>();
    /** Every message up to this stream sequence is finished: where a recreated durable resumes. */
    let finishedUpTo: number | undefined = (await jsm.consumers.info(config.streamName, durable)).ack_floor.stream_seq;
    const finish = (sequence: number): void => {
      unfinished.delete(sequence);
      const lowest = Math.min(...unfinished);
      finishedUpTo = Math.max(finishedUpTo ?? 0, Number.isFinite(lowest) ? Math.min(sequence, lowest - 1) : sequence);
    };
    const open = async (): Promise<ConsumerMessages> => {
      const consumer = await js.consumers.get(config.streamName, durable);
      // One at a time: a message pulled ahead would age towards ack_wait while an earlier one is
      // handled, and one pulled when we stop would wait out ack_wait before anyone gets it.
      const opened = await consumer.consume({ max_messages: 1 });
      // Deleted from under us (an operator, a stream recreated): consume() would wait forever, so
      // end it; the loop creates the durable again after the last finished message.
      void (async () => {
        for await (const status of opened.status()) {
          if (status.type === "consumer_deleted" || status.type === "consumer_not_found") {
            await opened.close().catch(() => undefined);
            return;
          }
        }
      })().catch(() => undefined);
      return opened;
    };
    let messages = await open();
    let active = true;
    let wake: (() => void) | undefined;
    const handle = async (msg: JsMsg): Promise<void> => {
      const attempt = msg.info.deliveryCount;
      const sequence = msg.info.streamSequence;
      unfinished.add(sequence);
      let message: BusMessage;
      try {
        message = decode(msg);
      } catch (error) {
        report({ error, message: { id: "?", subject: msg.subject, data: undefined, publishedAt: "" }, durable, attempt, final: true });
        msg.term("undecodable");
        finish(sequence);
        return;
      }
      // A slow handler (an export) tells the server it is alive, so the message is not redelivered.
      const heartbeat = setInterval(() => msg.working(), Math.max(ackWaitMs / 3, 100));
      try {
        await handler(message);
        msg.ack();
        finish(sequence);
      } catch (error) {
        const final = attempt >= retry.maxDeliver;
        report({ error, message, durable, attempt, final });
        if (final) {
          msg.term("handler failed on every delivery");
          finish(sequence);
        } else msg.nak(backoffAfter(retry, attempt));
      } finally {
        clearInterval(heartbeat);
      }
    };
    const loop = (async () => {
      let current: ConsumerMessages | undefined = messages;
      for (let attempt = 1; ; attempt++) {
        let failure: unknown;
        try {
          for await (const msg of current ?? []) {
            if (!active) break;
            await handle(msg);
            attempt = 0;
          }
        } catch (error) {
          failure = error;
        }
        if (!active || closed) return;
        // Ended unasked (the durable was deleted, the server refused): back off and resubscribe.
        const retryInMs = Math.min(100 * 2 ** (Math.max(attempt, 1) - 1), 30_000);
        console.error(`[bus] durable consumer ${durable} on ${subject} stopped; resubscribing in ${retryInMs} ms after stream sequence ${finishedUpTo ?? "(none)"}`, failure ?? "");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryInMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (!active || closed) return;
        try {
          await ensureDurableConsumer(jsm, { ...spec, resumeAfterSequence: finishedUpTo });
          current = messages = await open();
        } catch (error) {
          current = undefined;
          console.error(`[bus] durable consumer ${durable} on ${subject} could not resubscribe yet`, error);
        }
      }
    })();
    track(subject, loop);
    const stop = async () => {
      if (!active) return;
      active = false;
      stoppers.delete(stop);
      wake?.();
      await messages.close();
    };
    stoppers.add(stop);
    return { unsubscribe: stop };
  };

  return {
    async publish<T>(subject: string, data: T, options?: { readonly id?: string }) {
      if (closed) throw new BusClosedError();
      assertPublishSubject(subject);
      const id = options?.id ?? randomUUID();
      const wire: Wire = { id, data, publishedAt: new Date().toISOString() };
      // Through JetStream so durable consumers get it after a restart; live subscribers see it too.
      await js.publish(`${prefix}.${subject}`, encoder.encode(JSON.stringify(wire)), { msgID: id });
    },

    async subscribe<T>(subject: string, handler: BusHandler<T>, options?: { readonly durable?: string }) {
      if (closed) throw new BusClosedError();
      assertSubscribeSubject(subject);
      const untyped = handler as BusHandler;
      if (options?.durable === undefined) {
        const subscription = subscribeLive(subject, untyped);
        await nc.flush(); // the server knows the interest before we say we are subscribed
        return subscription;
      }
      return subscribeDurable(subject, untyped, options.durable);
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...stoppers].map((stop) => stop()));
      await Promise.all(loops); // let handlers in flight finish (and ack) before the connection goes
      await nc.drain();
    },
  };
};
