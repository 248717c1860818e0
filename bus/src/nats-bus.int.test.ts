import { randomUUID } from "node:crypto";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { describe, expect, it } from "vitest";
import { describeBusContract, describeDurableAcrossReconnect, type BusFactory } from "./bus-contract.ts";
import { createBus } from "./create-bus.ts";
import { createNatsBus } from "./nats-bus.ts";
import type { Bus } from "./port.ts";

const url = process.env.NATS_URL ?? "nats://127.0.0.1:4222";

const deleteStream = async (streamName: string): Promise<void> => {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName).catch(() => false);
  } finally {
    await nc.close();
  }
};

/**
 * Deletes a durable consumer as an operator would: the NATS file store can answer a delete that
 * races its own flush of the consumer's state with "directory not empty"; an operator runs the
 * command again. A consumer already gone counts as deleted.
 */
const deleteConsumerAsOperator = async (
  jsm: Awaited<ReturnType<typeof jetstreamManager>>,
  streamName: string,
  consumer: string,
): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await jsm.consumers.delete(streamName, consumer);
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/consumer not found/i.test(message)) return;
      if (attempt >= 20 || !/directory not empty/i.test(message)) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
};

/** A namespace per test: its own stream and subject prefix, deleted afterwards. */
const natsFactory: BusFactory = async (options) => {
  const suffix = randomUUID().replaceAll("-", "").slice(0, 12);
  const config = { ...options, url, streamName: `WL_TEST_${suffix}`, subjectPrefix: `wltest.${suffix}` };
  const opened: Bus[] = [];
  const open = async () => {
    const bus = await createNatsBus(config);
    opened.push(bus);
    return bus;
  };
  const bus = await open();
  return {
    bus,
    reopen: open,
    cleanup: async () => {
      await Promise.all(opened.map((b) => b.close()));
      await deleteStream(config.streamName);
    },
  };
};

describeBusContract("NATS", natsFactory);
describeDurableAcrossReconnect("NATS", natsFactory);

describe("NATS bus", () => {
  it("creates its stream idempotently: a second bus on the same stream sees the first one's messages", async () => {
    const under = await natsFactory({ retry: { maxDeliver: 2, backoffMs: [10] }, onDeliveryFailure: () => {} });
    try {
      const second = await under.reopen!();
      const received: string[] = [];
      await second.subscribe("a.b", (m) => void received.push(m.id));
      await under.bus.publish("a.b", {}, { id: "from-first" });
      const deadline = Date.now() + 5_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(received).toEqual(["from-first"]);
    } finally {
      await under.cleanup();
    }
  });

  it("keeps a slow durable handler's message from being redelivered while it works", async () => {
    const suffix = randomUUID().replaceAll("-", "").slice(0, 12);
    const streamName = `WL_TEST_${suffix}`;
    const bus = await createNatsBus({ url, streamName, subjectPrefix: `wltest.${suffix}`, ackWaitMs: 600, onDeliveryFailure: () => {} });
    try {
      const calls: string[] = [];
      await bus.subscribe(
        "exports.requested",
        async (message) => {
          calls.push(message.id);
          if (message.id === "slow") await new Promise((resolve) => setTimeout(resolve, 1_500));
        },
        { durable: "exports" },
      );
      await bus.publish("exports.requested", {}, { id: "slow" });
      await bus.publish("exports.requested", {}, { id: "after" });
      const deadline = Date.now() + 10_000;
      while (!calls.includes("after") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(calls).toEqual(["slow", "after"]);
    } finally {
      await bus.close();
      await deleteStream(streamName);
    }
  });

  it("createBus picks NATS when a URL is given", async () => {
    const streamName = `WL_TEST_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const bus = await createBus({ natsUrl: url, streamName }, { subjectPrefix: streamName.toLowerCase() });
    try {
      const received: string[] = [];
      await bus.subscribe("x.y", (m) => void received.push(m.id), { durable: "d" });
      await bus.publish("x.y", {}, { id: "1" });
      const deadline = Date.now() + 5_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(received).toEqual(["1"]);
    } finally {
      await bus.close();
      await deleteStream(streamName);
    }
  });

  it("resubscribes a durable consumer deleted from under it, right after the last message it finished", async () => {
    const suffix = randomUUID().replaceAll("-", "").slice(0, 12);
    const streamName = `WL_TEST_${suffix}`;
    const bus = await createNatsBus({ url, streamName, subjectPrefix: `wltest.${suffix}`, onDeliveryFailure: () => {} });
    const nc = await connect({ servers: url });
    const errors = console.error;
    const logged: string[] = [];
    console.error = (...args: unknown[]) => void logged.push(String(args[0]));
    try {
      const received: string[] = [];
      await bus.subscribe("payroll.*", (m) => void received.push(m.id), { durable: "payroll" });
      const waitFor = async (what: string, condition: () => boolean) => {
        const deadline = Date.now() + 10_000;
        while (!condition()) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${received.join(",")}`);
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      await bus.publish("other.subject", {}, { id: "p0" }); // moves the stream on, not for this durable
      const jsm = await jetstreamManager(nc);
      await deleteConsumerAsOperator(jsm, streamName, "payroll"); // before it handled anything: resumes where it started
      await bus.publish("payroll.run", {}, { id: "p1" });
      await waitFor("p1", () => received.length === 1);
      // An operator (or a stream recreated by a deploy) removes the durable consumer.
      await deleteConsumerAsOperator(jsm, streamName, "payroll");
      await bus.publish("payroll.run", {}, { id: "p2" });
      await bus.publish("payroll.run", {}, { id: "p3" });
      await waitFor("p2 and p3 after resubscribing", () => received.length >= 3);
      await bus.publish("payroll.run", {}, { id: "p4" }); // a duplicate of p1-p3 would come before it
      await waitFor("p4", () => received.includes("p4"));
      expect(received).toEqual(["p1", "p2", "p3", "p4"]);
      expect(logged.some((l) => l.startsWith("[bus] durable consumer payroll on payroll.* stopped; resubscribing"))).toBe(true);
    } finally {
      console.error = errors;
      await nc.close();
      await bus.close();
      await deleteStream(streamName);
    }
  });

  it("fails fast on an unreachable server", async () => {
    await expect(createNatsBus({ url: "nats://127.0.0.1:1", streamName: "WL_NOPE" })).rejects.toThrow();
  });
});
