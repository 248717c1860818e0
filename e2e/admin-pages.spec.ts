import { expect, test } from "@playwright/test";
import { browserAs, headers } from "./support/company.ts";
import { apiLogin, demo, slowTestMs } from "./organisation-helpers.ts";

/**
 * The admin's lists: a refused sign-in shows in /admin/logins; a sign-up shows in the signup and
 * register history; a trial end the admin sets shows in /admin/warnings with its section 8 text;
 * the account list finds the new founder. The manager persona is kept out of all of them.
 */
test.describe.configure({ timeout: slowTestMs });

test("the admin sees sign-ins, sign-ups, registrations, warnings and accounts; the manager is refused", async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const ghost = `ghost-${stamp}@x.io`;
  const founder = `founder-${stamp}@x.io`;
  const companyName = `Pages ${stamp}`;
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const refused = await request.post("/api/login", { headers: { "X-XSRF-TOKEN": csrf }, data: { email: ghost, password: "whatever-it-is-1" } });
  expect(refused.status()).toBe(404);
  const signup = await request.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: { first_name: "Pia", last_name: "Pages", email: founder, password: "Founder12345!", password_confirmation: "Founder12345!", terms: true, company_name: companyName },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const companyId = String(((await signup.json()) as { user: { default_company: { id: string } } }).user.default_company.id);

  const admin = await apiLogin(request, demo.admin);
  const trialEnd = new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString();
  const trial = await request.put(`/api/admin/companies/${companyId}/subscription`, { headers: headers(admin, "admin"), data: { trial_ends_at: trialEnd, is_login_disabled: false } });
  expect(trial.status(), await trial.text()).toBe(200);

  const page = await browserAs(browser, { token: admin.token, csrf: admin.csrf }, "admin");
  await page.goto("/admin/logins");
  await expect(page.getByRole("heading", { name: "Logins" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(ghost);
  const logins = page.getByRole("table", { name: "Logins" });
  await expect(logins.getByRole("row").filter({ hasText: ghost })).toContainText("Refused: no such account");
  // Only the searched address is left (the header row and one attempt).
  await expect(logins.getByRole("row")).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath("admin-logins.png"), fullPage: true });

  // Keyboard: the outcome filter opens and picks with the keyboard alone.
  await search.fill("");
  await page.getByRole("combobox", { name: "Outcome" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Outcome" })).toContainText("Refused");
  await expect(logins.getByRole("row").filter({ hasText: "Signed in" })).toHaveCount(0);
  await expect(logins.getByRole("row").filter({ hasText: ghost }).first()).toBeVisible();

  await page.goto("/admin/signup-history");
  await page.getByRole("searchbox", { name: "Search" }).fill(founder);
  await expect(page.getByRole("table", { name: "Signup history" }).getByRole("row").filter({ hasText: founder })).toContainText(companyName);

  await page.goto("/admin/register-history");
  await page.getByRole("searchbox", { name: "Search" }).fill(companyName);
  await expect(page.getByRole("table", { name: "Register history" }).getByRole("row").filter({ hasText: companyName })).toContainText(founder);

  await page.goto("/admin/warnings");
  await page.getByRole("searchbox", { name: "Search" }).fill(companyName);
  await expect(page.getByRole("table", { name: "Warnings" }).getByRole("row").filter({ hasText: "will end in 6 days" })).toContainText(
    "Your Workledger trial will end in 6 days. Add your billing details to keep using Workledger.",
  );

  await page.goto("/admin/accounts");
  await page.getByRole("searchbox", { name: "Search" }).fill(founder);
  await expect(page.getByRole("table", { name: "Accounts" }).getByRole("row").filter({ hasText: founder })).toContainText(companyName);
  await page.getByRole("searchbox", { name: "Search" }).fill(`nobody-${stamp}`);
  await expect(page.getByText("Nothing matches the search")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("admin-accounts-empty.png"), fullPage: true });

  // The manager persona: the API refuses, the guard sends the page to the dashboard.
  const manager = await apiLogin(request, demo.manager);
  for (const list of ["logins", "accounts", "signup-history", "register-history", "warnings"]) {
    expect((await request.get(`/api/admin/${list}`, { headers: headers(manager, "manager") })).status(), list).toBe(403);
  }
  const managerPage = await browserAs(browser, { token: manager.token, csrf: manager.csrf }, "manager");
  await managerPage.goto("/admin/logins");
  await expect(managerPage).toHaveURL(/\/dashboard$/);
});
