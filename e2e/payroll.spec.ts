import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect as baseExpect, request as playwrightRequest, test } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";
import { apiLogin, authed, demo } from "./organisation-helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Payroll, reachable and self-explaining: a salary manager reaches "Payroll" from the top bar,
 * reads what to fix before an export (who has no ID code, whose work is unconfirmed, which work
 * type has no rate, each a link to the fix), downloads a payroll file with no connector set up,
 * finds Netvisor and Merit Palk as tabs, and an empty export list that says why it is empty.
 */
const run = randomUUID().slice(0, 8);

const monthBefore = (today: Date) => {
  const y = today.getUTCMonth() === 0 ? today.getUTCFullYear() - 1 : today.getUTCFullYear();
  const m = today.getUTCMonth() === 0 ? 12 : today.getUTCMonth();
  return `${y}-${String(m).padStart(2, "0")}`;
};

test("a salary manager finds Payroll, sees what to fix before exporting, and downloads a payroll file without a connector", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { companyId, manager, workerId } = await setUpCompany(request, {
    owner: { email: `pay-owner-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Paula", lastName: "Palkka" },
    worker: { email: `pay-worker-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Veikko", lastName: "Virta" },
    companyName: `Palkka ${run}`,
  });
  const api = headers(manager, "manager");
  const me = (await (await request.get("/api/current-user", { headers: api })).json()) as { id: string };
  const workType = await request.post(`/api/companies/${companyId}/work-types`, { headers: api, data: { name: `Siivous ${run}`, product_number: "7", visma_product_number: "7" } });
  expect(workType.status(), await workType.text()).toBeLessThan(300);
  const workTypeId = ((await workType.json()) as { data: { id: string } }).data.id;
  const salary = await request.put(`/api/companies/${companyId}/users/${workerId}/salary-settings`, { headers: api, data: { netvisor_employee_number: "17", merit_contract_code: "38001085718", work_type_prices: [] } });
  expect(salary.status(), await salary.text()).toBe(200);
  const month = monthBefore(new Date());
  // The worker's day is confirmed; the owner's (no ID code) is not.
  for (const [who, confirm] of [[workerId, true], [me.id, false]] as const) {
    const added = await request.post(`/api/companies/${companyId}/works`, { headers: api, data: { worker_id: who, date: `${month}-05`, start_time: "08:00", end_time: "16:00", work_type_id: workTypeId } });
    expect(added.status(), await added.text()).toBe(201);
    if (confirm) {
      const confirmed = await request.post(`/api/companies/${companyId}/works/${((await added.json()) as { work_id: string }).work_id}/confirm`, { headers: { ...api, "x-wait-for-position": added.headers()["x-ledger-position"] ?? "" } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    }
  }

  const page = await browserAs(browser, manager, "manager");
  await page.goto("/dashboard");
  await page.getByTestId("top-bar").getByRole("link", { name: "Payroll" }).click();
  await expect(page).toHaveURL(/\/visma$/);
  await expect(page.getByRole("heading", { name: "Payroll", level: 1 })).toBeVisible();

  // Before an export: each thing to fix names whom it concerns and links to the fix.
  const checks = page.getByTestId("payroll-checks");
  const idCode = checks.locator('[data-kind="missing-id-code"]');
  await expect(idCode).toContainText("Paula Palkka");
  await expect(idCode).not.toContainText("Veikko Virta");
  await expect(idCode.getByRole("link", { name: "Paula Palkka" })).toHaveAttribute("href", `/people?user=${me.id}&tab=salary-settings`);
  await expect(checks.locator('[data-kind="unconfirmed-work"]').getByRole("link", { name: "Paula Palkka" })).toHaveAttribute("href", "/timesheet");
  await expect(checks.locator('[data-kind="missing-rate"]').getByRole("link", { name: `Siivous ${run}` })).toHaveAttribute("href", "/worktype");

  // A payroll file, with no connector set up.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("payroll-files").getByRole("button", { name: "Download Visma CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path())!, "utf8");
  // The confirmed 8-hour day of the worker with an employee number, under the work type's Visma code; the owner (unconfirmed, no ID code) is left out.
  expect(file.split("\r\n").filter((row) => row !== "")).toEqual([expect.stringMatching(/^0;0;17;7;0\.00;8\.00;/)]);

  // Netvisor and Merit Palk are tabs; switched off, each says so and how to go on.
  await expect(page.getByRole("tab", { name: "Netvisor" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("payroll-connector-off")).toContainText("Netvisor is not switched on for your company");
  await page.getByRole("tab", { name: "Merit Palk" }).click();
  await expect(page.getByTestId("payroll-connector-off")).toContainText("Merit Palk is not switched on for your company");
  await page.screenshot({ path: test.info().outputPath("payroll-desktop-en.png"), fullPage: true });

  // With Merit Palk on, a period without work says why nobody is listed.
  const adminApi = await playwrightRequest.newContext({ baseURL });
  const admin = await apiLogin(adminApi, demo.admin);
  const flags = await adminApi.put(`/api/admin/companies/${companyId}/features`, { headers: { ...authed(admin), "X-Persona": "admin" }, data: { merit_palk_active: true } });
  expect(flags.status(), await flags.text()).toBe(200);
  await adminApi.dispose();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Merit Palk" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("export-worker").filter({ hasText: "Veikko Virta" })).toBeVisible();
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  const shown = (date: string) => date.split("-").reverse().join(".");
  await page.getByRole("group", { name: "Period" }).getByRole("textbox", { name: "To" }).fill(shown(`${next}-28`));
  await page.getByRole("group", { name: "Period" }).getByRole("textbox", { name: "From" }).fill(shown(`${next}-01`));
  await expect(page.getByTestId("export-empty")).toContainText("Only people with work logged in the period appear here");

  const phone = await browserAs(browser, manager, "manager", { locale: "fi", viewport: { width: 390, height: 844 } });
  await phone.goto("/visma");
  await expect(phone.getByRole("heading", { name: "Palkanlaskenta", level: 1 })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath("payroll-phone-fi.png"), fullPage: true });
});
