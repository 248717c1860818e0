import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PreconditionFailedError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from "@workledger/domain";
import { decodeOrThrow } from "@workledger/event-schemas";
import { IdempotencyConflictError, WrongExpectedRevisionError } from "@workledger/event-store";
import { testDatabaseKinds } from "@workledger/event-store/testing/index.ts";
import { Schema } from "effect";
import type { RouteSlice } from "./build-app.ts";
import { commonErrorResponses } from "./http/error-response.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

const throwers: Record<string, () => unknown> = {
  validation: () => {
    throw new ValidationError({ "period.end": ["must be after the start"], hours: ["must be positive", "must be whole"] });
  },
  unauthorized: () => {
    throw new UnauthorizedError();
  },
  forbidden: () => {
    throw new ForbiddenError("Only admins may do this", "admin_only");
  },
  "not-found": () => {
    throw new NotFoundError("No such person", "person_not_found");
  },
  conflict: () => {
    throw new ConflictError("Work is already started", "work_already_started");
  },
  "wrong-revision": () => {
    throw new WrongExpectedRevisionError("work-1", 3n, 4n);
  },
  idempotency: () => {
    throw new IdempotencyConflictError("work-1", ["a"]);
  },
  precondition: () => {
    throw new PreconditionFailedError("The version you edited is outdated", "stale_version");
  },
  "rate-limited": () => {
    throw new RateLimitedError(30);
  },
  schema: () => decodeOrThrow(Schema.Struct({ name: Schema.NonEmptyString, age: Schema.Int }), "person")({ name: "", age: 1.5 }),
  crash: () => {
    throw new Error("password=hunter2 at db.internal:5432");
  },
};

const errorSlice: RouteSlice = async (app) => {
  app.get<{ Params: { kind: string } }>("/test-errors/:kind", { schema: { tags: ["test"], response: commonErrorResponses } }, async (request) => {
    const thrower = throwers[request.params.kind];
    if (thrower === undefined) throw new NotFoundError();
    return thrower();
  });
  app.post(
    "/test-bodies",
    {
      schema: {
        tags: ["test"],
        summary: "Echoes a valid body",
        body: {
          type: "object",
          required: ["name", "hours"],
          additionalProperties: false,
          properties: {
            name: { type: "string", minLength: 1 },
            hours: { type: "integer", minimum: 0 },
            period: { type: "object", required: ["start"], properties: { start: { type: "string", format: "date" } } },
          },
        },
        response: { 200: { type: "object", properties: { ok: { type: "boolean" } } }, ...commonErrorResponses },
      },
    },
    async () => ({ ok: true }),
  );
};

describe.each(testDatabaseKinds)("buildApp on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { slices: () => [errorSlice] });
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  describe("the error handler", () => {
    it.each([
      ["unauthorized", 401, { message: "Sign in to continue", code: "unauthorized" }],
      ["forbidden", 403, { message: "Only admins may do this", code: "admin_only" }],
      ["not-found", 404, { message: "No such person", code: "person_not_found" }],
      ["conflict", 409, { message: "Work is already started", code: "work_already_started" }],
      ["wrong-revision", 409, { message: "The data changed while you were saving; reload and try again", code: "wrong_expected_revision" }],
      ["idempotency", 409, { message: "This request was already made with different content", code: "idempotency_conflict" }],
      ["precondition", 412, { message: "The version you edited is outdated", code: "stale_version" }],
      ["rate-limited", 429, { message: "Too many attempts, try again later", code: "rate_limited" }],
    ])("maps %s to %i", async (name, status, body) => {
      const response = await get(`/api/test-errors/${name}`);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    });

    it("maps a domain ValidationError to 400 with messages per field", async () => {
      const response = await get("/api/test-errors/validation");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "The request has invalid fields",
        code: "validation_failed",
        errors: { "period.end": ["must be after the start"], hours: ["must be positive", "must be whole"] },
      });
    });

    it("maps a schema decode failure to 400 naming each field", async () => {
      const response = await get("/api/test-errors/schema");
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(["age", "name"]);
    });

    it("tells a rate-limited client when to come back", async () => {
      const response = await get("/api/test-errors/rate-limited");
      expect(response.headers["retry-after"]).toBe("30");
    });

    it("hides the details of a 5xx and gives the request id instead", async () => {
      const response = await get("/api/test-errors/crash", { "x-request-id": "trace-me-42" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Something went wrong", code: "internal_error", requestId: "trace-me-42" });
      expect(response.body).not.toContain("hunter2");
    });

    it("answers an unknown /api path with a JSON 404", async () => {
      const response = await t.app.inject({ method: "DELETE", url: "/api/nothing/here" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "route_not_found" });
    });
  });

  describe("request validation", () => {
    const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/test-bodies", payload: payload as object });

    it("rejects a bad body before the handler with the same field-error shape", async () => {
      const response = await post({ hours: -1, extra: true, period: { start: "yesterday" } });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe("The request has invalid fields");
      expect(body.code).toBe("validation_failed");
      expect(body.errors).toEqual({
        name: ["This field is required"],
        extra: ["This field is not allowed"],
        hours: ["This number is too small"],
        "period.start": ["Enter a date such as 2026-03-29"],
      });
    });

    it("lets a good body through", async () => {
      const response = await post({ name: "Mari", hours: 8, period: { start: "2026-11-22" } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });

    it("answers malformed JSON with a 400, not a 500", async () => {
      const response = await t.app.inject({ method: "POST", url: "/api/test-bodies", payload: "{", headers: { "content-type": "application/json" } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });

  describe("request ids", () => {
    it("echoes an incoming x-request-id", async () => {
      const response = await get("/api/health", { "x-request-id": "abc-123" });
      expect(response.headers["x-request-id"]).toBe("abc-123");
    });

    it("makes one up when none (or a suspicious one) comes in", async () => {
      const none = await get("/api/health");
      expect(none.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      const odd = await get("/api/health", { "x-request-id": "<script>" });
      expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe("OpenAPI", () => {
    it("is generated from the route schemas and lists the routes", async () => {
      const response = await get("/api/openapi.json");
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/ready", "/api/test-bodies", "/api/test-errors/{kind}"]));
      expect(doc.paths["/api/test-bodies"].post.requestBody.content["application/json"].schema.required).toEqual(["name", "hours"]);
      expect(doc.components.schemas.ErrorResponse).toBeDefined();
      expect(Object.keys(doc.paths)).not.toContain("/api/openapi.json");
    });

    it("serves the docs UI", async () => {
      const response = await get("/api/docs/");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
    });
  });

  describe("health and readiness", () => {
    it("is live and ready with every dependency up", async () => {
      expect((await get("/api/health")).json()).toEqual({ status: "ok" });
      const ready = await get("/api/ready");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: "ready",
        checks: [
          { name: "database", ok: true },
          { name: "event-store", ok: true },
          { name: "bus", ok: true },
          { name: "projections", ok: true },
        ],
      });
    });

    it("is not ready, naming the checks, once the database is gone; liveness still answers", async () => {
      await t.testDatabase.database.close();
      const ready = await get("/api/ready");
      expect(ready.statusCode).toBe(503);
      const failed = ready.json().checks.filter((c: { ok: boolean }) => !c.ok).map((c: { name: string }) => c.name);
      expect(failed).toEqual(expect.arrayContaining(["database", "event-store"]));
      expect(ready.json().status).toBe("not_ready");
      expect((await get("/api/health")).statusCode).toBe(200);
    });
  });
});

describe("what only the server sees", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres", { slices: () => [errorSlice], logLines: lines });
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  it("logs a 5xx with its cause and request id, as structured JSON", async () => {
    await t.app.inject({ method: "GET", url: "/api/test-errors/crash", headers: { "x-request-id": "find-me-7" } });
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.reqId === "find-me-7" && e.msg === "request failed");
    expect(entry).toBeDefined();
    expect(entry.level).toBe(50);
    expect(entry.err.message).toContain("hunter2");
  });

  it("is not ready while a projection is failed (its reads will not move until an operator acts)", async () => {
    await t.db
      .insertInto("projection_checkpoints")
      .values({ name: "broken", position_commit: "0", position_prepare: "0", status: "failed", error: "boom", events_seen: "0" })
      .execute();
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe("not_ready");
    expect(ready.json().checks).toContainEqual({ name: "projections", ok: false, degraded: true, projections: [{ name: "broken", status: "failed", parked: 0 }] });
    await t.db.deleteFrom("projection_checkpoints").where("name", "=", "broken").execute();
    expect((await t.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });

  it("stays ready but degraded while a projection holds parked events or is reconnecting, naming each with its count", async () => {
    const checkpoint = (name: string, reconnecting: boolean) => ({
      name,
      position_commit: "5",
      position_prepare: "5",
      status: "running" as const,
      events_seen: "5",
      reconnecting,
    });
    const parked = (eventId: string, blockedBy: string | null) => ({
      projection: "ledger",
      event_id: eventId,
      stream_name: "work-a",
      stream_revision: "1",
      position_commit: "3",
      position_prepare: eventId === "e1" ? "3" : "4",
      event_type: "WorkLogEdited",
      error: blockedBy === null ? "integer out of range" : `waits behind event ${blockedBy} of the same stream`,
      blocked_by: blockedBy,
    });
    await t.db.insertInto("projection_checkpoints").values([checkpoint("ledger", false), checkpoint("follower", true)]).execute();
    await t.db.insertInto("projection_parked_events").values([parked("e1", null), parked("e2", "e1")]).execute();
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().status).toBe("degraded");
      expect(ready.json().checks).toContainEqual({
        name: "projections",
        ok: true,
        degraded: true,
        projections: [
          { name: "follower", status: "reconnecting", parked: 0 },
          { name: "ledger", status: "degraded", parked: 2 },
        ],
      });
    } finally {
      await t.db.deleteFrom("projection_parked_events").where("projection", "=", "ledger").execute();
      await t.db.deleteFrom("projection_checkpoints").where("name", "in", ["ledger", "follower"]).execute();
    }
    expect((await t.app.inject({ method: "GET", url: "/api/ready" })).json()).toMatchObject({ status: "ready" });
  });

  it("is not ready once the bus is closed", async () => {
    const fresh = await createTestApp("postgres");
    try {
      await fresh.bus.close();
      const ready = await fresh.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toContainEqual({ name: "bus", ok: false });
    } finally {
      await fresh.close();
    }
  });
});
