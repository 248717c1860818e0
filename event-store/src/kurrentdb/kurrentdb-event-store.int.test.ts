import { describe, expect, it } from "vitest";
import { describeEventStoreContract } from "../contract/event-store-contract.ts";
import { createKurrentDbEventStore } from "./kurrentdb-event-store.ts";

const connectionString = process.env.EVENTSTORE_URL;

describe("KurrentDB adapter without a server", () => {
  it("loads and builds a store without connecting", async () => {
    const store = createKurrentDbEventStore({ connectionString: "kurrentdb://127.0.0.1:1?tls=false" });
    expect(typeof store.appendToStream).toBe("function");
    await store.close();
  });
});

describe.skipIf(connectionString === undefined)("KurrentDB adapter (EVENTSTORE_URL)", () => {
  // Streams are uniquely named per test and KurrentDB cannot drop a database, so nothing to clean
  // beyond the connection; the contract only looks at its own streams past the head.
  describeEventStoreContract("KurrentDB", async () => {
    const store = createKurrentDbEventStore({ connectionString: connectionString! });
    return { store, cleanup: () => store.close() };
  });
});
