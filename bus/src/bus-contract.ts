import { afterEach, describe, expect, it } from "vitest";
import { idempotent } from "./idempotent.ts";
import { BusClosedError, type Bus, type BusMessage, type DeliveryFailure, type DeliveryFailureReporter } from "./port.ts";
import type { RetryPolicy } from "./retry-policy.ts";

/** What the contract asks of the bus it builds: quick retries, and failures reported to it. */
export interface BusContractOptions {
  readonly retry: RetryPolicy;
  readonly onDeliveryFailure: DeliveryFailureReporter;
}

export interface BusUnderTest {
  /** A bus on a namespace of its own (fresh stream/subject prefix). */
  readonly bus: Bus;
  /** Opens another connection to the same namespace, as a restarted process would. */
  readonly reopen?: () => Promise<Bus>;
  /** Closes every bus it opened and removes what the namespace left on the server. */
  cleanup(): Promise<void>;
}

export type BusFactory = (options: BusContractOptions) => Promise<BusUnderTest>;

/** Polls until the condition holds; a bounded wait, never a sleep standing in for an assertion. */
export const waitFor = async (description: string, condition: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const recorder = () => {
  const received: BusMessage[] = [];
  return {
    received,
    handler: (message: BusMessage) => {
      received.push(message);
    },
    ids: () => received.map((m) => m.id),
    subjects: () => received.map((m) => m.subject),
  };
};

export const describeBusContract = (name: string, factory: BusFactory): void => {
  describe(`bus contract: ${name}`, () => {
    let current: BusUnderTest | undefined;
    let failures: DeliveryFailure[] = [];

    const open = async (): Promise<BusUnderTest> => {
      failures = [];
      current = await factory({
        retry: { maxDeliver: 3, backoffMs: [20, 50] },
        onDeliveryFailure: (failure) => failures.push(failure),
      });
      return current;
    };

    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    it("delivers a message only to subscriptions whose subject matches", async () => {
      const { bus } = await open();
      const placed = recorder();
      await bus.subscribe("orders.placed", placed.handler);
      await bus.publish("orders.cancelled", {}, { id: "cancelled" });
      await bus.publish("orders.placed.late", {}, { id: "deeper" });
      await bus.publish("orders", {}, { id: "shallower" });
      await bus.publish("orders.placed", {}, { id: "a" });
      await bus.publish("orders.placed", {}, { id: "b" });
      await waitFor("two placed orders", () => placed.received.length >= 2);
      expect(placed.ids()).toEqual(["a", "b"]);
    });

    it("matches * to exactly one token", async () => {
      const { bus } = await open();
      const logouts = recorder();
      await bus.subscribe("users.*.forced-logout", logouts.handler);
      for (const subject of ["users.1.forced-logout", "users.forced-logout", "users.1.2.forced-logout", "users.1.notified", "users.2.forced-logout"]) {
        await bus.publish(subject, {});
      }
      await waitFor("two logouts", () => logouts.received.length >= 2);
      expect(logouts.subjects()).toEqual(["users.1.forced-logout", "users.2.forced-logout"]);
    });

    it("matches > to one or more trailing tokens", async () => {
      const { bus } = await open();
      const users = recorder();
      await bus.subscribe("users.>", users.handler);
      for (const subject of ["users", "accounts.1", "users.1", "users.1.forced-logout", "users.2.notified.email"]) {
        await bus.publish(subject, {});
      }
      await waitFor("three user messages", () => users.received.length >= 3);
      expect(users.subjects()).toEqual(["users.1", "users.1.forced-logout", "users.2.notified.email"]);
    });

    it("rejects wildcards in a published subject and malformed patterns", async () => {
      const { bus } = await open();
      await expect(bus.publish("users.*", {})).rejects.toThrow(/subject/);
      await expect(bus.publish("users..1", {})).rejects.toThrow(/subject/);
      await expect(bus.subscribe("users.>.x", () => {})).rejects.toThrow(/pattern/);
    });

    it("round-trips the message id, subject and data, and gives each message a fresh id by default", async () => {
      const { bus } = await open();
      const got = recorder();
      await bus.subscribe("exports.requested", got.handler);
      const data = { companyId: "c-1", hours: [7.5, 8], note: "Tööaeg ✓", nested: { ok: true, none: null } };
      const before = Date.now();
      await bus.publish("exports.requested", data, { id: "msg-1" });
      await bus.publish("exports.requested", { n: 2 });
      await bus.publish("exports.requested", { n: 3 });
      await waitFor("three messages", () => got.received.length >= 3);
      const [first, second, third] = got.received;
      expect(first).toMatchObject({ id: "msg-1", subject: "exports.requested", data });
      expect(Date.parse(first!.publishedAt)).toBeGreaterThanOrEqual(before - 1_000);
      expect(second!.data).toEqual({ n: 2 });
      expect(second!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set([first!.id, second!.id, third!.id]).size).toBe(3);
    });

    it("reports a failing handler without breaking other subscribers or its own later messages", async () => {
      const { bus } = await open();
      const healthy = recorder();
      const flaky = recorder();
      await bus.subscribe("notifications.sent", (message) => {
        flaky.handler(message);
        if (message.id === "boom") throw new Error("handler failed");
      });
      await bus.subscribe("notifications.sent", healthy.handler);
      await bus.publish("notifications.sent", {}, { id: "boom" });
      await bus.publish("notifications.sent", {}, { id: "fine" });
      await waitFor("both subscribers got both", () => healthy.received.length >= 2 && flaky.received.length >= 2);
      expect(healthy.ids()).toEqual(["boom", "fine"]);
      expect(flaky.ids()).toEqual(["boom", "fine"]);
      expect(failures.map((f) => [f.message.id, f.durable, f.final])).toEqual([["boom", undefined, true]]);
    });

    it("awaits a handler before giving its subscription the next message", async () => {
      const { bus } = await open();
      let running = 0;
      let overlapped = false;
      const done: string[] = [];
      await bus.subscribe("work.logged", async (message) => {
        running += 1;
        if (running > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        done.push(message.id);
      });
      for (const id of ["1", "2", "3", "4"]) await bus.publish("work.logged", {}, { id });
      await waitFor("four handled", () => done.length >= 4);
      expect(overlapped).toBe(false);
      expect(done).toEqual(["1", "2", "3", "4"]);
    });

    it("delivers nothing to a subscription after unsubscribe", async () => {
      const { bus } = await open();
      const gone = recorder();
      const witness = recorder();
      const subscription = await bus.subscribe("users.*.forced-logout", gone.handler);
      await bus.subscribe("users.*.notified", witness.handler);
      await bus.publish("users.1.forced-logout", {}, { id: "before" });
      await waitFor("the message before unsubscribe", () => gone.received.length >= 1);
      await subscription.unsubscribe();
      await subscription.unsubscribe(); // twice is harmless
      await bus.publish("users.1.forced-logout", {}, { id: "after" });
      await bus.publish("users.1.notified", {}, { id: "witness" });
      await waitFor("the witness published after it", () => witness.received.length >= 1);
      expect(gone.ids()).toEqual(["before"]);
    });

    it("keeps messages for a durable consumer while it is unsubscribed", async () => {
      const { bus } = await open();
      const first = recorder();
      const subscription = await bus.subscribe("jobs.>", first.handler, { durable: "exporter" });
      await bus.publish("jobs.export", { n: 1 }, { id: "j1" });
      await waitFor("j1", () => first.received.length >= 1);
      await subscription.unsubscribe();
      await bus.publish("jobs.export", { n: 2 }, { id: "j2" });
      await bus.publish("jobs.payroll", { n: 3 }, { id: "j3" });
      const second = recorder();
      await bus.subscribe("jobs.>", second.handler, { durable: "exporter" });
      await waitFor("j2 and j3 after coming back", () => second.received.length >= 2);
      expect(first.ids()).toEqual(["j1"]);
      expect(second.ids()).toEqual(["j2", "j3"]);
      expect(second.received[1]).toMatchObject({ subject: "jobs.payroll", data: { n: 3 } });
    });

    it("moves a durable consumer to the subject it is re-subscribed with", async () => {
      const { bus } = await open();
      const first = await bus.subscribe("jobs.>", () => {}, { durable: "exporter" });
      await first.unsubscribe();
      const got = recorder();
      await bus.subscribe("jobs.export", got.handler, { durable: "exporter" });
      await bus.publish("jobs.payroll", {}, { id: "payroll" });
      await bus.publish("jobs.export", {}, { id: "export" });
      await waitFor("the export job", () => got.received.length >= 1);
      expect(got.ids()).toEqual(["export"]);
    });

    it("gives each durable consumer its own copy, and live subscribers theirs", async () => {
      const { bus } = await open();
      const a = recorder();
      const b = recorder();
      const live = recorder();
      await bus.subscribe("jobs.*", a.handler, { durable: "a" });
      await bus.subscribe("jobs.*", b.handler, { durable: "b" });
      await bus.subscribe("jobs.*", live.handler);
      await bus.publish("jobs.export", {}, { id: "x" });
      await waitFor("every consumer", () => a.received.length + b.received.length + live.received.length >= 3);
      expect([a.ids(), b.ids(), live.ids()]).toEqual([["x"], ["x"], ["x"]]);
    });

    it("redelivers to a durable consumer whose handler failed, with the same id", async () => {
      const { bus } = await open();
      const attempts: string[] = [];
      const handled: string[] = [];
      await bus.subscribe(
        "exports.requested",
        (message) => {
          attempts.push(message.id);
          if (attempts.filter((id) => id === message.id).length === 1) throw new Error("transient");
          handled.push(message.id);
        },
        { durable: "exports" },
      );
      await bus.publish("exports.requested", {}, { id: "e1" });
      await waitFor("e1 handled after a retry", () => handled.includes("e1"));
      expect(attempts.filter((id) => id === "e1")).toHaveLength(2);
      expect(failures.map((f) => [f.message.id, f.durable, f.attempt, f.final])).toEqual([["e1", "exports", 1, false]]);
    });

    it("gives up on a message after the bounded retries and goes on with the next", async () => {
      const { bus } = await open();
      const handled: string[] = [];
      await bus.subscribe(
        "exports.requested",
        (message) => {
          if (message.id === "poison") throw new Error("always fails");
          handled.push(message.id);
        },
        { durable: "exports" },
      );
      await bus.publish("exports.requested", {}, { id: "poison" });
      await bus.publish("exports.requested", {}, { id: "next" });
      await waitFor("the next message and the final failure", () => handled.includes("next") && failures.some((f) => f.final));
      expect(failures.map((f) => [f.message.id, f.attempt, f.final])).toEqual([
        ["poison", 1, false],
        ["poison", 2, false],
        ["poison", 3, true],
      ]);
      expect(handled).toEqual(["next"]);
    });

    it("lets an idempotent consumer skip a message id it already handled", async () => {
      const { bus } = await open();
      const effects: string[] = [];
      await bus.subscribe(
        "users.*.notified",
        idempotent((message) => {
          effects.push(message.id);
        }),
        { durable: "mailer" },
      );
      await bus.publish("users.1.notified", { n: 1 }, { id: "same" });
      await bus.publish("users.1.notified", { n: 1 }, { id: "same" });
      await bus.publish("users.1.notified", { n: 2 }, { id: "other" });
      await waitFor("the other message", () => effects.includes("other"));
      expect(effects).toEqual(["same", "other"]);
    });

    it("closes cleanly: in-flight handlers finish, then publish and subscribe reject", async () => {
      const { bus } = await open();
      let finished = false;
      let started = false;
      await bus.subscribe("work.logged", async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      });
      await bus.publish("work.logged", {});
      await waitFor("the handler to start", () => started);
      await bus.close();
      expect(finished).toBe(true);
      await bus.close(); // twice is harmless
      await expect(bus.publish("work.logged", {})).rejects.toBeInstanceOf(BusClosedError);
      await expect(bus.subscribe("work.logged", () => {})).rejects.toBeInstanceOf(BusClosedError);
    });
  });
};

/** For buses that outlive a process (NATS): a durable consumer's place survives a reconnect. */
export const describeDurableAcrossReconnect = (name: string, factory: BusFactory): void => {
  describe(`bus contract across reconnect: ${name}`, () => {
    let current: BusUnderTest | undefined;
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    it("delivers to a durable consumer what was published while its process was gone", async () => {
      current = await factory({ retry: { maxDeliver: 3, backoffMs: [20] }, onDeliveryFailure: () => {} });
      const { bus, reopen } = current;
      if (reopen === undefined) throw new Error("this factory cannot reopen its bus");
      const first = recorder();
      const subscription = await bus.subscribe("payroll.*", first.handler, { durable: "payroll" });
      await bus.publish("payroll.run", {}, { id: "p1" });
      await waitFor("p1", () => first.received.length >= 1);
      await subscription.unsubscribe();
      await bus.publish("payroll.run", { late: true }, { id: "p2" });
      await bus.close();

      const again = await reopen();
      await again.publish("payroll.run", {}, { id: "p3" });
      const second = recorder();
      await again.subscribe("payroll.*", second.handler, { durable: "payroll" });
      await waitFor("p2 and p3 after reconnecting", () => second.received.length >= 2);
      expect(second.ids()).toEqual(["p2", "p3"]);
      expect(second.received[0]!.data).toEqual({ late: true });
    });
  });
};
