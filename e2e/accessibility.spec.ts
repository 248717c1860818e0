import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn, viewports } from "./support/session.ts";

/** axe scan of the shell: no serious or critical violations. */
const seriousViolations = async (page: import("@playwright/test").Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

const acceptCookies = (page: import("@playwright/test").Page) =>
  page.context().addCookies([{ name: "cookie_accepted", value: "true", url: "http://127.0.0.1" }]);

test("the cookie banner has no serious axe violations", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [device, size] of Object.entries(viewports)) {
  test(`shell has no serious axe violations (${device})`, async ({ page }) => {
    await page.setViewportSize(size);
    await acceptCookies(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(
      page,
      { manager: true, permissions: ["can_manage_schedules", "can_add_users", "can_manage_workspaces", "has_manager_rights"], flags: { schedule_active: true } },
      "manager",
    );
    // A page the frame still shows as a placeholder: the scan is about the shell.
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("user-menu-trigger").click();
    await expect(page.getByTestId("user-menu")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("admin shell has no serious axe violations", async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, { admin: true, permissions: ["can_manage_admin_pages"] }, "admin");
  await page.goto("/admin/clients");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
