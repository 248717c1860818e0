import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

/**
 * Workspace scoping fails closed: a person in no general workspace is reached by unscoped managers
 * only. A manager whose manager rights cover "North" neither lists nor opens them (profile, Rights,
 * Personal, Files, Salary), nor reports on, schedules, reads requests or exports them; the main
 * user (unscoped) still does all of it, and the scoped manager still reaches their own people.
 */
describe("people in no workspace are reached by unscoped managers only (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let founder: Person;
  let scoped: Person;
  let unplaced: Person;
  let northWorker: Person;
  let north: string;
  const c = () => `/api/companies/${founder.companyId}`;
  const period = "from=2026-11-01&to=2026-11-30";

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-20T10:00:00Z") });
    founder = await t.founder("Scoped Oy");
    north = await t.workspace(founder, "Site North");
    await t.workspace(founder, "Site South");
    const managerRights = [
      ...defaultWorkerRights.permissions,
      "has_manager_rights",
      "can_add_users",
      "can_edit_users",
      "can_manage_user_rights",
      "can_manage_salary_extensions",
      "can_generate_reports_for_workers",
      "can_manage_schedules",
      "can_accept_decline_requests",
      "can_confirm_work_hours",
    ];
    scoped = await t.person(founder, managerRights, { roleId: 1, managerWorkspaces: [north], generalWorkspaces: [north] });
    unplaced = await t.person(founder, defaultWorkerRights.permissions, { generalWorkspaces: [] });
    northWorker = await t.person(founder, defaultWorkerRights.permissions, { generalWorkspaces: [north] });
    for (const who of [unplaced, northWorker]) {
      const added = await t.send("POST", `${c()}/works`, who.token, { start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T14:00:00.000Z" });
      expect(added.statusCode, added.body).toBe(201);
    }
    await t.readModels.waitForPosition("reports", await t.eventStore.headPosition(), { timeoutMs: 15_000 });
  }, 240_000);
  afterAll(async () => t?.close());

  /** Every read about one person a manager may make: profile (Information and Personal), Rights, Files, Salary, requests, schedule, timesheet, report. */
  const personReads = (id: string) => [
    `${c()}/users/${id}`,
    `${c()}/users/${id}/rights`,
    `${c()}/users/${id}/files`,
    `${c()}/users/${id}/salary-settings`,
    `/api/requests?user_id=${id}`,
    `/api/schedules/${founder.companyId}/users/${id}?${period}`,
    `${c()}/workers/timesheet?worker_ids=${id}&${period}`,
    `${c()}/reports?${period}&worker_ids=${id}`,
  ];

  it("refuses a scoped manager every read about someone in no workspace", async () => {
    for (const url of personReads(unplaced.id)) {
      const answer = await t.send("GET", url, scoped.token);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(403);
      expect(answer.json().code, url).toBe("user_cannot_be_viewed");
    }
  });

  it("refuses a scoped manager changing someone in no workspace (rights, profile, status)", async () => {
    const changes = [
      ["PUT", `${c()}/users/${unplaced.id}/rights`, { ...defaultWorkerRights, general_rights_workspace_ids: [north] }],
      ["PUT", `${c()}/users/${unplaced.id}`, { first_name: "Moved" }],
      ["POST", `${c()}/users/${unplaced.id}/deactivate`, {}],
    ] as const;
    for (const [method, url, body] of changes) {
      const answer = await t.send(method, url, scoped.token, body);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(403);
    }
    const still = await t.send("GET", `${c()}/users/${unplaced.id}`, founder.token);
    expect(still.json().data).toMatchObject({ first_name: expect.not.stringMatching(/^Moved$/), status: "active" });
  });

  it("leaves someone in no workspace out of a scoped manager's lists, schedules, reports and export workers", async () => {
    const ids = (body: { data: { id?: string; user_id?: string }[] }) => body.data.map((p) => p.id ?? p.user_id);
    const list = await t.send("GET", `${c()}/workers?per_page=250`, scoped.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list.json())).toContain(northWorker.id);
    expect(ids(list.json())).not.toContain(unplaced.id);
    expect(list.json().meta.total).toBe(list.json().data.length);
    const names = ids((await t.send("GET", `${c()}/workers/all`, scoped.token)).json());
    expect(names).toContain(northWorker.id);
    expect(names).not.toContain(unplaced.id);

    // The schedule of several people: naming someone in no workspace is refused, one's own people are read.
    const schedule = (ids: string) => t.send("GET", `/api/schedules/${founder.companyId}?${period}&user_ids=${ids}`, scoped.token);
    expect((await schedule(`${northWorker.id},${unplaced.id}`)).statusCode).toBe(403);
    expect((await schedule(northWorker.id)).statusCode).toBe(200);

    const report = await t.send("GET", `${c()}/reports?${period}`, scoped.token);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(northWorker.id);
    expect(report.body).not.toContain(unplaced.id);

    const exportWorkers = await t.send("GET", `/api/payroll/companies/${founder.companyId}/export-workers?${period}`, scoped.token);
    expect(exportWorkers.statusCode, exportWorkers.body).toBe(200);
    expect(ids(exportWorkers.json())).toContain(northWorker.id);
    expect(ids(exportWorkers.json())).not.toContain(unplaced.id);
  });

  it("still lets the scoped manager reach their own people, and the main user everyone", async () => {
    for (const url of personReads(northWorker.id)) {
      const answer = await t.send("GET", url, scoped.token);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    for (const url of personReads(unplaced.id)) {
      const answer = await t.send("GET", url, founder.token);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    const list = (await t.send("GET", `${c()}/workers?per_page=250`, founder.token)).json().data.map((p: { id: string }) => p.id);
    expect(list).toEqual(expect.arrayContaining([unplaced.id, northWorker.id, scoped.id]));
  });
});
