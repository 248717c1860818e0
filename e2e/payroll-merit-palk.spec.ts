import { randomUUID } from "node:crypto";
import { expect as baseExpect, request as playwrightRequest, test } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";
import { e2eMeritPalk } from "./support/fake-payroll-servers.ts";
import { apiLogin, authed, demo } from "./organisation-helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Payroll with Merit Palk, in a company of its own: the owner (every manager permission, salary
 * included) saves per-workspace Merit Palk credentials in the 'Merit Palk Setting' drawer; the
 * export panel blocks the owner (no id code) and selects the worker; the owner exports from the
 * UI: the server's payroll exporter sends to the local fake Merit Palk (MERIT_PALK_URL, started by
 * Playwright's global setup), the screen shows the progress and the answer per worker (the owner
 * blocked, the worker sent), and the run's provenance opens in the history.
 */
const run = randomUUID().slice(0, 8);

const previousMonth = (today: Date) => {
  const y = today.getUTCMonth() === 0 ? today.getUTCFullYear() - 1 : today.getUTCFullYear();
  const m = today.getUTCMonth() === 0 ? 12 : today.getUTCMonth();
  return `${y}-${String(m).padStart(2, "0")}`;
};

test("a salary manager configures Merit Palk per workspace, sees who is blocked, and opens an export's provenance", async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const { companyId, manager, workerId } = await setUpCompany(request, {
    owner: { email: `payroll-owner-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Pille", lastName: "Palgamees" },
    worker: { email: `payroll-worker-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Tiit", lastName: "Töötaja" },
    companyName: `Palk ${run}`,
  });
  // The admin in a context of their own: a second sign-in would replace the owner's anti-forgery cookie.
  const adminApi = await playwrightRequest.newContext({ baseURL });
  const admin = await apiLogin(adminApi, demo.admin);
  const flags = await adminApi.put(`/api/admin/companies/${companyId}/features`, { headers: { ...authed(admin), "X-Persona": "admin" }, data: { merit_palk_active: true } });
  expect(flags.status(), await flags.text()).toBe(200);
  await adminApi.dispose();
  const api = headers(manager, "manager");
  const workspace = await request.post(`/api/companies/${companyId}/divisions`, { headers: api, data: { name: `Sadam ${run}`, location: { lat: 59.44, lng: 24.75 }, radius_meters: 150 } });
  expect(workspace.status(), await workspace.text()).toBe(201);
  const workspaceName = `Sadam ${run}`;
  const workspaceId = ((await workspace.json()) as { data: { id: string } }).data.id;
  const workType = await request.post(`/api/companies/${companyId}/work-types`, { headers: api, data: { name: `Tavatöö ${run}`, product_number: "1" } });
  expect(workType.status(), await workType.text()).toBeLessThan(300);
  const workTypeId = ((await workType.json()) as { data: { id: string } }).data.id;
  const salary = await request.put(`/api/companies/${companyId}/users/${workerId}/salary-settings`, { headers: api, data: { netvisor_employee_number: null, merit_contract_code: "38001085718", work_type_prices: [] } });
  expect(salary.status(), await salary.text()).toBe(200);
  const month = previousMonth(new Date());
  const me = (await (await request.get("/api/current-user", { headers: api })).json()) as { id: string };
  for (const [who, day] of [[workerId, "05"], [workerId, "06"], [me.id, "05"]] as const) {
    // The worker's work is in the workspace whose Merit Palk credentials are saved below.
    const place = who === workerId ? { workspace_id: workspaceId } : {};
    const added = await request.post(`/api/companies/${companyId}/works`, { headers: api, data: { worker_id: who, date: `${month}-${day}`, start_time: "08:00", end_time: "16:00", work_type_id: workTypeId, ...place } });
    expect(added.status(), await added.text()).toBe(201);
    const confirmed = await request.post(`/api/companies/${companyId}/works/${((await added.json()) as { work_id: string }).work_id}/confirm`, { headers: { ...api, "x-wait-for-position": added.headers()["x-ledger-position"] ?? "" } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }

  const page = await browserAs(browser, manager, "manager");
  await page.goto("/visma");
  await page.getByRole("button", { name: "Merit Palk" }).click();
  const drawer = page.getByTestId("merit-palk-form");
  await drawer.getByLabel("Apply to all workspaces").uncheck();
  // Section 5: saving without a workspace says it is required.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(drawer.getByText("This field is required").first()).toBeVisible();
  await drawer.getByRole("combobox", { name: "Workspace" }).click();
  await page.getByRole("option", { name: workspaceName }).click();
  await drawer.getByLabel("API ID").fill(e2eMeritPalk.apiId);
  await drawer.getByLabel("API key").fill(e2eMeritPalk.apiKey);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
  const saved = await request.get(`/api/merit-palk/companies/${companyId}/settings`, { headers: api });
  // The key is stored encrypted and never answered: only that one is saved (the export below still signs with it).
  const savedBody = await saved.text();
  expect(savedBody).not.toContain(e2eMeritPalk.apiKey);
  expect((JSON.parse(savedBody) as { data: { workspaces: { api_id: string }[] } }).data.workspaces).toEqual([expect.objectContaining({ api_id: e2eMeritPalk.apiId, api_key: "", has_api_key: true })]);

  // The export panel: the owner has no id code and is blocked; the worker is selected with both days.
  const selection = page.getByTestId("export-selection");
  await selection.getByRole("button", { name: "Choose everyone" }).click();
  const owner = selection.getByTestId("export-worker").filter({ hasText: "Pille Palgamees" });
  const worker = selection.getByTestId("export-worker").filter({ hasText: "Tiit Töötaja" });
  await expect(owner).toHaveAttribute("data-blocked", "true");
  await expect(owner).toContainText("Missing identification number");
  await expect(worker).toHaveAttribute("data-selected", "true");
  await expect(worker).toContainText("2 days selected");

  // The export runs on the server: progress, then the answer per worker.
  await selection.getByRole("button", { name: "Export selected" }).click();
  const job = selection.getByTestId("export-job");
  await expect(job).toHaveAttribute("data-status", "finished", { timeout: 60_000 });
  await expect(job.getByRole("status")).toHaveText("Export finished");
  await expect(job.getByTestId("export-job-worker").filter({ hasText: "Pille Palgamees" })).toHaveAttribute("data-status", "blocked");
  await expect(job.getByTestId("export-job-worker").filter({ hasText: "Pille Palgamees" })).toContainText("Missing identification number");
  await expect(job.getByTestId("export-job-worker").filter({ hasText: "Tiit Töötaja" })).toHaveAttribute("data-status", "sent");

  // The run's provenance in the history: what it read and the exact payload's hash.
  const history = page.getByTestId("payroll-export").first();
  await history.locator("summary").click();
  const provenance = history.getByTestId("payroll-export-provenance");
  await expect(provenance).toContainText(/\d+\/\d+/);
  await expect(provenance.locator("code")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(history.getByTestId("payroll-export-response")).toContainText("Sent");
  await expect(history.getByTestId("payroll-export-response")).toContainText(workerId);
});
