import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@workledger/event-store/testing/index.ts";
import type { Actor } from "../auth/actor.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { testCounterSlice } from "../testing/test-counter.slice.ts";

const actor: Actor = { id: "user-1", companyId: "company-a", persona: "worker" };

describe.each(testDatabaseKinds)("read-your-writes on %s with the projection runner running", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      runProjections: true,
      env: { READ_YOUR_WRITES_TIMEOUT_MS: "5000" },
      authenticate: async () => actor,
      slices: (parts) => [
        testCounterSlice({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs, clock: () => new Date("2026-11-22T10:00:00.000Z") }),
      ],
    });
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const increment = (id: string, by: number) => t.app.inject({ method: "POST", url: `/api/test-counters/${id}/increments`, payload: { by } });

  it("a command answers its position, and a query waiting for it sees the write at once", async () => {
    for (let i = 1; i <= 5; i += 1) {
      const command = await increment("c1", i);
      expect(command.statusCode).toBe(201);
      const position = command.headers["x-ledger-position"];
      expect(position).toMatch(/^\d+\/\d+$/);
      expect(command.json()).toMatchObject({ position, revision: String(i - 1) });

      const query = await t.app.inject({ method: "GET", url: `/api/test-counters/c1/history`, headers: { "x-wait-for-position": String(position) } });
      expect(query.statusCode).toBe(200);
      expect(query.json().total).toBe((i * (i + 1)) / 2);
      expect(query.json().events[0]).toMatchObject({ position, type: "TestCounterIncremented", by: i });
    }
  });

  it("documents the position header and the waitFor parameter in OpenAPI", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/test-counters/{id}/increments"].post.responses["201"].headers).toHaveProperty("x-ledger-position");
    const parameters = doc.paths["/api/test-counters/{id}/history"].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(["waitFor", "x-wait-for-position"]));
  });

  it("accepts the position as the waitFor query parameter too", async () => {
    const command = await increment("c2", 7);
    const query = await t.app.inject({ method: "GET", url: `/api/test-counters/c2/history?waitFor=${command.json().position}` });
    expect(query.statusCode).toBe(200);
    expect(query.json().total).toBe(7);
  });

  it("records who acted, from the session, in the event's metadata", async () => {
    const command = await increment("c3", 1);
    await t.app.inject({ method: "GET", url: `/api/test-counters/c3/history?waitFor=${command.json().position}` });
    const [event] = await t.eventStore.readStream("test_counter-company-a-c3");
    expect(event?.metadata).toMatchObject({ companyId: "company-a", actorId: "user-1", persona: "worker", occurredAt: "2026-11-22T10:00:00.000Z" });
  });

  it("answers 400 naming the field for a malformed position", async () => {
    const viaHeader = await t.app.inject({ method: "GET", url: `/api/test-counters/c1/history`, headers: { "x-wait-for-position": "soon" } });
    expect(viaHeader.statusCode).toBe(400);
    expect(viaHeader.json().errors).toHaveProperty("x-wait-for-position");
    const viaQuery = await t.app.inject({ method: "GET", url: `/api/test-counters/c1/history?waitFor=soon` });
    expect(viaQuery.statusCode).toBe(400);
    expect(viaQuery.json().errors).toHaveProperty("waitFor");
  });

  it("validates the command body against its Effect Schema contract before the handler", async () => {
    const response = await t.app.inject({ method: "POST", url: `/api/test-counters/c9/increments`, payload: { by: 0, extra: 1 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["by", "extra"]);
    expect(await t.eventStore.readStream("test_counter-company-a-c9")).toEqual([]);
  });

  it("validates path params the same way", async () => {
    const response = await t.app.inject({ method: "POST", url: `/api/test-counters/NOT_OK/increments`, payload: { by: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed", errors: { id: ["Enter a value in the expected format"] } });
  });

  it("a broken business rule is a 409 with its code", async () => {
    const response = await increment("c4", 100);
    expect(response.statusCode).toBe(201);
    for (let i = 0; i < 9; i += 1) await increment("c4", 100);
    const over = await increment("c4", 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: "The counter may not pass 1000", code: "counter_limit" });
  });
});

describe("read-your-writes when the read model does not get there in time", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No runner: the projection never moves, as when the projections process is down.
    t = await createTestApp("pglite", {
      env: { READ_YOUR_WRITES_TIMEOUT_MS: "300" },
      authenticate: async () => actor,
      slices: (parts) => [testCounterSlice({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs, clock: () => new Date() })],
    });
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  it("gives up after the bound with 412 read_model_behind", async () => {
    const command = await t.app.inject({ method: "POST", url: `/api/test-counters/x/increments`, payload: { by: 1 } });
    const started = Date.now();
    const query = await t.app.inject({ method: "GET", url: `/api/test-counters/x/history`, headers: { "x-wait-for-position": command.json().position } });
    expect(query.statusCode).toBe(412);
    expect(query.json().code).toBe("read_model_behind");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("without a position to wait for, answers from the read model as it is", async () => {
    const query = await t.app.inject({ method: "GET", url: `/api/test-counters/x/history` });
    expect(query.statusCode).toBe(200);
    expect(query.json().total).toBe(0);
  });
});
