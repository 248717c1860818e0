import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { isSealed, payrollSecrets } from "./payroll-secrets.ts";
import { createPayrollTestApp, type PayrollTestApp, type Person } from "./testing/payroll-test-app.ts";

const location = { lat: 60.17, lng: 24.94 };

/** The app's own key (not the development one), so the test can decrypt what the ledger holds. */
const secrets = payrollSecrets(randomBytes(32).toString("hex"));

describe("payroll routes", () => {
  let t: PayrollTestApp;
  let a: Person;
  let b: Person;
  let salaryManager: Person;
  let plainManager: Person;
  let workspaceA: string;
  let workspaceB: string;

  beforeAll(async () => {
    t = await createPayrollTestApp("pglite", () => ({ secrets }));
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
      expect(read.json().data).toMatchObject({ apply_all_workspace: true, api_id: "api-1", api_key: "", has_api_key: true });
    });

    it("keeps per-workspace credentials when apply_all_workspace is false", async () => {
      const saved = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ apply_all_workspace: false, workspace_id: workspaceA, api_id: "api-ws", api_key: "key-ws" }));
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await t.read(`/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, saved);
      expect(read.json().data.workspaces).toEqual([{ division_id: workspaceA, api_id: "api-ws", api_key: "", has_api_key: true }]);
    });

    it("validates section 5: api_id and api_key required, workspace_id when not applied to all", async () => {
      // Company B has no key stored: a blank one is missing (with one stored, blank keeps it: see below).
      const blank = await t.call("POST", `/api/merit-palk/companies/${b.companyId}/settings`, b.token, merit({ api_id: "", api_key: " " }));
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

    it("is not offered while the integration's flag is off (reading stays open to the owner)", async () => {
      const save = await t.call("POST", `/api/netvisor/companies/${b.companyId}/settings`, b.token, { customer_id: "C", customer_key: "K", organisation_id: "1-1", language: "FI" });
      expect(save.statusCode).toBe(403);
      expect(save.json().code).toBe("feature_disabled");
      expect((await t.call("GET", `/api/netvisor/companies/${b.companyId}/settings`, b.token)).statusCode).toBe(200);
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
      expect(read.json().data).toEqual({ url: "https://integration.netvisor.fi", partnerID: "WL", partnerKey: "", hasPartnerKey: true });
      expect((await t.call("GET", "/api/admin/netvisor/settings", a.token)).statusCode).toBe(403);
    });

    it("saves a company's customer settings", async () => {
      const saved = await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, { customer_id: "C1", customer_key: "CK", organisation_id: "1234567-8", language: "FI" });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await t.read(`/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, saved);
      expect(read.json().data).toEqual({ customer_id: "C1", customer_key: "", has_customer_key: true, organisation_id: "1234567-8", language: "FI" });
    });
  });

  describe("API keys at rest", () => {
    const partnerKey = "partner-PLAINTEXT-7Qx";
    const customerKey = "customer-PLAINTEXT-3Vb";
    const companyKey = "merit-PLAINTEXT-9Kd";
    const workspaceKey = "merit-ws-PLAINTEXT-2Lm";
    const plaintexts = [partnerKey, customerKey, companyKey, workspaceKey];
    const pool = () => t.testDatabase.database.pool;

    it("are encrypted before the event is appended: no plaintext key in wl_events or the read models, and GET never answers one", async () => {
      const admin = await t.adminToken();
      const long = "k".repeat(255);
      const saves = [
        await t.call("POST", "/api/admin/netvisor/settings", admin, { url: "https://integration.netvisor.fi", partnerID: "WL", partnerKey }),
        await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, { customer_id: "C1", customer_key: customerKey, organisation_id: "1234567-8", language: "FI" }),
        await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ api_key: companyKey })),
        await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ apply_all_workspace: false, workspace_id: workspaceA, api_id: "api-ws", api_key: workspaceKey })),
        // The longest key the API takes: its ciphertext is longer than 255 and still fits.
        await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, { customer_id: "C1", customer_key: long, organisation_id: "1234567-8", language: "FI" }),
      ];
      for (const saved of saves) expect(saved.statusCode, saved.body).toBe(200);
      const tooLong = await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, { customer_id: "C1", customer_key: "k".repeat(256), organisation_id: "1234567-8", language: "FI" });
      expect(tooLong.statusCode).toBe(400);

      const events = await pool().query<{ data: string }>("select data::text as data from wl_events where type in ('NetvisorPartnerSettingsChanged', 'NetvisorCompanySettingsChanged', 'MeritPalkSettingsChanged')");
      expect(events.rows.length).toBeGreaterThanOrEqual(5);
      for (const row of events.rows) for (const key of [...plaintexts, long]) expect(row.data).not.toContain(key);
      await t.read(`/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, saves.at(-1)!);
      const rows = [
        ...(await pool().query<{ row: string }>("select row_to_json(p)::text as row from payroll_settings p")).rows,
        ...(await pool().query<{ row: string }>("select row_to_json(p)::text as row from payroll_partner_settings p")).rows,
      ];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const { row } of rows) for (const key of [...plaintexts, long]) expect(row).not.toContain(key);

      // What is stored is ciphertext of exactly the key typed (the exporter's reveal gives it back).
      const stored = (await pool().query<{ partner_key: string }>("select partner_key from payroll_partner_settings")).rows[0]!.partner_key;
      expect(isSealed(stored)).toBe(true);
      expect(secrets.reveal(stored)).toBe(partnerKey);
      const meritRow = (await pool().query<{ settings: { apiKey: string; workspaces: { apiKey: string }[] } }>("select settings from payroll_settings where company_id = $1 and integration = 'merit-palk'", [a.companyId])).rows[0]!.settings;
      expect(meritRow.workspaces.map((w) => secrets.reveal(w.apiKey))).toEqual([workspaceKey]);
      const netvisor = (await pool().query<{ settings: { customerKey: string } }>("select settings from payroll_settings where company_id = $1 and integration = 'netvisor'", [a.companyId])).rows[0]!.settings;
      expect(secrets.reveal(netvisor.customerKey)).toBe(long);

      const answers = [
        await t.read("/api/admin/netvisor/settings", admin, saves[0]!),
        await t.read(`/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, saves.at(-1)!),
        await t.read(`/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, saves[3]!),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        for (const key of [...plaintexts, long, stored]) expect(answer.body).not.toContain(key);
        expect(answer.body).not.toContain("wlenc:");
      }
    });

    it("keep the stored key when a save leaves it empty, and replace it when one is typed", async () => {
      const before = (await pool().query<{ settings: { customerKey: string } }>("select settings from payroll_settings where company_id = $1 and integration = 'netvisor'", [a.companyId])).rows[0]!.settings.customerKey;
      const kept = await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, { customer_id: "C2", customer_key: "", organisation_id: "1234567-8", language: "EN" });
      expect(kept.statusCode, kept.body).toBe(200);
      const read = await t.read(`/api/netvisor/companies/${a.companyId}/settings`, salaryManager.token, kept);
      expect(read.json().data).toEqual({ customer_id: "C2", customer_key: "", has_customer_key: true, organisation_id: "1234567-8", language: "EN" });
      const after = (await pool().query<{ settings: { customerKey: string } }>("select settings from payroll_settings where company_id = $1 and integration = 'netvisor'", [a.companyId])).rows[0]!.settings.customerKey;
      expect(after).toBe(before);
      // The Merit drawer sends the saved workspaces back with empty keys: each keeps its own.
      const company = await t.call("POST", `/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, merit({ api_key: "", workspaces: [{ division_id: workspaceA, api_id: "api-ws", api_key: "" }] }));
      expect(company.statusCode, company.body).toBe(200);
      await t.read(`/api/merit-palk/companies/${a.companyId}/settings`, salaryManager.token, company);
      const merit2 = (await pool().query<{ settings: { apiKey: string; workspaces: { apiKey: string }[] } }>("select settings from payroll_settings where company_id = $1 and integration = 'merit-palk'", [a.companyId])).rows[0]!.settings;
      expect(merit2.workspaces.map((w) => secrets.reveal(w.apiKey))).toEqual([workspaceKey]);
      const admin = await t.adminToken();
      const replaced = await t.call("POST", "/api/admin/netvisor/settings", admin, { url: "https://integration.netvisor.fi", partnerID: "WL", partnerKey: "new-partner-key" });
      expect(replaced.statusCode, replaced.body).toBe(200);
      await t.read("/api/admin/netvisor/settings", admin, replaced);
      expect(secrets.reveal((await pool().query<{ partner_key: string }>("select partner_key from payroll_partner_settings")).rows[0]!.partner_key)).toBe("new-partner-key");
    });
  });

  describe("export runs", () => {
    const fabricated = (workerIds: string[], over: Record<string, unknown> = {}) => ({
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
    const exportRows = async () => (await t.testDatabase.database.pool.query<{ n: string }>("select count(*) as n from payroll_exports where company_id = $1", [a.companyId])).rows[0]!.n;

    it("refuses a run with hand-written outcomes field by field, and writes nothing", async () => {
      const before = await t.eventStore.headPosition();
      const refused = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, fabricated([plainManager.id]));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors as Record<string, unknown>)).toEqual(expect.arrayContaining(["responses"]));
      // Only outcomes: the request's own fields with answers added are refused the same way.
      const sneaked = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, { target: "merit-palk", period_start: "2025-10-01", period_end: "2025-10-31", worker_ids: [plainManager.id], responses: [] });
      expect(sneaked.statusCode, sneaked.body).toBe(400);
      expect(sneaked.json().errors).toHaveProperty("responses");
      expect(await t.eventStore.headPosition()).toEqual(before);
      expect(await exportRows()).toBe("0");
    });

    it("asks for a run instead (a job the exporter runs), and the history shows only real runs", async () => {
      const asked = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, { target: "merit-palk", period_start: "2025-10-01", period_end: "2025-10-31", worker_ids: [plainManager.id] });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toMatchObject({ message: "Export requested", data: { job_id: expect.any(String) } });
      const job = await t.read(`/api/payroll/companies/${a.companyId}/export-jobs/${asked.json().data.job_id as string}`, salaryManager.token, asked);
      expect(job.json().data).toMatchObject({ status: "requested", target: "merit-palk" });
      // Nobody ran it: no export stands in the history, in this company or another.
      const history = await t.read(`/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, asked);
      expect(history.json().data).toEqual([]);
      expect((await t.call("GET", `/api/payroll/companies/${b.companyId}/exports`, b.token)).json().data).toEqual([]);
    });

    it("refuses a worker of another company", async () => {
      const response = await t.call("POST", `/api/payroll/companies/${a.companyId}/exports`, salaryManager.token, { target: "merit-palk", period_start: "2025-10-01", period_end: "2025-10-31", worker_ids: [b.id] });
      expect(response.statusCode).toBe(400);
    });
  });
});
