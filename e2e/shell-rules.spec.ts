import { expect, test, type Page } from "@playwright/test";
import { currentUserAnswer, signIn } from "./support/session.ts";

/**
 * Rules of the frame that every page shares: the page width, the admin navigation's current item,
 * logout keeping the chosen language, a page load that finds login disabled, switching back to the
 * admin persona, the error table for a save, and a stylesheet made only of real style rules.
 */

const menu = async (page: Page, entry: string) => {
  await page.getByTestId("user-menu-trigger").click();
  await page.locator(`[data-entry="${entry}"]`).click();
};

test("the page is at most 2560 px wide and centred in a 3000 px window", async ({ page }) => {
  await page.setViewportSize({ width: 3000, height: 1000 });
  await signIn(page, { manager: true, permissions: ["has_manager_rights"] }, "manager");
  await page.goto("/dashboard");
  await expect(page.getByTestId("top-bar")).toBeVisible();
  for (const part of [page.locator("header").first(), page.locator("main")]) {
    const box = await part.boundingBox();
    expect(box?.width).toBe(2560);
    expect(box?.x).toBe(220);
  }
});

test("on /admin/audits only 'Audit logs' is the current page", async ({ page }) => {
  await signIn(page, { admin: true, permissions: ["can_manage_admin_pages"] }, "admin");
  await page.goto("/admin/audits");
  const current = page.getByTestId("admin-top-bar").locator('[aria-current="page"]');
  await expect(current).toHaveText(["Audit logs"]);
  await page.goto("/admin");
  await expect(current).toHaveText(["Admin"]);
});

test("logging out keeps the language chosen at login", async ({ page }) => {
  await page.goto("/login?lang=fi");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await signIn(page, {}, "worker");
  await page.goto("/dashboard");
  await menu(page, "logout");
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute("**/api/current-user");
  await page.route("**/api/current-user", (route) => route.fulfill({ status: 401, json: {} }));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page).toHaveTitle("Workledger - Kirjaudu sisään");
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
});

test("a page load whose user has login disabled forces the logout, keeping the language", async ({ page }) => {
  await page.goto("/login?lang=et");
  await signIn(page, { manager: true }, "manager");
  const user = currentUserAnswer({ manager: true, loginDisabled: true }, "manager");
  await page.route("**/api/current-user", (route) => route.fulfill({ json: user }));
  await page.evaluate(() => localStorage.setItem("access_token", "stale"));
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading")).toHaveText("Oih!");
  await expect(dialog).toContainText("Sind logiti välja, sest sinu konto on keelatud");
  expect(await page.evaluate(() => [localStorage.getItem("access_token"), localStorage.getItem("locale")])).toEqual([null, "et"]);
});

test("'Switch to admin' moves the session with company_id 0 and reloads into the admin area", async ({ page }) => {
  await signIn(page, { admin: true, permissions: ["can_manage_admin_pages"] });
  // The admin works in the company as a worker; stored once, so the reload finds what the switch stored.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded") !== null) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("persona", "worker");
  });
  await page.route("**/api/sanctum/csrf-cookie", (route) => route.fulfill({ json: { csrf_token: "csrf" } }));
  const bodies: unknown[] = [];
  await page.route("**/api/users/7/company/update", (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ json: { persona: { current: "admin" } } });
  });
  await page.goto("/dashboard");
  await menu(page, "switch-admin");
  await expect(page.getByTestId("switching-account")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(bodies).toEqual([{ company_id: 0 }]);
  expect(await page.evaluate(() => localStorage.getItem("persona"))).toBe("admin");
});

for (const status of [403, 404, 409]) {
  test(`a ${status} to the Company Profile save goes to /error/${status} with the server's message and a way back`, async ({ page }) => {
    await signIn(page, { manager: true, permissions: ["has_manager_rights"], mainCompanyUser: true }, "manager");
    await page.route("**/api/sanctum/csrf-cookie", (route) => route.fulfill({ json: { csrf_token: "csrf" } }));
    await page.route("**/api/companies/1/show", (route) =>
      route.fulfill({ json: { data: { id: "1", name: "Acme Oy", logo: null, logo_cache: 0, tax_number: "", address: "", telephone_number: "", activity: "" } } }),
    );
    await page.route("**/api/companies/1/update", (route) => route.fulfill({ status, json: { message: `Refused with ${status}`, code: "refused" } }));
    await page.goto("/timesheet");
    await menu(page, "company-profile");
    await expect(page.getByTestId("company-profile-form").getByLabel("Company name")).toHaveValue("Acme Oy");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/error/${status}$`));
    await expect(page.getByTestId("error-status")).toHaveText(String(status));
    await expect(page.getByText(`Refused with ${status}`)).toBeVisible();
    await expect(page.getByTestId("company-profile-form")).toHaveCount(0);
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/timesheet$/);
  });
}

test("the built stylesheet holds only real style declarations", async ({ page, request }) => {
  await page.goto("/login");
  const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  const css = (await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()))).join("\n");
  // Property names of every declaration (name:value ending in ; or }, so no selector; custom properties
  // and other engines' prefixed ones aside), checked against the browser's own list: a table column key such as `id:product` is no style.
  const names = [...new Set([...css.matchAll(/(?<=[{;])\s*(-?[a-z][a-z-]*)\s*:[^{};]*(?=[;}])/g)].map((m) => m[1] as string))];
  expect(names).toContain("max-width");
  const unknown = await page.evaluate((list) => list.filter((name) => !name.startsWith("-") && !CSS.supports(name, "inherit")), names);
  expect(unknown).toEqual([]);
});
