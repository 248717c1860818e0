import { expect, test } from "@playwright/test";
import { browserAs } from "./support/company.ts";
import { apiLogin, authed, demo, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * The client drawer shows the admin a client's invitation mails of the last day against its daily
 * cap, and lifts the cap (the change is an audited event; the API test reads the audit).
 */
test.describe.configure({ timeout: slowTestMs });

test("an admin sees a client's daily email cap and lifts it", async ({ browser, request }) => {
  const admin = await apiLogin(request, demo.admin);
  const name = unique("Capped client");
  const created = await request.post("/api/admin/companies", { data: { name, has_user: false }, headers: { ...authed(admin), "X-Persona": "admin" } });
  expect(created.status(), await created.text()).toBe(201);
  const page = await browserAs(browser, { token: admin.token, csrf: admin.csrf }, "admin");
  await page.goto("/admin/clients");
  await page.getByLabel("Search").fill(name);
  await page.getByRole("table", { name: "Clients" }).getByRole("row").filter({ hasText: name }).click();
  const panel = page.getByTestId("client-mail-cap");
  await expect(panel).toContainText("Sent in the last day: 0 of 200");
  await expect(panel.getByRole("button", { name: "Lift cap" })).toBeDisabled();
  await panel.getByLabel("Daily email cap").fill("1000");
  await panel.getByRole("button", { name: "Lift cap" }).click();
  await expect(page.getByText("Daily email cap saved")).toBeVisible();
  await expect(panel).toContainText("Sent in the last day: 0 of 1000");
  await page.screenshot({ path: test.info().outputPath("admin-mail-cap.png"), fullPage: true });
});
