import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

/**
 * Workspace scoping of work logs and timesheets (spec section 6): a manager whose manager rights
 * cover only "north" reaches neither the hours nor the logs of someone in "south"; the answer is
 * section 8's 'User information cannot be viewed'. And can_see_timesheets_or_overview gates the
 * worker's own timesheet and overview.
 */
describe("work-time scoping and the timesheet permission (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let founder: Person;
  let north: Person;
  let southWorker: Person;
  let northWorker: Person;
  let southWork: string;

  const cannotBeViewed = (response: { statusCode: number; json(): { message?: string } }, what: string) => {
    expect(response.statusCode, what).toBe(403);
    expect(response.json().message, what).toBe("User information cannot be viewed");
  };

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    founder = await t.founder("Scoped hours");
    const managerRights = [...defaultWorkerRights.permissions, "has_manager_rights", "can_edit_users", "can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"];
    north = await t.person(founder, managerRights, { roleId: 1, managerWorkspaces: ["north"] });
    southWorker = await t.person(founder, defaultWorkerRights.permissions, { generalWorkspaces: ["south"] });
    northWorker = await t.person(founder, defaultWorkerRights.permissions, { generalWorkspaces: ["north"] });
    const added = await t.send("POST", `/api/companies/${founder.companyId}/works`, southWorker.token, { start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T14:00:00.000Z" });
    expect(added.statusCode, added.body).toBe(201);
    southWork = added.json().work_id as string;
    // The log is in the timesheet before anyone is refused it (a missing one would be a 404).
    const read = await t.send("GET", `/api/companies/${founder.companyId}/works/${southWork}`, southWorker.token, undefined, { "x-wait-for-position": String(added.headers["x-ledger-position"]) });
    expect(read.statusCode, read.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const c = () => `/api/companies/${founder.companyId}`;

  it("answers 'User information cannot be viewed' for a person outside the manager's workspaces, on reads and commands", async () => {
    cannotBeViewed(await t.send("GET", `${c()}/users/${southWorker.id}`, north.token), "person");
    cannotBeViewed(await t.send("GET", `${c()}/workers/timesheet?worker_ids=${southWorker.id}&from=2026-11-01&to=2026-11-30`, north.token), "timesheet");
    cannotBeViewed(await t.send("GET", `${c()}/works/timer?worker_id=${southWorker.id}`, north.token), "timer");
    cannotBeViewed(await t.send("GET", `${c()}/works/overlaps?worker_id=${southWorker.id}&start=2026-11-02T06:00:00.000Z`, north.token), "overlaps");
    cannotBeViewed(await t.send("POST", `${c()}/works`, north.token, { worker_id: southWorker.id, start: "2026-11-03T06:00:00.000Z", end: "2026-11-03T14:00:00.000Z" }), "add log");
    cannotBeViewed(await t.send("POST", `${c()}/works/start`, north.token, { worker_id: southWorker.id }), "start");
    cannotBeViewed(await t.send("PUT", `${c()}/works/${southWork}`, north.token, { comment: "moved" }), "edit log");
    cannotBeViewed(await t.send("POST", `${c()}/works/${southWork}/confirm`, north.token, {}), "confirm");
    cannotBeViewed(await t.send("DELETE", `${c()}/works/${southWork}`, north.token), "delete");
    const names = (await t.send("GET", `${c()}/workers/all`, north.token)).json().data.map((p: { id: string }) => p.id);
    expect(names).toContain(northWorker.id);
    expect(names).not.toContain(southWorker.id);
    const sheet = await t.send("GET", `${c()}/workers/timesheet?from=2026-11-01&to=2026-11-30`, north.token);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).not.toContain(southWork);
  });

  it("lets the same manager work with someone inside the workspaces", async () => {
    expect((await t.send("GET", `${c()}/users/${northWorker.id}`, north.token)).statusCode).toBe(200);
    expect((await t.send("GET", `${c()}/workers/timesheet?worker_ids=${northWorker.id}`, north.token)).statusCode).toBe(200);
    expect((await t.send("GET", `${c()}/works/timer?worker_id=${northWorker.id}`, north.token)).statusCode).toBe(200);
  });

  it("shows a worker their own timesheet and overview only with can_see_timesheets_or_overview", async () => {
    const without = await t.person(founder, defaultWorkerRights.permissions.filter((p) => p !== "can_see_timesheets_or_overview"));
    const refused = await t.send("GET", `${c()}/timesheet`, without.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("forbidden_permission");
    expect((await t.send("GET", `${c()}/timesheet`, northWorker.token)).statusCode).toBe(200);
    // The manager persona sees their own hours with their people's.
    expect((await t.send("GET", `${c()}/timesheet`, north.token)).statusCode).toBe(200);
  });
});
