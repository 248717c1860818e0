import { expect, test } from "@playwright/test";
import { browserAs } from "./support/company.ts";
import { apiLogin, authed, demo, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * The admin creates a client with the schedules flag on through the company/account form, finds it
 * in the clients table, switches into it through the 'Switching Account' overlay and sees the menu
 * the flag turns on (Schedules) and not one whose flag is off (Boxes). Other specs read the demo
 * admin's default company: it is put back at the end.
 */
test.describe.configure({ timeout: slowTestMs });

test("an admin creates a client with flags, switches into it and sees the menus that follow the flags", async ({ browser, request }) => {
  const admin = await apiLogin(request, demo.admin);
  const page = await browserAs(browser, { token: admin.token, csrf: admin.csrf }, "admin");
  const name = unique("Flagged client");
  try {
    await page.goto("/admin/clients");
    await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
    await page.getByRole("button", { name: "Add client" }).click();
    const form = page.getByTestId("client-form");
    // Validation of the form before anything is sent: the name is required.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("This field is required").first()).toBeVisible();
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Create the main user").uncheck();
    await form.getByLabel("Tax number").fill("FI-42");
    await form.getByLabel("Price per user (€)").fill("4,50");
    await form.getByLabel("Schedules").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(form).toHaveCount(0);

    await page.getByLabel("Search").fill(name);
    const table = page.getByRole("table", { name: "Clients" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("FI-42");

    await row.getByRole("button", { name: "More options" }).click();
    await page.getByRole("menuitem", { name: "Switch into this company" }).click();
    const overlay = page.getByTestId("switching-account");
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(name);
    await expect(overlay).toHaveCount(0, { timeout: 20_000 });
    await expect(page).not.toHaveURL(/\/admin/);
    const nav = page.getByRole("navigation").first();
    await expect(nav.getByRole("link", { name: "Schedules" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Boxes" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("admin-switched-into-client.png"), fullPage: true });
  } finally {
    const restore = await request.post(`/api/users/${admin.userId}/company/update`, { data: { company_id: admin.companyId }, headers: authed(admin) });
    expect(restore.status(), await restore.text()).toBe(200);
  }
});
