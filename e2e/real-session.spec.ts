import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * The frame against the real API: sign up through /api (anti-forgery value first), then let the
 * app find the session from the stored bearer token, as it does after a login.
 */
const signUp = async (request: APIRequestContext) => {
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const response = await request.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: {
      first_name: "Mari",
      last_name: "Tamm",
      email: `mari-${randomUUID()}@example.com`,
      password: "Secret123a",
      password_confirmation: "Secret123a",
      terms: true,
      company_name: "Acme Oy",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { csrf, token };
};

const storeSession = (page: Page, session: { csrf: string; token: string }) =>
  page.addInitScript(({ csrf, token }) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("access_token", token);
    localStorage.setItem("csrf", csrf);
  }, session);

test("a new company owner gets the manager shell from the real API, switches persona and logs out", async ({ page, request }) => {
  const session = await signUp(request);
  await storeSession(page, session);
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle("Workledger - Dashboard");
  // schedule_active is off for a new company: no Schedules item; the owner finds the company settings in the bar.
  await expect(page.getByTestId("top-bar").getByRole("link")).toHaveText(["Dashboard", "Timesheet", "Reports", "People", "Workspaces", "Payroll", "Company settings"]);
  await expect(page.locator("html")).toHaveAttribute("data-persona", "manager");

  await page.getByTestId("user-menu-trigger").click();
  await expect(page.getByTestId("user-menu").getByRole("menuitem")).toHaveText([
    "Company Profile", "Preferences", "Notification settings", "Work types", "Payroll", "Notifications", "Switch to worker", "Logout",
  ]);
  await page.getByRole("menuitem", { name: "Switch to worker" }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("data-persona", "worker");
  await expect(page.getByTestId("top-bar").getByRole("link")).toHaveText(["Dashboard", "Timesheet", "Reports"]);

  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => (await request.get("/api/current-user", { headers: { Authorization: `Bearer ${session.token}` } })).status())
    .toBe(401);
});

test("a guarded manager page answers the worker persona with /dashboard", async ({ page, request }) => {
  await storeSession(page, await signUp(request));
  await page.addInitScript(() => localStorage.setItem("persona", "worker"));
  await page.goto("/people");
  await expect(page).toHaveURL(/\/dashboard$/);
});
