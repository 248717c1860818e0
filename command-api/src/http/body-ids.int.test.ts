import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

/**
 * The shared body-id check: a work log naming another company's work type or workspace is refused
 * with a field error and nothing is stored; a workspace outside the actor's scope is 403; the
 * company's own ids are accepted.
 */
describe("ids in request bodies belong to the company and the actor's scope (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let a: Person;
  let b: Person;
  let aType: string;
  let aSpace: string;
  let bType: string;
  let bSpace: string;
  const location = { lat: 60.17, lng: 24.94 };

  const workType = async (who: Person, name: string) => {
    const created = await t.send("POST", `/api/companies/${who.companyId}/work-types`, who.token, { name });
    expect(created.statusCode, created.body).toBeLessThan(300);
    return created.json().data.id as string;
  };
  const workspace = async (who: Person, name: string) => {
    const created = await t.send("POST", `/api/companies/${who.companyId}/divisions`, who.token, { name, location, radius_meters: 100 });
    expect(created.statusCode, created.body).toBeLessThan(300);
    return created.json().data.id as string;
  };
  const eventsNaming = async (id: string) =>
    Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events where data::text like $1", [`%${id}%`])).rows[0]!.n);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    a = await t.founder("Ids A");
    b = await t.founder("Ids B");
    [aType, aSpace, bType, bSpace] = [await workType(a, "Own"), await workspace(a, "Own site"), await workType(b, "Foreign"), await workspace(b, "Foreign site")];
  });
  afterAll(async () => t?.close());

  const log = (extra: Record<string, unknown>) => ({ start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T07:00:00.000Z", ...extra });

  it("refuses another company's work type and workspace in a work log, a punch and an edit, storing nothing", async () => {
    const foreign = [
      ["POST", `/api/companies/${a.companyId}/works`, log({ work_type_id: bType })],
      ["POST", `/api/companies/${a.companyId}/works`, log({ workspace_id: bSpace })],
      ["POST", `/api/companies/${a.companyId}/works/start`, { work_type_id: bType, workspace_id: bSpace }],
    ] as const;
    for (const [method, url, body] of foreign) {
      const answer = await t.send(method, url, a.token, body);
      expect(answer.statusCode, `${url} ${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      expect(Object.keys(answer.json().errors)[0]).toMatch(/^(work_type_id|workspace_id)$/);
    }
    const own = await t.send("POST", `/api/companies/${a.companyId}/works`, a.token, log({ work_type_id: aType, workspace_id: aSpace }));
    expect(own.statusCode, own.body).toBe(201);
    const edit = await t.send("PUT", `/api/companies/${a.companyId}/works/${own.json().work_id}`, a.token, { work_type_id: bType }, { "x-wait-for-position": own.json().position });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(await eventsNaming(bType)).toBe(1); // only B's own catalogue event
    expect(await eventsNaming(bSpace)).toBe(1);
  });

  it("refuses a workspace outside the actor's scope with 403, and another company's people in a workspace's list", async () => {
    const elsewhere = await workspace(a, "Elsewhere");
    const scoped = await t.person(a, [...defaultWorkerRights.permissions, "has_manager_rights", "can_add_work_hours_of_users", "can_manage_workspaces"], { roleId: 1, managerWorkspaces: [aSpace] });
    const outside = await t.send("POST", `/api/companies/${a.companyId}/works`, scoped.token, log({ workspace_id: elsewhere }));
    expect(outside.statusCode, outside.body).toBe(403);
    const people = await t.send("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Mixed", location, radius_meters: 100, person_ids: [b.id] });
    expect(people.statusCode).toBe(400);
    expect(people.json().errors).toEqual({ person_ids: ["User not found"] });
  });
});
