import { test } from "@playwright/test";
import { apiLogin, authed, demo, expect, signInManager, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * Forms and selects as the demo manager finds them: every dropdown row is 50 px high, the invite
 * form says what is missing once per field, and an invited person who has not activated is never
 * offered where work is recorded (a new work log is for the signed-in person).
 */
test.describe.configure({ timeout: slowTestMs });

test("the invite form names each missing field once, under the field", async ({ page, request }) => {
  const manager = await apiLogin(request, demo.manager);
  // Two workspaces, so the form cannot choose one itself.
  for (const name of [unique("Invite A"), unique("Invite B")]) {
    const created = await request.post(`/api/companies/${manager.companyId}/divisions`, {
      data: { name, location: { lat: 60.17, lng: 24.94 }, radius_meters: 150, person_ids: [] },
      headers: authed(manager),
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await signInManager(page);
  await page.goto("/people");
  await page.getByRole("button", { name: "Invite users by email" }).click();
  const invite = page.getByTestId("invite-form");
  await expect(invite.getByRole("combobox", { name: "Workspace" })).toBeVisible();
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(invite.getByRole("alert")).toHaveText(["This field is required", "This field is required"]);
  await expect(invite.getByRole("combobox", { name: "Workspace" })).toHaveAccessibleDescription("This field is required");
  await expect(invite.getByRole("combobox", { name: "Workspace" })).toHaveAttribute("data-invalid", "");
  await page.screenshot({ path: test.info().outputPath("invite-required.png") });
});

test("select rows are 50 px high, and a pending invitation is never offered for a work log", async ({ page, request }) => {
  const manager = await apiLogin(request, demo.manager);
  const pending = `pending-${Date.now().toString(36)}@example.com`;
  const invited = await request.post(`/api/companies/${manager.companyId}/users/invite`, {
    data: { emails: [pending], workspace: manager.companyId, language: "en" },
    headers: authed(manager),
  });
  expect(invited.status(), await invited.text()).toBe(200);

  await signInManager(page);
  await page.goto("/timesheet");
  await page.getByRole("combobox", { name: "Worker" }).click();
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  for (const box of await options.evaluateAll((all) => all.map((o) => o.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(50);
  await expect(page.getByRole("option", { name: pending })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Add work log" }).click();
  const drawer = page.getByTestId("drawer");
  const worker = drawer.getByRole("combobox", { name: "Worker" });
  await expect(worker).toHaveText(/Mia Manager|manager@demo/);
  await worker.click();
  await expect(page.getByRole("option").first()).toBeVisible();
  await expect(page.getByRole("option", { name: pending })).toHaveCount(0);
});
