import { expect, test, type Page } from "@playwright/test";
import { signIn, viewports } from "./support/session.ts";

const fullManager = {
  manager: true,
  permissions: ["can_manage_schedules", "can_generate_reports_for_workers", "can_add_users", "can_manage_workspaces", "has_manager_rights"],
  flags: { schedule_active: true },
};

test.describe("nav by device class", () => {
  test("desktop shows the top bar with the permitted items, and no bottom bar", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signIn(page, fullManager, "manager");
    await page.goto("/timesheet");
    const bar = page.getByTestId("top-bar");
    await expect(bar.getByRole("link")).toHaveText(["Dashboard", "Timesheet", "Schedules", "Reports", "People", "Workspaces"]);
    await expect(bar.getByRole("link", { name: "Timesheet" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("bottom-bar")).toHaveCount(0);
    await expect(page.locator("[data-layout=app]")).toHaveAttribute("data-device", "desktop");
  });

  test("tablet also uses the top bar", async ({ page }) => {
    await page.setViewportSize(viewports.tablet);
    await signIn(page, {}, "worker");
    await page.goto("/dashboard");
    await expect(page.getByTestId("top-bar").getByRole("link")).toHaveText(["Dashboard", "Timesheet"]);
    await expect(page.locator("[data-layout=app]")).toHaveAttribute("data-device", "tablet");
  });

  test("mobile uses the bottom bar; managers get People and Workspaces", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await signIn(page, fullManager, "manager");
    await page.goto("/people");
    await expect(page.getByTestId("top-bar")).toHaveCount(0);
    const bar = page.getByTestId("bottom-bar");
    await expect(bar.getByRole("link")).toHaveText(["Dashboard", "Timesheet", "Schedules", "Reports", "People", "Workspaces"]);
    await expect(bar.getByRole("link", { name: "People" })).toHaveAttribute("aria-current", "page");
  });

  test("mobile without the bottom-bar toggle has no bottom bar", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await signIn(page, fullManager, "manager");
    await page.addInitScript(() => window.localStorage.setItem("mobile_bottom_bar", "off"));
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Workledger - Dashboard");
    await expect(page.getByTestId("bottom-bar")).toHaveCount(0);
  });

  test("a worker without schedules feature or report rights sees only the basics", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signIn(page, { permissions: ["can_see_schedules"] }, "worker");
    await page.goto("/dashboard");
    await expect(page.getByTestId("top-bar").getByRole("link")).toHaveText(["Dashboard", "Timesheet"]);
  });

  test("the admin area has its own top and bottom bars", async ({ page }) => {
    const admin = { admin: true, permissions: ["can_manage_admin_pages"] };
    await signIn(page, admin, "admin");
    await page.setViewportSize(viewports.desktop);
    await page.goto("/admin/audits");
    const top = page.getByTestId("admin-top-bar");
    await expect(top.getByRole("link")).toHaveText([
      "Admin", "Clients", "Audit logs", "Notifications", "Logins", "Register history", "Warnings", "Signup history", "Accounts",
    ]);
    await expect(top.getByRole("link", { name: "Audit logs" })).toHaveAttribute("aria-current", "page");
    await page.setViewportSize(viewports.mobile);
    await expect(page.getByTestId("admin-bottom-bar")).toBeVisible();
    await expect(page.getByTestId("admin-top-bar")).toHaveCount(0);
  });
});

test.describe("user menu", () => {
  const entries = async (page: Page) => {
    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByTestId("user-menu");
    await expect(menu).toBeVisible();
    return menu.getByRole("menuitem").allTextContents();
  };

  test("a worker", async ({ page }) => {
    await signIn(page, {}, "worker");
    await page.goto("/dashboard");
    expect(await entries(page)).toEqual(["Profile", "Preferences", "Notification settings", "Requests", "Logout"]);
  });

  test("a manager with every right and flag", async ({ page }) => {
    await signIn(
      page,
      {
        manager: true,
        mainCompanyUser: true,
        permissions: ["has_manager_rights", "can_manage_work_types", "can_manage_salary_extensions", "login_boxes_management"],
        flags: { inner_range_active: true, geofence_active: true, visma_active: true, merit_palk_active: true, boxes_active: true },
      },
      "manager",
    );
    await page.goto("/dashboard");
    expect(await entries(page)).toEqual([
      "Company Profile", "Preferences", "Notification settings", "Work types", "Inner range", "Gateway", "Payroll",
      "Merit Palk", "Boxes", "Notifications", "Switch to worker", "Logout",
    ]);
  });

  test("a manager with the flags off", async ({ page }) => {
    await signIn(page, { manager: true, permissions: ["has_manager_rights", "can_manage_salary_extensions", "login_boxes_management"] }, "manager");
    await page.goto("/dashboard");
    expect(await entries(page)).toEqual(["Preferences", "Notification settings", "Payroll", "Notifications", "Switch to worker", "Logout"]);
  });

  test("an admin", async ({ page }) => {
    await signIn(page, { admin: true, permissions: ["can_manage_admin_pages"] }, "admin");
    await page.goto("/admin");
    expect(await entries(page)).toEqual(["Clients", "Audit logs", "Notifications", "Visma settings", "Switch company", "Switch to worker", "Logout"]);
  });

  test("an entry navigates, and Logout signs out", async ({ page }) => {
    await signIn(page, {}, "worker");
    await page.goto("/dashboard");
    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Requests" }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await page.unroute("**/api/current-user");
    await page.route("**/api/current-user", (route) => route.fulfill({ status: 401, json: {} }));
    await page.getByTestId("user-menu-trigger").click();
    await page.evaluate(() => {
      localStorage.setItem("access_token", "tok");
      localStorage.setItem("translations", "{}");
      localStorage.setItem("locales", "[]");
    });
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Logout clears local storage except the translations and locales (spec section 4).
    expect(await page.evaluate(() => [localStorage.getItem("access_token"), localStorage.getItem("translations"), localStorage.getItem("locales")])).toEqual([
      null,
      "{}",
      "[]",
    ]);
  });

  test("switching persona shows the spinner, stores the persona and reloads to /", async ({ page }) => {
    // No stored persona: the app starts as the manager the API says is the initial persona.
    await signIn(page, { manager: true, permissions: ["has_manager_rights"] });
    await page.goto("/dashboard");
    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Switch to worker" }).click();
    await expect(page.getByTestId("spinner-page")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("persona"))).toBe("worker");
    await page.waitForURL(/\/dashboard$/, { timeout: 5000 });
    await page.getByTestId("user-menu-trigger").click();
    await expect(page.getByRole("menuitem", { name: "Switch to manager" })).toBeVisible();
  });
});
