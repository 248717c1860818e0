import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

type Answer = { headers: Record<string, unknown> };
const pos = (r: Answer) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });

describe("the owner's setup checklist ticks itself off from the company's data", () => {
  let t: WorkTimeTestApp;
  let owner: Person;
  let base: string;
  const checklist = async (who: Person, after?: Answer) => t.send("GET", `${base}/setup-checklist`, who.token, undefined, after === undefined ? {} : pos(after));

  beforeAll(async () => {
    // Wednesday 25 November 2026, 12:00 in Helsinki.
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-25T10:00:00Z") });
    owner = await t.founder("Cleaners");
    base = `/api/companies/${owner.companyId}`;
  }, 180_000);
  afterAll(async () => t?.close());

  it("starts with nothing done, then ticks pay period, workspace, work types, people and the first confirmation as they happen", async () => {
    const empty = await checklist(owner);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({
      pay_period: false,
      workspace: false,
      work_types: false,
      people: false,
      first_confirmation: false,
      counts: { workspaces: 0, work_types: 0, people: 0, confirmed_logs: 0 },
    });

    const rule = await t.send("PUT", `${base}/pay-calendar/pay-period`, owner.token, { kind: "semimonthly", start_day: 1, close_after_days: 5, effective_from: "2026-11-16" });
    expect(rule.statusCode, rule.body).toBe(200);
    const workspace = await t.send("POST", `${base}/divisions`, owner.token, { name: "Harbour", location: { lat: 60.17, lng: 24.94 }, radius_meters: 150 });
    expect(workspace.statusCode, workspace.body).toBe(201);
    const workType = await t.send("POST", `${base}/work-types`, owner.token, { name: "Cleaning" });
    expect(workType.statusCode, workType.body).toBe(201);
    const worker = await t.person(owner);
    const halfway = await checklist(owner, workType);
    expect(halfway.json().data).toMatchObject({ pay_period: true, workspace: true, work_types: true, people: true, first_confirmation: false });
    expect(halfway.json().data.counts).toEqual({ workspaces: 1, work_types: 1, people: 1, confirmed_logs: 0 });

    const added = await t.send("POST", `${base}/works`, worker.token, { date: "2026-11-24", start_time: "08:00", end_time: "12:00" });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const confirmed = await t.send("POST", `${base}/works/${added.json().work_id}/confirm`, owner.token, undefined, pos(added));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await checklist(owner, confirmed)).json().data).toMatchObject({ first_confirmation: true, counts: { confirmed_logs: 1 } });
  });

  it("is the owner's: a worker of the company and another company's owner get 403", async () => {
    const worker = await t.person(owner);
    expect((await checklist(worker)).statusCode).toBe(403);
    const stranger = await t.founder("Elsewhere");
    expect((await checklist(stranger)).statusCode).toBe(403);
  });
});
