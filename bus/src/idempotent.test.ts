import { describe, expect, it } from "vitest";
import { createLruSeenStore, idempotent } from "./idempotent.ts";
import type { BusMessage } from "./port.ts";

const message = (id: string): BusMessage => ({ id, subject: "a.b", data: null, publishedAt: "2026-01-01T00:00:00.000Z" });

describe("idempotent", () => {
  it("handles each message id once", async () => {
    const seen: string[] = [];
    const handler = idempotent((m) => void seen.push(m.id));
    for (const id of ["1", "2", "1", "2", "3"]) await handler(message(id));
    expect(seen).toEqual(["1", "2", "3"]);
  });

  it("handles an id again after the handler failed on it", async () => {
    let calls = 0;
    const handler = idempotent(() => {
      calls += 1;
      if (calls === 1) throw new Error("transient");
    });
    await expect(handler(message("1"))).rejects.toThrow("transient");
    await handler(message("1"));
    await handler(message("1"));
    expect(calls).toBe(2);
  });

  it("skips a copy that arrives while the first is still being handled", async () => {
    let calls = 0;
    const handler = idempotent(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await Promise.all([handler(message("1")), handler(message("1"))]);
    expect(calls).toBe(1);
  });
});

describe("createLruSeenStore", () => {
  it("forgets the least recently used id beyond its capacity", () => {
    const store = createLruSeenStore(2);
    store.add("a");
    store.add("b");
    expect(store.has("a")).toBe(true); // touches a, so b is now the oldest
    store.add("c");
    expect([store.has("a"), store.has("b"), store.has("c")]).toEqual([true, false, true]);
  });
});
