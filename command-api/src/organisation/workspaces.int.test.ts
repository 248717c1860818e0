import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisationTestApp, type OrganisationTestApp, type Person } from "./testing/organisation-test-app.ts";

const location = { lat: 60.1699, lng: 24.9384 };

describe("workspaces (divisions) API on PostgreSQL", () => {
  let t: OrganisationTestApp;
  let a: Person;
  let b: Person;
  let worker: Person;
  let manager: Person;

  beforeAll(async () => {
    t = await createOrganisationTestApp("postgres");
    a = await t.founder("Company A");
    b = await t.founder("Company B");
    worker = await t.member(a, ["can_see_timesheets_or_overview"], 3);
    manager = await t.member(a, ["has_manager_rights"]);
  });
  afterAll(async () => t?.close());

  const create = (who: Person, body: Record<string, unknown>, companyId = who.companyId) => t.call("POST", `/api/companies/${companyId}/divisions`, who.token, body);

  it("creates a workspace with an API id and lists it among the active divisions", async () => {
    const created = await create(a, { name: "Harbour", location, radius_meters: 150, person_ids: [worker.id] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: "Division successfully created", data: { id: expect.any(String) } });
    const id = created.json().data.id as string;
    const list = await t.read(`/api/companies/${a.companyId}/divisions?is_notDeleted=true`, a.token, created);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, name: "Harbour", active: 1, location, radius_meters: 150, default_work_type_id: null, person_ids: [worker.id] }),
    ]);
  });

  it("refuses a radius under 100 m with the spec's message, and a missing name as required", async () => {
    const response = await create(a, { name: " ", location, radius_meters: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ radius_meters: ["Must be greater than or equal to 100 meters"], name: ["This field is required"] });
    const notNumber = await create(a, { name: "X", location, radius_meters: "far" });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().errors.radius_meters).toContain("Must be a number");
    const missing = await create(a, { location, radius_meters: 100 });
    expect(missing.json().errors.name).toEqual(["This field is required"]);
  });

  it("refuses a default work type that does not exist, and people of another company", async () => {
    const wrongType = await create(a, { name: "Depot", location, radius_meters: 100, default_work_type_id: "nope" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ default_work_type_id: ["Work type not found"] });
    const foreigner = await create(a, { name: "Depot", location, radius_meters: 100, person_ids: [b.id] });
    expect(foreigner.statusCode).toBe(400);
    expect(Object.keys(foreigner.json().errors)).toEqual(["person_ids"]);
  });

  it("edits, deactivates (kept out of is_notDeleted lists) and reactivates, with the history as its own events", async () => {
    const id = (await create(a, { name: "Yard", location, radius_meters: 200 })).json().data.id as string;
    const edited = await t.call("PUT", `/api/companies/${a.companyId}/divisions/${id}`, a.token, { name: "Back yard", location: { lat: 61, lng: 25 }, radius_meters: 250 });
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await t.call("DELETE", `/api/companies/${a.companyId}/divisions/${id}`, a.token);
    expect(deleted.json().message).toBe("Division successfully deleted");
    const active = await t.read(`/api/companies/${a.companyId}/divisions?is_notDeleted=true`, a.token, deleted);
    expect(active.json().data.map((d: { id: string }) => d.id)).not.toContain(id);
    const all = await t.read(`/api/companies/${a.companyId}/divisions`, a.token, deleted);
    expect(all.json().data.find((d: { id: string }) => d.id === id)).toMatchObject({ name: "Back yard", active: 0, radius_meters: 250 });
    const reactivated = await t.call("POST", `/api/companies/${a.companyId}/divisions/${id}/activate`, a.token);
    const history = await t.read(`/api/companies/${a.companyId}/divisions/${id}/history`, a.token, reactivated);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((e: { type: string }) => e.type)).toEqual(["WorkspaceReactivated", "WorkspaceDeactivated", "WorkspaceLocationChanged", "WorkspaceRenamed", "WorkspaceCreated"]);
    expect(history.json().data[2].data).toEqual({ workspace_id: id, location: { lat: 61, lng: 25 }, radius_meters: 250 });
  });

  it("assigns and removes people", async () => {
    const id = (await create(a, { name: "Shop", location, radius_meters: 100 })).json().data.id as string;
    await t.call("POST", `/api/companies/${a.companyId}/divisions/${id}/people`, a.token, { person_ids: [worker.id, manager.id] });
    const removed = await t.call("POST", `/api/companies/${a.companyId}/divisions/${id}/people/remove`, a.token, { person_ids: [manager.id] });
    const one = await t.read(`/api/companies/${a.companyId}/divisions/${id}`, a.token, removed);
    expect(one.json().data.person_ids).toEqual([worker.id]);
  });

  it("needs can_manage_workspaces to change workspaces, but anyone signed in may list them", async () => {
    expect((await create(worker, { name: "W", location, radius_meters: 100 })).statusCode).toBe(403);
    expect((await create(manager, { name: "W", location, radius_meters: 100 })).statusCode).toBe(403);
    expect((await t.call("GET", `/api/companies/${a.companyId}/divisions`, worker.token)).statusCode).toBe(200);
    expect((await t.call("GET", `/api/companies/${a.companyId}/divisions`, undefined)).statusCode).toBe(401);
  });

  it("scopes a manager to the workspaces of their manager rights (empty means all)", async () => {
    const mine = (await create(a, { name: "Scoped one", location, radius_meters: 100 })).json().data.id as string;
    const other = (await create(a, { name: "Scoped two", location, radius_meters: 100 })).json().data.id as string;
    const scoped = await t.member(a, ["can_manage_workspaces"]);
    const rights = await t.call("PUT", `/api/companies/${a.companyId}/users/${scoped.id}/rights`, a.token, {
      user_role_id: 1,
      general_rights_workspace_ids: [],
      manager_rights_workspace_ids: [mine],
      permissions: ["can_manage_workspaces"],
    });
    expect(rights.statusCode, rights.body).toBe(200);
    scoped.token = await t.login(scoped.email);
    const list = await t.read(`/api/companies/${a.companyId}/divisions?is_notDeleted=true`, scoped.token, rights);
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([mine]);
    expect((await t.call("PUT", `/api/companies/${a.companyId}/divisions/${mine}`, scoped.token, { name: "Renamed", location, radius_meters: 100 })).statusCode).toBe(200);
    const refused = await t.call("PUT", `/api/companies/${a.companyId}/divisions/${other}`, scoped.token, { name: "Renamed", location, radius_meters: 100 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("forbidden_workspace");
  });

  it("keeps tenants apart: company B ids answer 403 or 404 to a company A session", async () => {
    const bId = (await create(b, { name: "B site", location, radius_meters: 100 })).json().data.id as string;
    expect((await t.call("GET", `/api/companies/${b.companyId}/divisions`, a.token)).statusCode).toBe(403);
    expect((await create(a, { name: "Sneaky", location, radius_meters: 100 }, b.companyId)).statusCode).toBe(403);
    expect((await t.call("PUT", `/api/companies/${a.companyId}/divisions/${bId}`, a.token, { name: "Mine", location, radius_meters: 100 })).statusCode).toBe(404);
    expect((await t.call("DELETE", `/api/companies/${a.companyId}/divisions/${bId}`, a.token)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/companies/${a.companyId}/divisions/${bId}`, a.token)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/companies/${a.companyId}/divisions/${bId}/history`, a.token)).statusCode).toBe(404);
  });
});
