import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn, viewports } from "./support/session.ts";

/**
 * The shell at each device class in two locales. The PNGs land in test-results/shell/ for a person
 * to look at; nothing compares them (fonts differ between machines), so each test asserts the
 * state it photographs: language, bars and their items, no horizontal overflow, open menus and dialogs.
 */
const noHorizontalOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** Waits until the element's animations have finished, instead of a fixed pause. */
const settled = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length)).toBe(0);
const manager = {
  manager: true,
  permissions: ["can_manage_schedules", "can_generate_reports_for_workers", "can_add_users", "can_manage_workspaces", "has_manager_rights"],
  flags: { schedule_active: true },
};

for (const locale of ["en", "fi"] as const) {
  for (const [device, size] of Object.entries(viewports)) {
    test(`shell ${device} ${locale}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.addInitScript((l) => window.localStorage.setItem("locale", l), locale);
      await page.goto("/login");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "en" ? "Login" : /\S/);
      await expect(page.locator("input[type=password]")).toBeVisible();
      await noHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/shell/login-${device}-${locale}.png` });

      await signIn(page, manager, "manager");
      await page.goto("/schedules");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const bar = page.getByTestId(device === "mobile" ? "bottom-bar" : "top-bar");
      // Dashboard, Timesheet, Schedules, Reports, People, Workspaces; Schedules is the current page.
      await expect(bar.getByRole("link")).toHaveCount(6);
      await expect(bar.locator("[aria-current=page]")).toHaveCount(1);
      await expect(page.getByTestId(device === "mobile" ? "top-bar" : "bottom-bar")).toHaveCount(0);
      await noHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/shell/app-${device}-${locale}.png` });
    });
  }
}

test("admin shell, user menu, error page and 'Oops!' dialog", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, { admin: true, permissions: ["can_manage_admin_pages"] }, "admin");
  await page.goto("/admin/audits");
  await expect(page.getByTestId("admin-top-bar").getByRole("link", { name: "Audit logs" })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("user-menu-trigger").click();
  const menu = page.getByTestId("user-menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Clients", "Audit logs", "Notifications", "Visma settings", "Switch company", "Switch to worker", "Logout"]);
  await settled(menu);
  await page.screenshot({ path: "test-results/shell/admin-desktop-menu.png" });
  await page.setViewportSize(viewports.mobile);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByTestId("admin-bottom-bar")).toBeVisible();
  await expect(page.getByTestId("admin-top-bar")).toHaveCount(0);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: "test-results/shell/admin-mobile.png" });

  await page.unroute("**/api/current-user");
  await page.route("**/api/current-user", (route) => route.fulfill({ status: 500, json: {} }));
  await page.setViewportSize(viewports.tablet);
  await page.goto("/error/403");
  const oops = page.getByRole("alertdialog");
  await expect(oops).toContainText("Something went wrong. Please contact administrator.");
  await settled(oops);
  await page.screenshot({ path: "test-results/shell/oops-tablet.png" });
  await oops.getByRole("button", { name: "Close" }).click();
  await expect(oops).toHaveCount(0);
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.screenshot({ path: "test-results/shell/error-tablet.png" });
});
