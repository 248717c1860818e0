import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";
import { apiLogin, demo } from "./organisation-helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
const run = randomUUID().slice(0, 8);
const owner = { email: `aino-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Aino", lastName: "Admin" };
const worker = { email: `veli-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Veli", lastName: "Vastaanottaja" };

test("an admin drafts a broadcast to a workspace at /admin/notifications, edits and posts it by keyboard; the workspace's member sees it; a deleted one is gone", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const companyName = `Laituri ${run}`;
  const company = await setUpCompany(request, { owner, worker, companyName });
  const site = await request.post(`/api/companies/${company.companyId}/divisions`, {
    headers: headers(company.manager, "manager"),
    data: { name: `Pier ${run}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100, person_ids: [company.workerId] },
  });
  baseExpect(site.status(), await site.text()).toBe(201);

  const workerPage = await browserAs(browser, company.worker, "worker");
  await workerPage.goto("/dashboard");
  await expect(workerPage.getByTestId("notification-bell")).toBeVisible();

  const admin = await apiLogin(request, demo.admin);
  const page = await browserAs(browser, { token: admin.token, csrf: admin.csrf }, "admin");
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { name: "Broadcast notifications" })).toBeVisible();
  const form = page.getByTestId("broadcast-form");
  await form.getByLabel("Title").fill(`Pier works ${run}`);
  await form.getByLabel("Text").fill(`The pier is closed ${run}`);
  await form.getByRole("combobox", { name: "Company" }).click();
  await page.getByRole("option", { name: companyName }).click();
  await form.getByTestId("broadcast-workspaces").getByLabel(`Pier ${run}`).check();
  await form.getByRole("button", { name: "Save draft" }).click();
  const row = page.getByTestId("broadcast-row").filter({ hasText: `Pier works ${run}` });
  await expect(row).toHaveAttribute("data-status", "draft");
  await expect(row).toContainText("Draft");

  // Edit it by keyboard: the row's Edit button fills the form, Save keeps it a draft with the new text.
  await row.getByRole("button", { name: `Edit: Pier works ${run}` }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("heading", { name: "Edit notification" })).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue(`Pier works ${run}`);
  await form.getByLabel("Text").fill(`The pier is closed on Monday ${run}`);
  await form.getByRole("button", { name: "Post" }).focus();
  await page.keyboard.press("Enter");
  // It says how many people it will notify before it sends, and is confirmed by keyboard too.
  const confirm = page.getByTestId("dialog-toast-confirm");
  await expect(confirm).toContainText("This will notify 1 person");
  await confirm.getByRole("button", { name: "Post" }).focus();
  await page.keyboard.press("Enter");
  await expect(row).toHaveAttribute("data-status", "posted");
  await expect(row).toContainText("Repost");

  // The member of the workspace hears of it live.
  await expect(workerPage.getByTestId("notification-dot")).toBeVisible();
  await workerPage.getByTestId("notification-bell").click();
  await expect(workerPage.getByTestId("notification-item").filter({ hasText: `The pier is closed on Monday ${run}` })).toBeVisible();

  // Delete asks first; a deleted broadcast leaves the list and cannot be posted any more.
  const id = ((await (await request.get("/api/admin/broadcasts", { headers: headers(admin, "admin") })).json()) as { data: { id: string; title: string }[] }).data.find((b) => b.title === `Pier works ${run}`)!.id;
  await row.getByRole("button", { name: `Delete: Pier works ${run}` }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(row).toHaveCount(0);
  const again = await request.post(`/api/admin/broadcasts/${id}/post`, { headers: headers(admin, "admin") });
  baseExpect(again.status()).toBeGreaterThanOrEqual(400);
});
