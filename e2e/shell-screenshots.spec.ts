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
