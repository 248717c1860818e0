import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { unboundedFields, unboundedIn, type OpenApiDocument, type Unbounded } from "./schema-bounds.ts";

/**
 * Every number a request carries has a minimum and a maximum that fit its column (int4 at most),
 * and every string a maxLength, as the OpenAPI document states them: what is not declared is not
 * checked before a handler, a key conversion or an append sees it. Exceptions are listed with why.
 */
const exceptions: readonly { readonly operation: RegExp; readonly field: RegExp; readonly reason: string }[] = [
  {
    operation: /^POST \/api\/users\/work-leaves\/request$/,
    field: /^body\.(started_at|ended_at)$/,
    reason: "spec 3 (Absence request): ms timestamps, bounded 0..year 2100 and stored as timestamptz, never in an int4 column",
  },
  {
    operation: /^POST \/api\/works\/\{workId\}\/bonus\/(request|accept)$/,
    field: /^body\.timestamp$/,
    reason: "spec 7 (Bonus request and decision): the client's ms timestamp, bounded 0..year 2100, accepted and never stored (the server's clock is recorded)",
  },
];

const isException = (u: Unbounded) => exceptions.some((e) => e.operation.test(u.operation) && e.field.test(u.field));

describe("request bounds stated in the OpenAPI document", () => {
  let t: WorkTimeTestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as OpenApiDocument;
  });
  afterAll(async () => t?.close());

  it("the walker finds what it must find", () => {
    const schema = {
      type: "object",
      properties: {
        page: { type: "integer", minimum: 1 },
        big: { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        name: { type: "string" },
        code: { type: "string", maxLength: 8 },
        kind: { type: "string", enum: ["a", "b"] },
        list: { type: "array", items: { $ref: "#/$defs/Item" } },
      },
      $defs: { Item: { anyOf: [{ type: "number", maximum: 5 }, { type: "null" }] } },
    };
    expect(unboundedIn(schema, "op", "body", () => undefined).map((u) => u.field)).toEqual(["body.page", "body.big", "body.name", "body.list[]"]);
  });

  it("every body and query number has a minimum and maximum fitting int4, and every string a maxLength", () => {
    const { unbounded, operations, fields } = unboundedFields(doc);
    const open = unbounded.filter((u) => !isException(u));
    console.log(`bounds: ${operations} operations, ${fields} top-level body/query fields walked; ${unbounded.length - open.length} excepted`);
    expect(open.map((u) => `${u.operation} ${u.field}: ${u.problem}`)).toEqual([]);
  });

  it("the work-time bodies (punches, manual logs, bulk confirm) are bounded too, with no exception", () => {
    const { unbounded } = unboundedFields(doc);
    // A work's bonus calls live under /works but are requests: their one exception is listed above.
    const workTime = unbounded.filter((u) => /\/works/.test(u.operation) && !/\/bonus\//.test(u.operation));
    expect(workTime.map((u) => `${u.operation} ${u.field}: ${u.problem}`)).toEqual([]);
  });

  it("the exceptions still name something (a stale one is removed)", () => {
    const { unbounded } = unboundedFields(doc);
    for (const e of exceptions) expect(unbounded.some((u) => e.operation.test(u.operation) && e.field.test(u.field)), e.reason).toBe(true);
  });
});
