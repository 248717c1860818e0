import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, newTestEvent } from "@workledger/event-store/testing";
import { expect, it } from "vitest";
import { runVerifyLedger } from "./verify-ledger-command.ts";

it("the verify-ledger command reports an intact chain, then names the first broken link after a row is altered", async () => {
  const db = await createTestDatabase("pglite");
  try {
    const store = await createPostgresEventStore(db.database.pool);
    await store.appendToStream("s-1", [newTestEvent(), newTestEvent()], "no_stream");
    await store.appendToStream("s-2", [newTestEvent()], "no_stream");
    const lines: string[] = [];
    expect(await runVerifyLedger([], store, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^Ledger chain intact: 3 events in 2 streams/);
    expect(lines[1]).toMatch(/^Heads digest .*: [0-9a-f]{64}$/);

    await db.database.pool.query("UPDATE wl_events SET metadata = jsonb_set(metadata, '{actorId}', '\"someone-else\"') WHERE stream_name = 's-1' AND stream_revision = 1");
    lines.length = 0;
    expect(await runVerifyLedger([], store, (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toMatch(/^Ledger chain BROKEN: first broken link in stream s-1 at revision 1 \(hash_mismatch\), event [0-9a-f-]{36} at global position 2;/);
    lines.length = 0;
    expect(await runVerifyLedger(["--stream", "s-2"], store, (l) => lines.push(l))).toBe(0);
    expect(await runVerifyLedger(["--stream"], store, (l) => lines.push(l))).toBe(2);
    await store.close();
  } finally {
    await db.drop();
  }
});
