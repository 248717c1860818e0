import type { FastifyRequest } from "fastify";
import { createPostgresEventStore, type EventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabase } from "@workledger/event-store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignInRecorder } from "./sign-in-recorder.ts";

describe("sign-in recorder on PGlite: a flood of failures grows the ledger by at most the cap", () => {
  let testDb: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    testDb = await createTestDatabase("pglite");
    store = await createPostgresEventStore(testDb.database.pool);
  });
  afterAll(async () => {
    await store?.close();
    await testDb?.drop();
  });

  it("records at most the budget per minute and counts the rest into the next recorded failure; cuts long values", async () => {
    let clock = new Date("2026-11-28T10:00:05Z");
    const errors: unknown[] = [];
    const recorder = createSignInRecorder(store, { error: (fields) => errors.push(fields) }, () => clock, { failureEventsPerMinute: 3 });
    const request = { ip: "203.0.113.9", id: "req-1", headers: { "user-agent": "x".repeat(2000) } } as unknown as FastifyRequest;
    const fail = (email: string) => recorder.failed(request, { email, userId: null, companyId: null, reason: "account_not_found", throttleTripped: false });
    for (let i = 0; i < 10; i++) await fail(`spray-${i}@x.io`);
    clock = new Date("2026-11-28T10:01:01Z");
    await fail("next@x.io");
    await recorder.succeeded(request, { email: "ok@x.io", userId: "u-1", companyId: "co-1", persona: "worker" });

    const failed = await store.readStream("sign-ins-system-2026-11-28");
    expect(failed.map((e) => (e.data as { email: string }).email)).toEqual(["spray-0@x.io", "spray-1@x.io", "spray-2@x.io", "next@x.io"]);
    expect(failed.map((e) => (e.data as { unrecordedBefore: number }).unrecordedBefore)).toEqual([0, 0, 0, 7]);
    expect((failed[0]!.data as { userAgent: string }).userAgent).toHaveLength(512);
    expect(failed[0]!.metadata).toMatchObject({ companyId: "system", actorId: "anonymous", persona: "system", occurredAt: "2026-11-28T10:00:05.000Z" });
    const ok = await store.readStream("sign-ins-co-1-2026-11-28");
    expect(ok.map((e) => [e.type, e.metadata.actorId])).toEqual([["UserSignedIn", "u-1"]]);
    expect(errors).toEqual([]);
  });
});
