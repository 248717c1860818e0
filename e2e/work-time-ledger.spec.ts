import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";

// The real app under a loaded machine: give the read models a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The work-time ledger against the real app, in a company of its own (isolated from the demo people other specs
 * use): a worker starts, pauses, resumes and stops work; the manager sees it unconfirmed and
 * confirms it; the worker can no longer edit it.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `owner-${run}@e2e.workledger.test`, password: "Owner12345" };
const worker = { email: `timo-${run}@e2e.workledger.test`, password: "Worker12345" };
const shotDir = process.env["WORK_TIME_SHOTS"] ?? "test-results/work-time";
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });

const logRow = (page: Page) => page.getByRole("table", { name: "Timesheet" }).locator("tbody tr").filter({ has: page.getByTestId("log-status") });

test("a worker punches a day, the manager confirms it, and the worker can no longer edit it", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { companyId, manager, worker: workerSession } = await setUpCompany(request, { owner: { ...owner, firstName: "Olli", lastName: "Omistaja" }, worker: { ...worker, firstName: "Timo", lastName: "Tekijä" }, companyName: `Aika ${run}` });

  // The worker's dashboard: the buttons follow the lifecycle machine.
  const workerPage = await browserAs(browser, workerSession, "worker");
  await workerPage.goto("/dashboard");
  const card = workerPage.getByTestId("punch-card");
  await expect(card).toHaveAttribute("data-state", "idle");
  await expect(card.getByRole("button")).toHaveText(["Start work"]);
  await card.getByRole("button", { name: "Start work" }).click();
  await expect(card).toHaveAttribute("data-state", "started");
  await expect(card.getByRole("button")).toHaveText(["Pause", "Stop work"]);
  await expect(workerPage.getByTestId("punch-state")).toContainText("Working");
  // The timer runs.
  const first = await workerPage.getByTestId("work-timer").textContent();
  await expect.poll(async () => workerPage.getByTestId("work-timer").textContent(), { timeout: 5000 }).not.toBe(first);
  await shot(workerPage, "dashboard-working");

  await card.getByRole("button", { name: "Pause" }).click();
  await expect(card).toHaveAttribute("data-state", "paused");
  await expect(card.getByRole("button")).toHaveText(["Resume", "Stop work"]);
  await expect(workerPage.getByTestId("punch-state")).toContainText("Paused");
  await shot(workerPage, "dashboard-paused");

  // A second pause is refused by the server with the spec's message.
  const again = await request.post(`/api/companies/${companyId}/works/pause`, { headers: headers(workerSession), data: {} });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe("Work paused already");

  await card.getByRole("button", { name: "Resume" }).click();
  await expect(card).toHaveAttribute("data-state", "resumed");
  await card.getByRole("button", { name: "Stop work" }).click();
  await expect(card.getByRole("button")).toHaveText(["Start work"]);
  await expect(workerPage.getByTestId("today")).toContainText("Work logs1");
  await expect(workerPage.getByTestId("today-unconfirmed")).toHaveText("1");
  await expect(workerPage.getByTestId("pay-period-unconfirmed")).toHaveText("1");
  await shot(workerPage, "dashboard-stopped");

  // The worker's timesheet: one unconfirmed log, editable.
  await workerPage.goto("/timesheet");
  await expect(logRow(workerPage)).toHaveCount(1);
  await expect(logRow(workerPage).getByTestId("log-status")).toHaveText("Unconfirmed");
  // Logs sit under their local day: the day's row names the date and its totals, and folds by keyboard.
  const day = workerPage.getByTestId("timesheet-day");
  await expect(day).toHaveCount(1);
  await expect(day.getByTestId("day-totals")).toContainText("Day total:");
  await expect(day.getByTestId("day-totals")).toContainText("Work logs: 1");
  const fold = day.getByRole("button", { name: /\d\d\.\d\d\.\d{4}/ });
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await fold.focus();
  await workerPage.keyboard.press("Enter");
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(logRow(workerPage)).toBeHidden();
  await workerPage.keyboard.press("Space");
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await expect(logRow(workerPage)).toBeVisible();
  await logRow(workerPage).getByRole("button", { name: "More options" }).click();
  await expect(workerPage.getByRole("menuitem")).toHaveText(["Edit", "History", "Delete"]);
  await workerPage.keyboard.press("Escape");

  // The edit drawer gives the domain's rules at once.
  await workerPage.getByRole("button", { name: "Add work log" }).click();
  const drawer = workerPage.getByTestId("drawer");
  await expect(drawer).toBeVisible();
  await drawer.getByLabel("Start time").fill("17:00");
  await expect(drawer.getByText("Start cannot be after end")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Save" })).toBeDisabled();
  await drawer.getByLabel("Start time").fill("08:00");
  await drawer.getByRole("button", { name: "Add pause" }).click();
  // A new pause starts at lunch time (the company's default, 11:00 for 30 minutes) when lunch lies inside the log.
  await expect(drawer.getByLabel("Pause start")).toHaveValue("11:00");
  await expect(drawer.getByLabel("Length (minutes)")).toHaveValue("30");
  await drawer.getByLabel("Pause start").fill("07:00");
  await expect(drawer.getByText("Pause cannot start before the work starts")).toBeVisible();
  await drawer.getByLabel("Pause start").fill("12:00");
  await drawer.getByLabel("Length (minutes)").fill("600");
  await expect(drawer.getByText("Pause cannot be longer than the work")).toBeVisible();
  await drawer.getByLabel("Length (minutes)").fill("30");
  await drawer.getByLabel("End date").fill("");
  await drawer.getByLabel("End date").pressSequentially(`3012${new Date().getUTCFullYear() + 1}`);
  await expect(drawer.getByText("More than 24 working hours: please confirm")).toBeVisible();
  // Tags and the worker's comment are part of a log (spec: Work log fields).
  await expect(drawer.getByText("Tags", { exact: true })).toBeVisible();
  await expect(drawer.getByLabel("Worker comment")).toBeVisible();
  await shot(workerPage, "timesheet-drawer-feedback");
  await drawer.getByRole("button", { name: "Cancel" }).click();
  await expect(drawer).toHaveCount(0);

  // The manager sees the log unconfirmed among their people and confirms it.
  const managerPage = await browserAs(browser, manager, "manager");
  await managerPage.goto("/timesheet");
  await expect(logRow(managerPage)).toHaveCount(1);
  await expect(logRow(managerPage)).toContainText("Timo Tekijä");
  await expect(logRow(managerPage).getByTestId("log-status")).toHaveText("Unconfirmed");
  await shot(managerPage, "timesheet-manager-unconfirmed");
  await logRow(managerPage).getByRole("button", { name: "More options" }).click();
  await managerPage.getByRole("menuitem", { name: "Confirm" }).click();
  await expect(managerPage.getByText("Work log confirmed")).toBeVisible();
  await expect(logRow(managerPage).getByTestId("log-status")).toHaveText("Confirmed");
  await shot(managerPage, "timesheet-manager-confirmed");

  // The worker can no longer edit it: no Edit in the menu, a click opens its history, the API refuses.
  await workerPage.reload();
  await expect(logRow(workerPage).getByTestId("log-status")).toHaveText("Confirmed");
  await logRow(workerPage).getByRole("button", { name: "More options" }).click();
  await expect(workerPage.getByRole("menuitem")).toHaveText(["History"]);
  await workerPage.getByRole("menuitem", { name: "History" }).click();
  const history = workerPage.getByTestId("drawer");
  await expect(history.getByTestId("history-entry").first()).toContainText("Work log confirmed");
  await expect(history.getByTestId("history-entry")).toHaveCount(5);
  await shot(workerPage, "timesheet-worker-history");

  const timesheet = (await (await request.get(`/api/companies/${companyId}/timesheet`, { headers: headers(workerSession) })).json()) as {
    days: { logs: { id: string }[] }[];
  };
  const workId = timesheet.days[0]!.logs[0]!.id;
  const edit = await request.put(`/api/companies/${companyId}/works/${workId}`, { headers: headers(workerSession), data: { comment: "changed" } });
  expect(edit.status()).toBe(403);
  expect(((await edit.json()) as { message: string }).message).toBe("Confirmed work logs cannot be edited");
});
