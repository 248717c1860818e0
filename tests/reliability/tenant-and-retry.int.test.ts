import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { fillPath, operationsOf, type Operation } from "./openapi-operations.ts";

/**
 * Tenant isolation sweep: every GET route of /api/openapi.json with a company id, asked by company
 * B's founder about company A (A's company id, A's work and user ids) answers 403 or 404, never
 * A's data. And retries: the same command sent again (same work id, same x-command-id) records
 * its events once.
 */
describe("tenant isolation and command retries", () => {
  let t: WorkTimeTestApp;
  let a: Person;
  let b: Person;
  let aWorkId: string;
  let gets: Operation[];

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    a = await t.founder("Tenant A");
    b = await t.founder("Tenant B");
    const started = await t.send("POST", `/api/companies/${a.companyId}/works/start`, a.token, {});
    expect(started.statusCode).toBe(201);
    aWorkId = started.json().work_id as string;
    gets = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json()).filter((o) => o.method === "GET" && o.params.includes("id"));
  });
  afterAll(async () => t?.close());

  it("sweeps every company-scoped GET route", () => {
    expect(gets.length).toBeGreaterThan(10);
  });

  it("refuses another company's id on every company-scoped GET route (403/404)", async () => {
    const leaks: string[] = [];
    for (const o of gets) {
      // A's ids everywhere: company, user and work; other ids get a valid-looking uuid.
      const values: Record<string, string> = { id: a.companyId, userId: a.id, workId: aWorkId, personId: a.id, workerId: a.id };
      const response = await t.send("GET", fillPath(o.path, values, o.query), b.token);
      if (![403, 404].includes(response.statusCode)) leaks.push(`${o.path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
  });

  it("never shows A's objects under B's own company id", async () => {
    const leaks: string[] = [];
    for (const o of gets.filter((g) => g.params.length > 1)) {
      const values: Record<string, string> = { id: b.companyId, userId: a.id, workId: aWorkId, personId: a.id, workerId: a.id };
      const response = await t.send("GET", fillPath(o.path, values, o.query), b.token);
      if (response.statusCode < 400 && (response.body.includes(aWorkId) || response.body.includes(a.email))) leaks.push(`${o.path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
  });

  const eventsOf = async (predicate: string, value: string) =>
    (await t.testDatabase.database.pool.query<{ type: string }>(`select type from wl_events where ${predicate} = $1 order by global_position`, [value])).rows.map((r) => r.type);

  it("records a retried start (same work id) once", async () => {
    const workId = crypto.randomUUID();
    const p = await t.person(b);
    const first = await t.send("POST", `/api/companies/${b.companyId}/works/start`, p.token, { work_id: workId });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await t.send("POST", `/api/companies/${b.companyId}/works/start`, p.token, { work_id: workId });
      expect(again.statusCode).toBeLessThan(500);
    }
    expect(await eventsOf("data->>'workId'", workId)).toEqual(["WorkStarted"]);
  });

  it("records a retried stop (same x-command-id) once, concurrently too", async () => {
    const p = await t.person(b);
    const started = await t.send("POST", `/api/companies/${b.companyId}/works/start`, p.token, {});
    const workId = started.json().work_id as string;
    const commandId = `retry-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.send("POST", `/api/companies/${b.companyId}/works/stop`, p.token, { work_id: workId }, { "x-command-id": commandId })),
    );
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await eventsOf("data->>'workId'", workId)).filter((type) => type === "WorkStopped")).toEqual(["WorkStopped"]);
    expect(await eventsOf("metadata->>'commandId'", commandId)).toEqual(["WorkStopped"]);
  });

  it("records a retried manual log (same work id) once", async () => {
    const workId = crypto.randomUUID();
    const body = { work_id: workId, start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T14:00:00.000Z" };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await t.send("POST", `/api/companies/${b.companyId}/works`, b.token, body));
    expect(answers[0]!.statusCode).toBe(201);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(await eventsOf("data->>'workId'", workId)).toEqual(["WorkLogAdded"]);
  });
});
