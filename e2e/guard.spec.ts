import { expect, test } from "@playwright/test";
import { seedRoutedToken, signIn, type Persona, type UserSpec } from "./support/session.ts";

const path = (url: string) => new URL(url).pathname;

test.describe("access guard, signed out", () => {
  for (const [from, to] of [
    ["/", "/login"],
    ["/dashboard", "/login"],
    ["/people", "/login"],
    ["/admin/audits", "/login"],
    ["/report-pdf-viewer", "/login"],
    ["/language", "/login"],
    ["/login", "/login"],
    ["/signup", "/signup"],
    ["/forgot-password", "/forgot-password"],
    ["/verification", "/verification"],
    ["/unsubscribe", "/unsubscribe"],
    ["/redirect", "/redirect"],
    ["/error/500", "/error/500"],
    ["/does/not/exist", "/error/404"],
    ["/admin/nope", "/error/404"],
  ] as const) {
    test(`${from} -> ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => path(page.url())).toBe(to);
    });
  }
});

test.describe("access guard, signed in", () => {
  const cases: [string, UserSpec, Persona, string, string][] = [
    ["worker", {}, "worker", "/", "/dashboard"],
    ["worker", {}, "worker", "/login", "/dashboard"],
    ["worker", {}, "worker", "/signup", "/dashboard"],
    ["worker", {}, "worker", "/verification", "/verification"],
    ["worker", {}, "worker", "/requests", "/requests"],
    ["worker", {}, "worker", "/people", "/dashboard"],
    ["worker", {}, "worker", "/raport", "/dashboard"],
    ["reporting worker", { permissions: ["can_generate_reports"] }, "worker", "/raport", "/raport"],
    ["manager", { manager: true }, "manager", "/requests", "/dashboard"],
    ["manager", { manager: true, permissions: ["can_add_users"] }, "manager", "/people", "/people"],
    ["manager", { manager: true, permissions: ["can_manage_admin_pages"] }, "manager", "/admin", "/dashboard"],
    ["admin", { admin: true, permissions: ["can_manage_admin_pages"] }, "admin", "/dashboard", "/admin"],
    ["admin", { admin: true, permissions: ["can_manage_admin_pages"] }, "admin", "/", "/admin"],
    ["admin", { admin: true, permissions: ["can_manage_admin_pages"] }, "admin", "/admin/clients", "/admin/clients"],
    ["admin", { admin: true, permissions: ["can_manage_admin_pages"] }, "admin", "/timesheet", "/timesheet"],
    ["worker with admin pages", { permissions: ["can_manage_admin_pages"] }, "worker", "/box", "/box"],
  ];
  for (const [who, spec, persona, from, to] of cases) {
    test(`${who} (${persona}): ${from} -> ${to}`, async ({ page }) => {
      await signIn(page, spec, persona);
      await page.goto(from);
      await expect.poll(() => path(page.url())).toBe(to);
    });
  }

  test("a stored manager persona of a non-manager logs out silently", async ({ page }) => {
    await signIn(page, { manager: false }, "manager");
    await page.goto("/dashboard");
    await expect.poll(() => path(page.url())).toBe("/login");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});

test("the spinner page shows while the session loads", async ({ page }) => {
  await seedRoutedToken(page);
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/current-user", async (route) => {
    await answered;
    await route.fulfill({ status: 401, json: {} });
  });
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByTestId("spinner-page")).toBeVisible();
  release();
  await expect.poll(() => path(page.url())).toBe("/login");
  await expect(page.getByTestId("spinner-page")).toHaveCount(0);
});
