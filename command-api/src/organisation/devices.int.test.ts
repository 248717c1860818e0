import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisationTestApp, type OrganisationTestApp, type Person } from "./testing/organisation-test-app.ts";

const location = { lat: 60.17, lng: 24.94 };

describe("login boxes, doors, geofence gateways and holidays API on PostgreSQL", () => {
  let t: OrganisationTestApp;
  let a: Person;
  let b: Person;
  let worker: Person;
  let boxManager: Person;
  let workspaceId: string;
  let workTypeId: string;

  beforeAll(async () => {
    t = await createOrganisationTestApp("postgres");
    a = await t.founder("Company A");
    b = await t.founder("Company B");
    worker = await t.member(a, ["can_see_timesheets_or_overview"], 3);
    boxManager = await t.member(a, ["login_boxes_management"]);
    await t.setFlags(a.companyId, { boxes_active: true, inner_range_active: true, geofence_active: true });
    await t.setFlags(b.companyId, { boxes_active: true });
    workspaceId = (await t.call("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Harbour", location, radius_meters: 150 })).json().data.id;
    workTypeId = (await t.call("POST", `/api/companies/${a.companyId}/work-types`, a.token, { name: "Loading" })).json().data.id;
  });
  afterAll(async () => t?.close());

  describe("login boxes (/box)", () => {
    it("registers a box with its main screen and visible workspaces, lists, edits and removes it", async () => {
      const created = await t.call("POST", "/api/box", boxManager.token, { company_id: a.companyId, name: "Lobby", main_screen: "WithWorkerList", visible_workspace_ids: [workspaceId] });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().message).toBe("Box successfully created");
      const id = created.json().data.id as string;
      const edited = await t.call("PUT", `/api/box/${id}`, boxManager.token, { main_screen: "Message", message: "Welcome" });
      expect(edited.statusCode, edited.body).toBe(200);
      const list = await t.read(`/api/box?company_id=${a.companyId}`, boxManager.token, edited);
      expect(list.json().data).toEqual([expect.objectContaining({ id, name: "Lobby", main_screen: "Message", message: "Welcome", visible_workspace_ids: [workspaceId] })]);
      const removed = await t.call("DELETE", `/api/box/${id}`, boxManager.token);
      expect(removed.json().message).toBe("Box successfully deleted");
      expect((await t.read("/api/box", boxManager.token, removed)).json().data).toEqual([]);
    });

    it("refuses a message screen without a message and unknown workspaces", async () => {
      expect((await t.call("POST", "/api/box", a.token, { name: "Hall", main_screen: "Message" })).json().errors).toEqual({ message: ["This field is required"] });
      expect((await t.call("POST", "/api/box", a.token, { name: "Hall", visible_workspace_ids: ["nope"] })).json().errors).toEqual({ visible_workspace_ids: ["Workspace not found"] });
      expect((await t.call("POST", "/api/box", a.token, { main_screen: "WithWorkerList" })).json().errors).toEqual({ name: ["This field is required"] });
    });

    it("needs login_boxes_management, the boxes flag, and the session's own company", async () => {
      expect((await t.call("POST", "/api/box", worker.token, { name: "W" })).statusCode).toBe(403);
      expect((await t.call("GET", "/api/box", worker.token)).statusCode).toBe(403);
      expect((await t.call("POST", "/api/box", a.token, { company_id: b.companyId, name: "Sneaky" })).statusCode).toBe(403);
      expect((await t.call("GET", `/api/box?company_id=${b.companyId}`, a.token)).statusCode).toBe(403);
      const bBox = (await t.call("POST", "/api/box", b.token, { name: "B box" })).json().data.id as string;
      expect((await t.call("PUT", `/api/box/${bBox}`, a.token, { name: "Mine" })).statusCode).toBe(404);
      await t.setFlags(a.companyId, { boxes_active: false });
      const off = await t.call("POST", "/api/box", a.token, { name: "Off" });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe("feature_disabled");
      await t.setFlags(a.companyId, { boxes_active: true });
    });
  });

  describe("doors (/inner-range)", () => {
    const doors = (who: Person, path = "") => `/api/inner-range/companies/${who.companyId}/doors${path}`;

    it("configures a door with the spec's fields; a door id once per company ('Option already exist')", async () => {
      const created = await t.call("POST", doors(a), a.token, {
        door_id: "IR-1",
        name: "Front",
        workspace_id: workspaceId,
        main_door: true,
        front_door: true,
        change_work_type_on_entry: workTypeId,
        resume_work_on_entry: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const list = await t.read(`${doors(a)}?timestamp=${Date.now()}`, a.token, created);
      expect(list.json().data).toEqual([
        expect.objectContaining({ door_id: "IR-1", name: "Front", workspace_id: workspaceId, main_door: true, front_door: true, change_work_type_on_entry: workTypeId, resume_work_on_entry: true }),
      ]);
      expect((await t.call("POST", doors(a), a.token, { door_id: "ir-1", name: "Again" })).json().errors).toEqual({ door_id: ["Option already exist"] });
      expect((await t.call("POST", doors(a), a.token, { door_id: "IR-2", name: "Back", change_work_type_on_entry: "nope" })).json().errors).toEqual({ change_work_type_on_entry: ["Work type not found"] });
      const id = created.json().data.id as string;
      const removed = await t.call("DELETE", doors(a, `/${id}`), a.token);
      expect(removed.statusCode).toBe(200);
      expect((await t.read(doors(a), a.token, removed)).json().data).toEqual([]);
    });

    it("needs manager rights and the inner range flag; keeps tenants apart", async () => {
      expect((await t.call("POST", doors(a), boxManager.token, { door_id: "X", name: "X" })).statusCode).toBe(403);
      expect((await t.call("GET", doors(b), a.token)).statusCode).toBe(403);
      const off = await t.call("POST", doors(b), b.token, { door_id: "B", name: "B" });
      expect(off.json().code).toBe("feature_disabled");
    });
  });

  describe("geofence gateways (/gateway)", () => {
    const gateways = (who: Person, path = "") => `/api/geofence-api/companies/${who.companyId}/gateways${path}`;

    it("adds a gateway around a workspace; radius at least 100 m with the spec's message", async () => {
      const created = await t.call("POST", gateways(a), a.token, { name: "Yard", workspace_id: workspaceId, location, radius_meters: 120 });
      expect(created.statusCode, created.body).toBe(201);
      const edited = await t.call("PUT", gateways(a, `/${created.json().data.id}`), a.token, { radius_meters: 300 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await t.read(gateways(a), a.token, edited)).json().data).toEqual([expect.objectContaining({ name: "Yard", workspace_id: workspaceId, location, radius_meters: 300 })]);
      const small = await t.call("POST", gateways(a), a.token, { name: "Tiny", location, radius_meters: 50 });
      expect(small.statusCode).toBe(400);
      expect(small.json()).toMatchObject({ message: "Must be greater than or equal to 100 meters", errors: { radius_meters: ["Must be greater than or equal to 100 meters"] } });
      expect((await t.call("PUT", gateways(a, `/${created.json().data.id}`), a.token, { radius_meters: 10 })).statusCode).toBe(400);
    });

    it("needs manager rights and the geofence flag; keeps tenants apart", async () => {
      expect((await t.call("POST", gateways(a), worker.token, { name: "W", location, radius_meters: 100 })).statusCode).toBe(403);
      expect((await t.call("GET", gateways(b), a.token)).statusCode).toBe(403);
      expect((await t.call("POST", gateways(b), b.token, { name: "B", location, radius_meters: 100 })).json().code).toBe("feature_disabled");
    });
  });

  describe("the workspaces and company a device names", () => {
    it("refuses a workspace outside a manager's workspaces (403) and a company_id that is not the request's company (400); writes nothing", async () => {
      const quay = (await t.call("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Quay", location, radius_meters: 150 })).json().data.id as string;
      const scoped = await t.member(a, ["has_manager_rights", "login_boxes_management"]);
      const rights = await t.call("PUT", `/api/companies/${a.companyId}/users/${scoped.id}/rights`, a.token, {
        user_role_id: 1,
        general_rights_workspace_ids: [],
        manager_rights_workspace_ids: [workspaceId],
        permissions: ["has_manager_rights", "login_boxes_management"],
      });
      expect(rights.statusCode, rights.body).toBe(200);
      scoped.token = await t.login(scoped.email);
      const doorsOfA = `/api/inner-range/companies/${a.companyId}/doors`;
      const gatewaysOfA = `/api/geofence-api/companies/${a.companyId}/gateways`;
      // Inside the manager's workspace: accepted, so the refusals below are about the workspace.
      expect((await t.call("POST", doorsOfA, scoped.token, { door_id: "scoped-1", name: "Mine", workspace_id: workspaceId })).statusCode).toBe(201);
      const lastEvent = async () => (await t.testDatabase.database.pool.query<{ n: string }>("select max(global_position)::text as n from wl_events")).rows[0]!.n;
      const before = await lastEvent();
      for (const [url, body] of [
        [doorsOfA, { door_id: "scoped-2", name: "Theirs", workspace_id: quay }],
        [gatewaysOfA, { name: "Theirs", workspace_id: quay, location, radius_meters: 100 }],
        ["/api/box", { company_id: a.companyId, name: "Theirs", visible_workspace_ids: [workspaceId, quay] }],
      ] as const) {
        const refused = await t.call("POST", url, scoped.token, body);
        expect(refused.statusCode, `${url} ${refused.body}`).toBe(403);
        expect(refused.json().code).toBe("forbidden_workspace");
      }
      for (const url of [doorsOfA, gatewaysOfA]) {
        const other = await t.call("POST", url, a.token, { door_id: "other-company", name: "Elsewhere", location, radius_meters: 100, company_id: b.companyId });
        expect(other.statusCode, other.body).toBe(400);
        expect(other.json().errors).toEqual({ company_id: ["Company not found"] });
      }
      expect(await lastEvent()).toBe(before);
    });
  });

  describe("holidays", () => {
    it("answers only national holidays of the country code, in date order", async () => {
      const response = await t.call("GET", "/api/holidays/fi?year=2026", worker.token);
      expect(response.statusCode, response.body).toBe(200);
      const holidays = response.json().data as { date: string; type: string; code: string; name: string }[];
      expect(holidays.every((h) => h.type === "National" && h.code === "FI")).toBe(true);
      expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
      expect(holidays.map((h) => h.date)).toEqual(expect.arrayContaining(["2026-01-01", "2026-12-06", "2026-12-25", "2026-04-03"]));
      expect((await t.call("GET", "/api/holidays/XX", worker.token)).statusCode).toBe(404);
      expect((await t.call("GET", "/api/holidays/FIN", worker.token)).statusCode).toBe(400);
      expect((await t.call("GET", "/api/holidays/FI", undefined)).statusCode).toBe(401);
    });
  });
});
