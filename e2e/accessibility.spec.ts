import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { checkDrawer } from "./support/drawer-check.ts";
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
    // Three full axe scans and a sign-in: 24-32 s on the 2-core CI machine while the suite starts.
    test.setTimeout(90_000);
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

test.describe("every drawer", () => {
  test.describe.configure({ timeout: 120_000 });
  const logIn = async (page: import("@playwright/test").Page, email: string, password: string) => {
    await acceptCookies(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  };

  test("opens from the keyboard, has no serious axe violations, closes on Escape and gives focus back", async ({ page }) => {
    // An axe scan per drawer: 38 s in CI on 2026-11-29, past 60 s on a day the machine runs twice as slow.
    test.setTimeout(180_000);
    await logIn(page, "manager@demo.workledger.test", "Manager12345");

    // The person's profile, opened from a row's menu (the row click opens the same drawer).
    await page.goto("/people");
    const row = page.getByRole("row").filter({ hasText: "worker1@demo.workledger.test" });
    const more = row.getByRole("button", { name: "More options" });
    await checkDrawer(page, more, async () => {
      await page.keyboard.press("Enter");
      await page.getByRole("menuitem", { name: "Open profile" }).press("Enter");
    });
    await expect(page).not.toHaveURL(/user=/);

    // The company profile, from the user menu: focus goes back to the menu's trigger.
    const userMenu = page.getByTestId("user-menu-trigger");
    await checkDrawer(page, userMenu, async () => {
      await page.keyboard.press("Enter");
      await page.getByRole("menuitem", { name: "Company Profile" }).press("Enter");
    });

    for (const [path, button] of [
      ["/workspace", "Add workspace"],
      ["/worktype", "Add work type"],
      ["/preference?section=overtime", "Add group"],
      ["/preference?section=absence-types", "Add paid absence type"],
      ["/box", "Add login box"],
      ["/timesheet", "Add work log"],
    ] as const) {
      await page.goto(path);
      await checkDrawer(page, page.getByRole("button", { name: button }).first());
    }
  });
});
