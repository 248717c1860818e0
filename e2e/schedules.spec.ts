import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { apiLogin, authed, demo } from "./organisation-helpers.ts";
import { browserAs, headers, setUpCompany } from "./support/company.ts";

// The real app under a loaded machine: give the read models a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Schedules against the real app, in a company of its own: the manager plans a weekly shift by
 * dragging, copies it, moves the copy, confirms the week and removes the rest of the series; the
 * worker reads their schedule; a scheduled paid absence refuses the worker's overlapping work log.
 */
const run = randomUUID().slice(0, 8);
const shotDir = process.env["SCHEDULES_SHOTS"] ?? "test-results/schedules";
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };

const dragBetween = async (page: Page, from: Locator, to: Locator) => {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + Math.min(12, a.width / 2), a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
};

const pickOption = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

test("a manager plans, copies, moves, confirms and trims a weekly shift; the worker sees it; a scheduled absence refuses work", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { companyId, manager, worker, workerId } = await setUpCompany(request, {
    owner: { email: `owner-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Olli", lastName: "Omistaja" },
    worker: { email: `sanna-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Sanna", lastName: "Suunnitelma" },
    companyName: `Vuorot ${run}`,
  });
  const admin = await apiLogin(request, demo.admin);
  const flag = await request.put(`/api/admin/companies/${companyId}/features`, { data: { schedule_active: true }, headers: { ...authed(admin), "X-Persona": "admin" } });
  expect(flag.status(), await flag.text()).toBeLessThan(300);

  const page = await browserAs(browser, manager, "manager", { viewport: desktop });
  await page.goto("/schedules");
  await expect(page.getByRole("link", { name: "Schedules" })).toHaveAttribute("aria-current", "page");
  const timeline = page.getByTestId("schedule-timeline");
  await expect(timeline).toBeVisible();
  // Next week: every day of it is still ahead.
  await page.getByRole("button", { name: "Next" }).click();
  const row = timeline.locator(`[data-testid=schedule-row][data-person-id="${workerId}"]`);
  await expect(row).toBeVisible();
  const cells = row.getByRole("gridcell");
  const monday = (await cells.nth(0).getAttribute("data-date"))!;
  const wednesday = (await cells.nth(2).getAttribute("data-date"))!;
  const thursday = (await cells.nth(3).getAttribute("data-date"))!;
  const chips = row.getByTestId("schedule-event");

  await test.step("drag over Monday plans a weekly recurring shift", async () => {
    await dragBetween(page, cells.nth(0), cells.nth(0));
    const drawer = page.getByTestId("drawer");
    await expect(drawer.getByRole("heading", { name: "Add shift" })).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Person" })).toContainText("Sanna Suunnitelma");
    await drawer.getByLabel("Start time").fill("09:00");
    await drawer.getByLabel("End time").fill("17:00");
    await pickOption(page, drawer, "Repeat", "Weekly");
    await drawer.getByLabel("Number of times").fill("3");
    await drawer.getByRole("button", { name: "Save", exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(chips).toHaveCount(1);
    await expect(chips.first()).toHaveAttribute("data-date", monday);
    await expect(chips.first()).toHaveAttribute("data-start", "09:00");
  });

  await test.step("copy it and paste it on Wednesday with the keyboard", async () => {
    await chips.first().click();
    await expect(page.getByTestId("selection-count")).toHaveText("Selected: 1");
    await page.keyboard.press("Control+C");
    await cells.nth(2).focus();
    await page.keyboard.press("Control+V");
    await expect(chips).toHaveCount(2);
    await expect(row.locator(`[data-testid=schedule-event][data-date="${wednesday}"]`)).toHaveAttribute("data-start", "09:00");
  });

  await test.step("drag the copy to Thursday", async () => {
    await dragBetween(page, row.locator(`[data-testid=schedule-event][data-date="${wednesday}"]`), cells.nth(3));
    await expect(row.locator(`[data-testid=schedule-event][data-date="${thursday}"]`)).toHaveCount(1);
    await expect(row.locator(`[data-testid=schedule-event][data-date="${wednesday}"]`)).toHaveCount(0);
  });

  await test.step("confirm all", async () => {
    await page.getByRole("button", { name: "Confirm all", exact: true }).click();
    await expect(page.getByText("Schedule confirmed successfully")).toBeVisible();
    await expect(chips.and(page.locator("[data-confirmed=true]"))).toHaveCount(2);
    await shot(page, "manager-week-desktop");
  });

  await test.step("delete this and following of the series from the week after", async () => {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(chips).toHaveCount(1);
    await chips.first().click();
    await page.keyboard.press("Delete");
    const dialog = page.getByTestId("recurring-removal");
    await dialog.getByLabel("This and following unconfirmed").check();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(chips).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(timeline.locator(`[data-testid=schedule-row][data-person-id="${workerId}"]`)).toBeVisible();
    await expect(chips).toHaveCount(0);
    // The confirmed week keeps its two shifts.
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(chips).toHaveCount(2);
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await shot(page, "manager-month-desktop");
    await page.setViewportSize(mobile);
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await shot(page, "manager-week-mobile");
  });

  await test.step("the worker reads their schedule: a week grid and an agenda, the agenda alone on a phone", async () => {
    const workerPage = await browserAs(browser, worker, "worker", { viewport: desktop });
    await workerPage.goto("/schedules");
    await expect(workerPage.getByRole("heading", { level: 1, name: "My schedule" })).toBeVisible();
    await workerPage.getByRole("button", { name: "Next" }).click();
    const agenda = workerPage.getByTestId("agenda-item");
    await expect(agenda).toHaveCount(2);
    await expect(agenda.first()).toContainText("09:00–17:00");
    await expect(agenda.first()).toContainText("Confirmed");
    await expect(workerPage.getByTestId("schedule-timeline").getByTestId("schedule-event")).toHaveCount(2);
    await shot(workerPage, "worker-week-desktop");
    await workerPage.setViewportSize(mobile);
    await expect(workerPage.getByTestId("schedule-timeline")).toHaveCount(0);
    await expect(agenda).toHaveCount(2);
    await shot(workerPage, "worker-agenda-mobile");
    await workerPage.context().close();
  });

  await test.step("a work log overlapping a scheduled paid absence is refused", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/Helsinki" });
    const shown = `${yesterday.slice(8, 10)}.${yesterday.slice(5, 7)}.${yesterday.slice(0, 4)}`;
    await page.setViewportSize(desktop);
    await page.getByRole("button", { name: "Add absence" }).click();
    const absence = page.getByTestId("drawer");
    await expect(absence.getByRole("heading", { name: "Add absence" })).toBeVisible();
    await pickOption(page, absence, "Person", "Sanna Suunnitelma");
    await absence.getByLabel("Date", { exact: true }).fill(shown);
    await absence.getByLabel("End date").fill(shown);
    await expect(absence.getByLabel("All day")).toBeChecked();
    await expect(absence.getByLabel("Paid work leave (blocks work logs)")).toBeChecked();
    await absence.getByLabel("Title").fill("Vacation");
    await absence.getByRole("button", { name: "Save", exact: true }).click();
    await expect(absence).toBeHidden();
    const workerPage = await browserAs(browser, worker, "worker", { viewport: desktop });
    await workerPage.goto("/timesheet");
    await workerPage.getByRole("button", { name: "Add work log" }).click();
    const drawer = workerPage.getByTestId("drawer");
    await drawer.getByLabel("Start date").fill(shown);
    await drawer.getByLabel("End date").fill(shown);
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(workerPage.getByText("Overlapping work or absences").first()).toBeVisible();
    await expect(drawer).toBeVisible();
    await workerPage.context().close();
  });
  await page.context().close();
});

test("manager B sees manager A's new shift appear without reloading (pushed on the realtime channel)", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const live = randomUUID().slice(0, 8);
  const { companyId, manager, workerId } = await setUpCompany(request, {
    owner: { email: `anna-${live}@e2e.workledger.test`, password: "Owner12345", firstName: "Anna", lastName: "Aamu" },
    worker: { email: `bertta-${live}@e2e.workledger.test`, password: "Worker12345", firstName: "Bertta", lastName: "Ilta" },
    companyName: `Live ${live}`,
  });
  // The added person becomes a schedule manager (their sessions end), then signs in again; before
  // another sign-in on this request context renews its anti-forgery cookie.
  const rights = await request.put(`/api/companies/${companyId}/users/${workerId}/rights`, {
    headers: headers(manager, "manager"),
    data: {
      user_role_id: 1,
      general_rights_workspace_ids: [],
      manager_rights_workspace_ids: [],
      permissions: ["can_see_schedules", "can_edit_own_profile", "has_manager_rights", "can_manage_schedules"],
    },
  });
  expect(rights.status(), await rights.text()).toBe(200);
  const admin = await apiLogin(request, demo.admin);
  const flag = await request.put(`/api/admin/companies/${companyId}/features`, { data: { schedule_active: true }, headers: { ...authed(admin), "X-Persona": "admin" } });
  expect(flag.status(), await flag.text()).toBeLessThan(300);
  const managerB = await apiLogin(request, { email: `bertta-${live}@e2e.workledger.test`, password: "Worker12345" });

  const pageA = await browserAs(browser, manager, "manager", { viewport: desktop });
  const pageB = await browserAs(browser, managerB, "manager", { viewport: desktop });
  for (const page of [pageA, pageB]) {
    await page.goto("/schedules");
    await expect(page.getByTestId("schedule-timeline")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
  }
  const rowOf = (page: Page) => page.getByTestId("schedule-timeline").locator(`[data-testid=schedule-row][data-person-id="${workerId}"]`);
  await expect(rowOf(pageB)).toBeVisible();
  await expect(rowOf(pageB).getByTestId("schedule-event")).toHaveCount(0);

  const cell = rowOf(pageA).getByRole("gridcell").nth(1);
  const tuesday = (await cell.getAttribute("data-date"))!;
  await dragBetween(pageA, cell, cell);
  const drawer = pageA.getByTestId("drawer");
  await drawer.getByLabel("Start time").fill("10:00");
  await drawer.getByLabel("End time").fill("18:00");
  await drawer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(rowOf(pageA).getByTestId("schedule-event")).toHaveCount(1);

  // B never reloads: the push makes B's page read the week again (its own periodic read is minutes away).
  const seen = rowOf(pageB).locator(`[data-testid=schedule-event][data-date="${tuesday}"]`);
  await expect(seen).toHaveAttribute("data-start", "10:00", { timeout: 10_000 });
  await expect(pageB.getByText("The schedule was changed by someone else and has been updated").first()).toBeVisible();

  await test.step("A manages positions in the drawer (keyboard for the rename); B's schedule shows the new row live", async () => {
    await pageA.getByRole("button", { name: "Positions", exact: true }).click();
    const panel = pageA.getByTestId("positions-drawer");
    await expect(panel.getByTestId("next-order-number")).toHaveText("Order number of the next position: 1");
    await panel.getByLabel("Position name").fill("Kitchen");
    await panel.getByRole("button", { name: "Add position" }).click();
    const kitchen = panel.getByTestId("schedule-position");
    await expect(kitchen).toHaveAttribute("data-order-number", "1");
    await expect(panel.getByTestId("next-order-number")).toHaveText("Order number of the next position: 2");
    await pickOption(pageA, kitchen, "Add a person to Kitchen", "Bertta Ilta");
    await kitchen.getByRole("button", { name: "Assign" }).click();
    await expect(kitchen.getByTestId("position-worker")).toHaveAttribute("data-person-id", workerId);
    await kitchen.getByRole("button", { name: "Rename Kitchen" }).focus();
    await pageA.keyboard.press("Enter");
    await pageA.keyboard.press("ControlOrMeta+A");
    await pageA.keyboard.type("Kitchen 1");
    await pageA.keyboard.press("Enter");
    await expect(kitchen.getByRole("heading")).toHaveText("1. Kitchen 1");
    await shot(pageA, "manager-positions-drawer");
    await expect(pageB.getByTestId("schedule-position-row").filter({ hasText: "Kitchen 1" })).toBeVisible({ timeout: 10_000 });
  });
  await pageA.context().close();
  await pageB.context().close();
});
