import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeNetvisor, type FakeNetvisor } from "@workledger/integrations/testing/fake-netvisor-server.ts";
import { randomBytes } from "node:crypto";
import { payrollConnectors } from "./payroll-exporter.compose.ts";
import type { Infrastructure } from "./infrastructure.ts";
import { payrollSecrets } from "./payroll/payroll-secrets.ts";
import { createPayrollTestApp, type PayrollTestApp, type Person } from "./payroll/testing/payroll-test-app.ts";

const partner = { partnerId: "WLPARTNER", partnerKey: "partner-secret" };
const customer = { customerId: "WLCUST01", customerKey: "customer-secret", organisationId: "1234567-8" };

/** GET/POST /netvisor/companies/{id}/dimension against the real-HTTP fake Netvisor, through the integrations' client. */
describe("Netvisor dimensions (spec section 7)", () => {
  let t: PayrollTestApp;
  let fake: FakeNetvisor;
  let a: Person;
  let b: Person;
  let plain: Person;
  const path = (p: Person) => `/api/netvisor/companies/${p.companyId}/dimension`;

  beforeAll(async () => {
    fake = await startFakeNetvisor({
      partners: { [partner.partnerId]: partner.partnerKey },
      customers: { [customer.customerId]: { customerKey: customer.customerKey, organisationId: customer.organisationId } },
      employees: [],
      dimensions: { Workspace: ["Harbour"], Project: [] },
    });
    // The API stores the keys encrypted under this secret; the composition root's connectors decrypt them when they build the client.
    const payrollKeysSecret = randomBytes(32).toString("hex");
    t = await createPayrollTestApp("pglite", (parts) => ({ ...payrollConnectors(parts as Infrastructure, { payrollKeysSecret }), secrets: payrollSecrets(payrollKeysSecret) }));
    a = await t.founder("Company A");
    b = await t.founder("Company B");
    plain = await t.member(a, ["has_manager_rights"]);
    await t.setFlags(a.companyId, { visma_active: true });
    await t.setFlags(b.companyId, { visma_active: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("is empty, saying it is not configured, until the Netvisor settings are saved", async () => {
    const read = await t.call("GET", path(a), a.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ data: [], configured: false });
  });

  it("reads the dimension list live and adds an item to it", async () => {
    const admin = await t.adminToken();
    const partnerSaved = await t.call("POST", "/api/admin/netvisor/settings", admin, { url: fake.url, partnerID: partner.partnerId, partnerKey: partner.partnerKey });
    expect(partnerSaved.statusCode, partnerSaved.body).toBe(200);
    const saved = await t.call("POST", `/api/netvisor/companies/${a.companyId}/settings`, a.token, { customer_id: customer.customerId, customer_key: customer.customerKey, organisation_id: customer.organisationId, language: "FI" });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.read(path(a), a.token, saved);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual(expect.arrayContaining([{ name: "Workspace", items: ["Harbour"] }]));
    expect(read.json().configured).toBe(true);
    const added = await t.call("POST", path(a), a.token, { name: "Workspace", item: "Depot" });
    expect(added.statusCode, added.body).toBe(200);
    expect(fake.dimensions.get("Workspace")).toEqual(["Harbour", "Depot"]);
    const again = await t.call("GET", path(a), a.token);
    expect(again.json().data).toEqual(expect.arrayContaining([{ name: "Workspace", items: ["Harbour", "Depot"] }]));
  });

  it("says 'Dimension updated unsuccessfully' when Netvisor refuses, and 400 with nothing sent on a blank item", async () => {
    fake.failNext("dimensionitem.nv", "INVALID_DATA :: Dimension locked");
    const refused = await t.call("POST", path(a), a.token, { name: "Workspace", item: "Quay" });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json().message).toBe("Dimension updated unsuccessfully");
    expect(fake.dimensions.get("Workspace")).not.toContain("Quay");
    const blank = await t.call("POST", path(a), a.token, { name: "Workspace", item: " " });
    expect(blank.statusCode).toBe(400);
    expect(fake.dimensions.get("Workspace")).toEqual(["Harbour", "Depot"]);
  });

  it("is for salary managers of the company only: another company has its own (unsaved) settings", async () => {
    expect((await t.call("GET", path(a), plain.token)).statusCode).toBe(403);
    expect((await t.call("GET", path(a), b.token)).statusCode).toBe(403);
    expect((await t.call("GET", path(b), b.token)).json()).toEqual({ data: [], configured: false });
  });
});
