import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayrollTestApp, type PayrollTestApp, type Person } from "./testing/payroll-test-app.ts";

const location = { lat: 60.17, lng: 24.94 };

describe("payroll routes", () => {
  let t: PayrollTestApp;
  let a: Person;
  let b: Person;
  let salaryManager: Person;
  let plainManager: Person;
  let workspaceA: string;
  let workspaceB: string;

  beforeAll(async () => {
    t = await createPayrollTestApp("pglite");
    a = await t.founder("Company A");
    b = await t.founder("Company B");
    await t.setFlags(a.companyId, { merit_palk_active: true, visma_active: true });
    await t.setFlags(b.companyId, { merit_palk_active: true });
    salaryManager = await t.member(a, ["can_manage_salary_extensions"]);
    plainManager = await t.member(a, ["has_manager_rights"]);
    const created = await t.call("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Harbour", location, radius_meters: 150 });
    workspaceA = created.json().data.id as string;
    workspaceB = (await t.call("POST", `/api/companies/${b.companyId}/divisions`, b.token, { name: "Depot", location, radius_meters: 150 })).json().data.id as string;
  }, 120_000);
  afterAll(async () => t?.close());

  const merit = (over: Record<string, unknown> = {}) => ({ apply_all_workspace: true, workspace_ids: [], workspace_id: null, api_id: "api-1", api_key: "key-1", workspaces: [], ...over });

  describe("Merit Palk settings", () => {
    it("saves company credentials with 'Settings updated successfully' and reads them back", async () => {
      const saved = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit());
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe("Settings updated successfully");
      const read = await t.read(`/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, saved);
      expect(read.json().data).toMatchObject({ apply_all_workspace: true, api_id: "api-1", api_key: "key-1" });
    });

    it("keeps per-workspace credentials when apply_all_workspace is false", async () => {
      const saved = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ apply_all_workspace: false, workspace_id: workspaceA, api_id: "api-ws", api_key: "key-ws" }));
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await t.read(`/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, saved);
      expect(read.json().data.workspaces).toEqual([{ division_id: workspaceA, api_id: "api-ws", api_key: "key-ws" }]);
    });

    it("validates section 5: api_id and api_key required, workspace_id when not applied to all", async () => {
      const blank = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ api_id: "", api_key: " " }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toMatchObject({ api_id: ["This field is required"], api_key: ["This field is required"] });
      const noWorkspace = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ apply_all_workspace: false }));
      expect(noWorkspace.statusCode).toBe(400);
      expect(noWorkspace.json().errors).toMatchObject({ workspace_id: ["This field is required"] });
    });

    it("refuses another company's workspace, a manager without the salary permission, and another company's path", async () => {
      const foreign = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ apply_all_workspace: false, workspace_id: workspaceB }));
      expect(foreign.statusCode).toBe(400);
      expect((await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, plainManager.token, merit())).statusCode).toBe(403);
      expect((await t.call("GET", `/api/merit-palk/companies/${a.companyId}/settings`, b.token)).statusCode).toBe(403);
      const bRead = await t.call("GET", `/api/merit-palk/companies/${b.companyId}/settings`, b.token);
      expect(bRead.statusCode).toBe(200);
      expect(bRead.json().data).toBeNull();
    });

    it("is not offered while the integration's flag is off", async () => {
      expect((await t.call("GET", `/api/netvisor/companies/${b.companyId}/settings`, b.token)).statusCode).toBe(403);
    });
  });

  describe("Netvisor settings", () => {
    it("lets the admin save the partner settings (Connection Settings), all three required", async () => {
      const admin = await t.adminToken();
      const missing = await t.call("POST", "/api/admin/netvisor/settings", admin, { url: "https://integration.netvisor.fi", partnerID: " ", partnerKey: "" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toMatchObject({ partnerID: ["This field is required"], partnerKey: ["This field is required"] });
      const saved = await t.call("POST", "/api/admin/netvisor/settings", admin, { url: "https://integration.netvisor.fi", partnerID: "WL", partnerKey: "secret" });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe("Settings updated successfully");
      const read = await t.read("/api/admin/netvisor/settings", admin, saved);
      expect(read.json().data).toEqual({ url: "https://integration.netvisor.fi", partnerID: "WL", partnerKey: "secret" });
      expect((await t.call("GET", "/api/admin/netvisor/settings", a.token)).statusCode).toBe(403);
    });

    it("saves a company's customer settings", async () => {
      const saved = await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, { customer_id: "C1", customer_key: "CK", organisation_id: "1234567-8", language: "FI" });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await t.read(`/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, saved);
      expect(read.json().data).toEqual({ customer_id: "C1", customer_key: "CK", organisation_id: "1234567-8", language: "FI" });
    });
  });

  describe("export runs", () => {
    const run = (workerIds: string[], over: Record<string, unknown> = {}) => ({
      export_id: "0123456789abcdef0123456789abcdef",
      target: "merit-palk",
      period_start: "2025-10-01",
      period_end: "2025-10-31",
      worker_ids: workerIds,
      position: "1042",
      rule_versions: { "overtime:standard": 3 },
      payload_hash: "a".repeat(64),
      correction_of: null,
      source_event_ids: ["e-1"],
      responses: workerIds.map((id) => ({ worker_id: id, status: "sent", messages: [], approved_dates: [] })),
      ...over,
    });

    it("records a run once and shows it in the history with its provenance", async () => {
      const recorded = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, run([plainManager.id]));
      expect(recorded.statusCode, recorded.body).toBe(201);
      const again = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, run([plainManager.id]));
      expect(again.statusCode).toBe(201);
      const conflicting = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, run([plainManager.id], { payload_hash: "b".repeat(64) }));
      expect(conflicting.statusCode).toBe(409);
      const history = await t.read(`/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, recorded);
      expect(history.json().data).toEqual([
        expect.objectContaining({ export_id: "0123456789abcdef0123456789abcdef", position: "1042", rule_versions: { "overtime:standard": 3 }, source_event_ids: ["e-1"], worker_ids: [plainManager.id] }),
      ]);
      expect((await t.call("GET", `/api/payroll/companies/${b.companyId}/exports`, b.token)).json().data).toEqual([]);
    });

    it("refuses a worker of another company", async () => {
      const response = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, run([b.id], { export_id: "f".repeat(32) }));
      expect(response.statusCode).toBe(400);
    });
  });
});
