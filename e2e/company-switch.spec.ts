import { test, type Page } from "@playwright/test";
import { apiLogin, authed, demo, expect, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * Company switch (POST /api/users/{id}/company/update): the demo admin opens 'Switch
 * company' in the user menu, sees the client companies, switches from the admin persona into the
 * Demo Company and back to the admin persona; each switch shows the 'Switching Account' overlay with
 * both avatars and reloads to /. Other specs read the demo admin's default company, so the spec
 * switches only into the company the admin already belongs to and puts the default company back
 * the moment the switch to the admin persona (company_id 0, default company none) is answered.
 */
test.describe.configure({ timeout: slowTestMs });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The overlay's title and both captions, read in one go as soon as it shows. */
const overlayParties = async (page: Page) => {
  await page.getByTestId("switching-account").waitFor({ state: "attached" });
  return page.evaluate(() => ({
    title: document.querySelector("#switching-account-title")?.textContent ?? "",
    from: document.querySelector("[data-testid=switching-from] figcaption")?.textContent ?? "",
    to: document.querySelector("[data-testid=switching-to] figcaption")?.textContent ?? "",
    // The avatars' initials come from the names, never from a caption such as 'Ada Admin (Admin)'.
    initials: [...document.querySelectorAll("[data-testid^=switching-] [data-part=fallback]")].map((f) => f.textContent ?? ""),
  }));
};

/** The demo admin is 'Ada Admin'; the caption adds '(Admin)', the initials must not. */
const adminInitials = "AA";

const openPicker = async (page: Page) => {
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Switch company" }).click();
  const picker = page.getByTestId("company-switch-picker");
  await expect(picker).toBeVisible();
  return picker;
};

test("an admin switches from the admin persona into a company and back, through the Switching Account overlay", async ({ page, request }) => {
  const admin = await apiLogin(request, demo.admin);
  // A client of its own, to see the picker list every company and search them by name.
  const clientName = unique("Switch client");
  const created = await request.post("/api/admin/companies", { data: { name: clientName, has_user: false }, headers: { ...authed(admin), "X-Persona": "admin" } });
  expect(created.status(), await created.text()).toBe(201);

  await page.addInitScript(() => {
    document.cookie = "cookie_accepted=true; path=/";
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.admin.email);
  await page.getByLabel("Password").fill(demo.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin/);

  // The picker: every company for an admin, narrowed by the search.
  let picker = await openPicker(page);
  await picker.getByLabel("Search").fill(clientName);
  await expect(picker.getByRole("button", { name: clientName })).toBeVisible();
  await picker.getByLabel("Search").fill("Demo Company");
  await expect(picker.getByRole("button", { name: clientName })).toHaveCount(0);
  await shot(page, "company-switch-picker");

  // Into the Demo Company: the overlay shows the admin and the company, then the app reloads at /.
  const toCompany = page.waitForResponse((r) => r.url().includes("/company/update") && r.request().method() === "POST");
  await picker.getByRole("button", { name: "Demo Company" }).click();
  const overlay = page.getByTestId("switching-account");
  // The overlay stays up 1.5 s after the answer: read it at once rather than assert piece by piece.
  expect(await overlayParties(page)).toEqual({ title: "Switching Account", from: expect.stringContaining("(Admin)"), to: "Demo Company", initials: [adminInitials, "DC"] });
  expect((await toCompany).status()).toBe(200);
  await expect(overlay).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/admin/);
  expect(await page.evaluate(() => localStorage.getItem("persona"))).toBe("worker");
  const me = (await (await request.get("/api/current-user", { headers: authed(admin) })).json()) as { default_company: { id: string; name: string } | null };
  expect(me.default_company?.name).toBe("Demo Company");

  // The selected company is kept locally (spec section 3): moved to another company elsewhere (as
  // another browser's switch would), a reload of this browser comes back to the Demo Company.
  expect(await page.evaluate(() => localStorage.getItem("selected_company"))).toBe(String(me.default_company?.id));
  const clientId = ((await created.json()) as { data: { id: string } }).data.id;
  const elsewhere = await request.post(`/api/users/${admin.userId}/company/update`, { data: { company_id: clientId }, headers: authed(admin) });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.reload();
  await expect
    .poll(async () => ((await (await request.get("/api/current-user", { headers: authed(admin) })).json()) as { default_company: { name: string } | null }).default_company?.name)
    .toBe("Demo Company");
  expect(await page.evaluate(() => localStorage.getItem("selected_company"))).toBe(String(me.default_company?.id));

  // Back to the admin persona: company_id 0; the admin entry comes first in the picker.
  picker = await openPicker(page);
  await expect(picker.getByRole("button").first()).toContainText("(Admin)");
  const toAdmin = page.waitForResponse((r) => r.url().includes("/company/update") && r.request().method() === "POST");
  await picker.getByRole("button", { name: /\(Admin\)/ }).click();
  expect(await overlayParties(page)).toEqual({ title: "Switching Account", from: "Demo Company", to: expect.stringContaining("(Admin)"), initials: ["DC", adminInitials] });
  expect((await toAdmin).status()).toBe(200);
  // Other specs read the admin's default company: restore it at once (the browser keeps the admin persona).
  const restore = await request.post(`/api/users/${admin.userId}/company/update`, { data: { company_id: admin.companyId }, headers: authed(admin) });
  expect(restore.status(), await restore.text()).toBe(200);
  await expect(page).toHaveURL(/\/admin/);
  expect(await page.evaluate(() => localStorage.getItem("persona"))).toBe("admin");
  await shot(page, "company-switch-back-to-admin");
});
