import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, enableFeatures, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { demoCredentials, seedDemo } from "@workledger/command-api/seed/demo-seed.ts";
import { fillPath, operationsOf, type JsonSchema, type Operation } from "./openapi-operations.ts";

/**
 * The boundary sweep: every operation of /api/openapi.json, called by a signed-in persona who may
 * call it (the platform admin for /api/admin, else a company's founder, who holds every manager
 * right), gets boundary values in each of its body and query fields: the field's own maximum,
 * one past it, 2^31, 2^53, -1, NUL, a lone surrogate, deep nesting and a 2 MB string. Never a
 * 5xx; a refused request (400, 413) appends nothing; /api/ready is still ready at the end. A new
 * route joins by being in the OpenAPI document.
 */
interface Field {
  readonly name: string;
  readonly in: "body" | "query";
  readonly schema: JsonSchema & { readonly maximum?: number; readonly maxLength?: number };
}

interface Doc {
  readonly paths: Record<string, Record<string, { parameters?: readonly { name: string; in: string; schema?: Field["schema"] }[] }>>;
}

const deep = (levels: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

const twoMb = "x".repeat(2 * 1024 * 1024);

/** The value's own bound from the schema (first branch of a union that has one). */
const boundOf = (s: Field["schema"]): { maximum?: number; maxLength?: number } => {
  const branches = [s, ...((s.anyOf ?? s.oneOf ?? []) as Field["schema"][])];
  const maximum = branches.map((b) => b.maximum).find((m) => m !== undefined);
  const maxLength = branches.map((b) => b.maxLength).find((m) => m !== undefined);
  return { ...(maximum === undefined ? {} : { maximum }), ...(maxLength === undefined ? {} : { maxLength }) };
};

/** Boundary values for one field: [label, value]. */
const boundaryValues = (field: Field): [string, unknown][] => {
  const { maximum, maxLength } = boundOf(field.schema);
  return [
    ...(maximum === undefined ? [] : ([["max", maximum], ["max+1", maximum + 1]] as [string, unknown][])),
    ...(maxLength === undefined ? [] : ([["maxLength", "a".repeat(maxLength)], ["maxLength+1", "a".repeat(maxLength + 1)]] as [string, unknown][])),
    ["2^31", 2 ** 31],
    ["2^53", 2 ** 53],
    ["-1", -1],
    ["NUL", "a\u0000b"],
    ["lone surrogate", "a\ud800b"],
    ["deep nesting", deep(100)],
    ["2 MB string", twoMb],
  ];
};

/** A query value as it travels: text, with NUL percent-encoded and a lone surrogate as its (invalid) UTF-8 bytes. */
const queryText = (value: unknown): string => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text
    .split("\ud800")
    .map((part) => encodeURIComponent(part))
    .join("%ED%A0%80");
};

describe("boundary values to every operation of the OpenAPI document", () => {
  let t: WorkTimeTestApp;
  let founder: Person;
  let adminToken: string;
  let operations: Operation[];
  let queryOf: (o: Operation) => Field[];
  const eventCount = async () => Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events")).rows[0]!.n);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    founder = await t.founder("Boundaries");
    // Feature-gated routes (schedules) meet the boundary values, not only 'feature not active'.
    await enableFeatures(t, founder.companyId, { schedule_active: true, shift_manager_active: true });
    await seedDemo(t.identity.deps);
    const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
    const admin = demoCredentials.find((c) => c.role === "admin")!;
    adminToken = (await t.app.inject({ method: "POST", url: "/api/login", headers: { "x-xsrf-token": csrf }, payload: { email: admin.email, password: admin.password } })).json().access_token as string;
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Doc;
    operations = operationsOf(doc as never);
    queryOf = (o) =>
      (doc.paths[o.path]?.[o.method.toLowerCase()]?.parameters ?? [])
        .filter((p) => p.in === "query")
        .map((p) => ({ name: p.name, in: "query", schema: p.schema ?? {} }));
  });
  afterAll(async () => t?.close());

  it("never answers 5xx, appends nothing when it refuses, and leaves the service ready", { timeout: 600_000 }, async () => {
    const fieldsOf = (o: Operation): Field[] => [
      ...Object.entries(o.body?.properties ?? {}).map(([name, schema]): Field => ({ name, in: "body", schema })),
      ...queryOf(o),
    ];
    const swept = operations.filter((o) => fieldsOf(o).length > 0);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let requests = 0;
    let fields = 0;
    let before = await eventCount();
    for (const o of swept) {
      const token = o.path.startsWith("/api/admin") ? adminToken : founder.token;
      const persona: Record<string, string> = o.path.startsWith("/api/admin") ? { "x-persona": "admin" } : {};
      const params = { id: /^\/api\/(v2\/)?users\/\{id\}/.test(o.path) ? founder.id : founder.companyId, userId: founder.id };
      for (const field of fieldsOf(o)) {
        fields += 1;
        for (const [label, value] of boundaryValues(field)) {
          const base = fillPath(o.path, params, o.query);
          const url = field.in === "query" ? `${base}${base.includes("?") ? "&" : "?"}${encodeURIComponent(field.name)}=${queryText(value)}` : base;
          const body = field.in === "body" ? { [field.name]: value } : o.method === "GET" || o.method === "DELETE" ? undefined : {};
          const response = await t.send(o.method as "POST", url, token, body, persona);
          requests += 1;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          const what = `${o.method} ${o.path} ${field.in}.${field.name}=${label}`;
          if (response.statusCode >= 500) failures.push(`${what} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
          if (response.statusCode === 400 || response.statusCode === 413) {
            const now = await eventCount();
            if (now !== before) failures.push(`${what} -> ${response.statusCode} but appended ${now - before} event(s)`);
            before = now;
          } else if (response.statusCode < 300) before = await eventCount();
        }
      }
    }
    console.log(
      `boundary sweep: ${swept.length} of ${operations.length} operations have body or query fields; ${fields} fields, ${requests} requests; answers ${JSON.stringify(statuses)}`,
    );
    expect(swept.length).toBeGreaterThan(60);
    expect(failures).toEqual([]);
    // The founder's session survived the sweep, and every read model kept up (no poisoned projection).
    expect((await t.send("GET", "/api/current-user", founder.token)).statusCode).toBe(200);
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode, ready.body).toBe(200);
    // A parked event leaves readiness 200 but "degraded": ready means nothing was parked.
    expect(ready.json().status, ready.body).toBe("ready");
  });
});
