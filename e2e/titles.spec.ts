import { expect, test } from "@playwright/test";
import { signIn } from "./support/session.ts";

test("public pages are titled '{product} - {page title}'", async ({ page }) => {
  for (const [path, title] of [
    ["/login", "Workledger - Login"],
    ["/signup", "Workledger - Sign up"],
    ["/forgot-password", "Workledger - Forgot password"],
    ["/error/404", "Workledger - Error"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test("signed-in pages carry their titles", async ({ page }) => {
  // Five full page loads, each with its own lazy chunks: more than 30 s on the loaded 2-core CI machine.
  test.slow();
  await signIn(page, { manager: true, permissions: ["can_add_users", "can_manage_workspaces", "has_manager_rights"] }, "manager");
  for (const [path, title] of [
    ["/dashboard", "Workledger - Dashboard"],
    ["/timesheet", "Workledger - Timesheet"],
    ["/people", "Workledger - People"],
    ["/workspace", "Workledger - Workspaces"],
    ["/preference/notifications", "Workledger - Notification settings"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
