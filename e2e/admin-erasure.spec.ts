import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";
import { apiLogin, demo } from "./organisation-helpers.ts";

/**
 * GDPR erasure from the admin's accounts page: the admin erases a person of their own fresh
 * company through the confirmation dialog (keyboard only) and the row shows "Erased person"; the
 * audit log's row of the erasure names no one but the placeholder; the person is signed out.
 */
test("the admin erases a person from the accounts page and sees them as erased", async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const worker = { email: `erase-me-${stamp}@x.io`, password: "Worker12345!", firstName: "Ilmar", lastName: `Erasable${stamp}` };
  const { worker: workerSession, workerId } = await setUpCompany(request, {
    owner: { email: `erase-owner-${stamp}@x.io`, password: "Founder12345!", firstName: "Olga", lastName: "Owner" },
    worker,
    companyName: `Erasure ${stamp}`,
  });
  const admin = await apiLogin(request, demo.admin);
  const page = await browserAs(browser, { token: admin.token, csrf: admin.csrf }, "admin");
  await page.goto("/admin/accounts");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(worker.email);
  const table = page.getByRole("table", { name: "Accounts" });
  const row = table.getByRole("row").filter({ hasText: worker.email });
  await expect(row).toContainText(`${worker.firstName} ${worker.lastName}`);

  // Keyboard: focus the row's button, open the dialog, move to its confirm button and press it.
  await row.getByRole("button", { name: `Erase ${worker.firstName} ${worker.lastName}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Erase ${worker.firstName} ${worker.lastName} for good?`);
  await page.screenshot({ path: test.info().outputPath("admin-erasure-confirm.png"), fullPage: true });
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious).toEqual([]);
  await dialog.getByRole("button", { name: "Erase person" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  // The erased address holds the person's id: searching by it finds the erased row.
  await search.fill(workerId);
  const erased = table.getByRole("row").filter({ hasText: "Erased person" });
  await expect(erased).toHaveCount(1);
  await expect(erased).not.toContainText(worker.lastName);
  await expect(erased.getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("admin-erasure-done.png"), fullPage: true });

  expect((await request.get("/api/current-user", { headers: headers(workerSession) })).status()).toBe(401);
  const audit = await request.get(`/api/admin/audits?type=UserErased&limit=50`, { headers: headers(admin, "admin") });
  const trail = await audit.text();
  expect(trail).toContain(workerId);
  expect(trail).not.toContain(worker.lastName);
});
