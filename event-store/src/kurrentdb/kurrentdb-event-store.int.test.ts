import { describe, expect, it } from "vitest";
import { describeEventStoreContract } from "../contract/event-store-contract.ts";
import { createKurrentDbEventStore } from "./kurrentdb-event-store.ts";
import { kurrentDbEventStoreUrl, kurrentDbSuiteNotice } from "./kurrentdb-suite-notice.ts";

const connectionString = kurrentDbEventStoreUrl(process.env);

describe("KurrentDB adapter without a server", () => {
  it("loads and builds a store without connecting", async () => {
    const store = createKurrentDbEventStore({ connectionString: "kurrentdb://127.0.0.1:1?tls=false" });
    expect(typeof store.appendToStream).toBe("function");
    await store.close();
  });

  it("says in the run's output when its contract suite is skipped, and why", () => {
    expect(kurrentDbSuiteNotice({})).toMatch(/^SKIPPED: the KurrentDB contract suite \(event-store\/src\/kurrentdb\/kurrentdb-event-store\.int\.test\.ts\).*EVENTSTORE_URL is not set/);
    expect(kurrentDbSuiteNotice({ EVENTSTORE_URL: "" })).toBeDefined();
    expect(kurrentDbSuiteNotice({ EVENTSTORE_URL: "kurrentdb://127.0.0.1:2113?tls=false" })).toBeUndefined();
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
