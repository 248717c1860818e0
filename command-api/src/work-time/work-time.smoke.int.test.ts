import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

describe("smoke", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    boss = await t.founder();
  });
  afterAll(async () => t?.close());
  it("punches", async () => {
    const base = `/api/companies/${boss.companyId}`;
    const start = await t.send("POST", `${base}/works/start`, boss.token, {});
    console.log(start.statusCode, start.body);
    t.clock.advance(60_000);
    const pause = await t.send("POST", `${base}/works/pause`, boss.token, {});
    console.log(pause.statusCode, pause.body);
    t.clock.advance(60_000);
    const stop = await t.send("POST", `${base}/works/stop`, boss.token, {});
    console.log(stop.statusCode, stop.body);
    const sheet = await t.send("GET", `${base}/timesheet`, boss.token, undefined, { "x-wait-for-position": stop.json().position });
    console.log(sheet.statusCode, sheet.body);
    expect(sheet.statusCode).toBe(200);
  });
});
