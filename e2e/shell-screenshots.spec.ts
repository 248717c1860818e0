import { expect, test } from "@playwright/test";
import { signIn, viewports } from "./support/session.ts";

/**
 * The shell at each device class in two locales. The PNGs land in test-results/shell/ for a person
 * to look at; the assertions catch the usual breakage (horizontal overflow, missing bars).
 */
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
      await page.screenshot({ path: `test-results/shell/login-${device}-${locale}.png` });

      await signIn(page, manager, "manager");
      await page.goto("/schedules");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId(device === "mobile" ? "bottom-bar" : "top-bar")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/shell/app-${device}-${locale}.png` });
    });
  }
}

test("admin shell, user menu, error page and 'Oops!' dialog", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, { admin: true, permissions: ["can_manage_admin_pages"] }, "admin");
  await page.goto("/admin/audits");
  await page.getByTestId("user-menu-trigger").click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.screenshot({ path: "test-results/shell/admin-desktop-menu.png" });
  await page.setViewportSize(viewports.mobile);
  await page.keyboard.press("Escape");
  await page.screenshot({ path: "test-results/shell/admin-mobile.png" });

  await page.unroute("**/api/current-user");
  await page.route("**/api/current-user", (route) => route.fulfill({ status: 500, json: {} }));
  await page.setViewportSize(viewports.tablet);
  await page.goto("/error/403");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.waitForTimeout(400); // let the opening animation finish
  await page.screenshot({ path: "test-results/shell/oops-tablet.png" });
  await page.getByRole("alertdialog").getByRole("button", { name: "Close" }).click();
  await page.screenshot({ path: "test-results/shell/error-tablet.png" });
});
