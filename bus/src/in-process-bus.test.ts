import { describe, expect, it } from "vitest";
import { describeBusContract, waitFor } from "./bus-contract.ts";
import { createInProcessBus } from "./in-process-bus.ts";

describeBusContract("in-process", async (options) => {
  const bus = createInProcessBus(options);
  return { bus, cleanup: () => bus.close() };
});

describe("in-process bus", () => {
  it("idle() waits until every queued message is handled", async () => {
    const bus = createInProcessBus({ onDeliveryFailure: () => {} });
    const handled: string[] = [];
    await bus.subscribe("a.*", async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      handled.push(message.id);
    });
    await bus.publish("a.1", {}, { id: "1" });
    await bus.publish("a.2", {}, { id: "2" });
    await bus.idle();
    expect(handled).toEqual(["1", "2"]);
    await bus.close();
  });

  it("keeps a durable consumer's oldest messages within its bound, reporting what it drops", async () => {
    const dropped: string[] = [];
    const bus = createInProcessBus({ maxPendingPerDurable: 2, onDeliveryFailure: (f) => dropped.push(f.message.id) });
    const first = await bus.subscribe("a.b", () => {}, { durable: "d" });
    await first.unsubscribe();
    for (const id of ["1", "2", "3"]) await bus.publish("a.b", {}, { id });
    const received: string[] = [];
    await bus.subscribe("a.b", (m) => void received.push(m.id), { durable: "d" });
    await waitFor("two kept messages", () => received.length >= 2);
    expect(dropped).toEqual(["1"]);
    expect(received).toEqual(["2", "3"]);
    await bus.close();
  });

  it("keeps a message for the durable consumer when it unsubscribes during a retry backoff", async () => {
    const bus = createInProcessBus({ retry: { maxDeliver: 5, backoffMs: [10_000] }, onDeliveryFailure: () => {} });
    let failedOnce = false;
    const subscription = await bus.subscribe(
      "a.b",
      () => {
        failedOnce = true;
        throw new Error("down");
      },
      { durable: "d" },
    );
    await bus.publish("a.b", {}, { id: "kept" });
    await waitFor("the first failure", () => failedOnce);
    await subscription.unsubscribe();
    const received: string[] = [];
    await bus.subscribe("a.b", (m) => void received.push(m.id), { durable: "d" });
    await waitFor("the kept message", () => received.length >= 1, 2_000);
    expect(received).toEqual(["kept"]);
    await bus.close();
  });
});
