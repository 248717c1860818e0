import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";

/**
 * Input the storage cannot hold or the server cannot walk is refused at the edge, for every route
 * by one mechanism: out-of-range integers, NUL and lone surrogates in any string (body, key, path,
 * query), deep nesting and oversized bodies answer 4xx, never 5xx, and write nothing.
 */
describe("input the storage cannot hold is a 4xx, never a 500", () => {
  let t: WorkTimeTestApp;
  let founder: Person;
  const eventCount = async () => Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events")).rows[0]!.n);
  /** Sends a raw JSON text, so escapes such as \ud800 reach the parser exactly as written. */
  const raw = (method: "POST" | "PUT", url: string, text: string) =>
    t.app.inject({ method, url, payload: text, headers: { ...authHeaders(), "content-type": "application/json" } });
  let authHeaders: () => Record<string, string>;

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    founder = await t.founder("Hygiene");
    const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
    authHeaders = () => ({ "x-xsrf-token": csrf, authorization: `Bearer ${founder.token}` });
  });
  afterAll(async () => t?.close());

  it("an out-of-range page number is 400, not a database overflow", async () => {
    for (const page of ["99999999999999999999", "2147483648", "9007199254740993", "1e400"]) {
      const response = await t.send("GET", `/api/companies/${founder.companyId}/workers?page=${page}`, founder.token);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().errors, page).toHaveProperty("page");
    }
  });

  it("a date-time the pattern lets through but no calendar has is 400 naming the field, in a query and in a body", async () => {
    const base = `/api/companies/${founder.companyId}`;
    for (const start of ["2026-13-45T25:61:00Z", "2026-02-30T10:00:00Z", "2026-04-31T10:00Z", "2026-01-01T24:00:00Z", "2026-01-01T10:00:00+24:00"]) {
      const response = await t.send("GET", `${base}/works/overlaps?start=${encodeURIComponent(start)}`, founder.token);
      expect(response.statusCode, start).toBe(400);
      expect(response.json().errors, start).toEqual({ start: ["Enter a date and time such as 2026-03-29T03:30+03:00"] });
    }
    expect((await t.send("GET", `${base}/works/overlaps?start=2028-02-29T23:59:59Z`, founder.token)).statusCode).toBe(200);
    const before = await eventCount();
    const body = await t.send("POST", `${base}/works`, founder.token, { date: "2026-02-30", start_time: "08:00", end_time: "12:00" });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toHaveProperty("date");
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ["NUL in a value", '{"first_name":"Sa\\u0000m"}', "first_name", "Must not contain the NUL character"],
    ["a lone high surrogate", '{"first_name":"Sam\\ud800"}', "first_name", "Must be valid Unicode text (no lone surrogate)"],
    ["a lone low surrogate", '{"last_name":"\\udc00Founder"}', "last_name", "Must be valid Unicode text (no lone surrogate)"],
    ["NUL in a key", '{"first_name":"Sam","x\\u0000":1}', "x\u0000", "Must not contain the NUL character"],
    ["NUL inside a list", '{"phone_numbers":["123","4\\u00005"]}', "phone_numbers.1", "Must not contain the NUL character"],
  ])("%s is 400 with a field error, and appends nothing", async (_what, body, field, message) => {
    const before = await eventCount();
    const response = await raw("PUT", `/api/users/${founder.id}/profile`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await eventCount()).toBe(before);
  });

  it("a valid astral character (a surrogate pair) is kept", async () => {
    const response = await raw("PUT", `/api/users/${founder.id}/profile`, '{"first_name":"Zo\\u00eb \\ud83d\\ude00"}');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.first_name).toBe("Zoë 😀");
  });

  it("NUL in a query value or a path segment is 400", async () => {
    const query = await t.send("GET", `/api/companies/${founder.companyId}/workers?search=a%00b`, founder.token);
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toHaveProperty("search");
    const path = await t.send("GET", `/api/companies/${founder.companyId}/users/x%00y`, founder.token);
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toHaveProperty("userId");
  });

  it.each([
    ["arrays", `{"name":${"[".repeat(100_000)}${"]".repeat(100_000)}}`],
    ["objects", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`],
  ])("100,000-deep nested %s are refused before they are parsed", async (_what, body) => {
    const before = await eventCount();
    for (const url of [`/api/companies/${founder.companyId}/work-types`, `/api/companies/${founder.companyId}/overtimes/groups`, "/api/login"]) {
      const response = await raw("POST", url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe("json_too_deep");
    }
    expect(await eventCount()).toBe(before);
  });

  it("a body over 1 MB is 413", async () => {
    const response = await raw("PUT", `/api/users/${founder.id}/profile`, JSON.stringify({ first_name: "x".repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
  });
});
