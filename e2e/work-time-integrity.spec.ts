import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";

// The real app on a loaded machine: give the read models a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Payroll integrity in the timesheet, in a company of its own: a worker's punch recorded for two
 * hours ago is shown as back-dated, and a bonus the manager set is shown as the manager's, on the
 * row and in the log's history. Screens land in test-results/work-time-integrity/.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `wi-owner-${run}@e2e.workledger.test`, password: "Owner12345" };
const worker = { email: `wi-worker-${run}@e2e.workledger.test`, password: "Worker12345" };
const shotDir = process.env["WORK_TIME_INTEGRITY_SHOTS"] ?? "test-results/work-time-integrity";

const logRow = (page: Page) => page.getByRole("table").locator("tbody tr").filter({ has: page.getByTestId("log-status") });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });

test("the timesheet shows a back-dated punch and a manager's bonus as such", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { companyId, manager, worker: workerSession } = await setUpCompany(request, { owner: { ...owner, firstName: "Maija", lastName: "Manager" }, worker: { ...worker, firstName: "Ville", lastName: "Worker" }, companyName: `Ledger ${run}` });

  // The worker punches in for two hours ago (they hold can_edit_own_work_time), then out now.
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
  const started = await request.post(`/api/companies/${companyId}/works/start`, { headers: headers(workerSession), data: { at: twoHoursAgo } });
  expect(started.status(), await started.text()).toBe(201);
  const workId = ((await started.json()) as { work_id: string }).work_id;
  const stopped = await request.post(`/api/companies/${companyId}/works/stop`, { headers: headers(workerSession), data: {} });
  expect(stopped.status(), await stopped.text()).toBe(200);
  // Edits read the log from the timesheet: wait until it holds the stop (read-your-writes position).
  const afterStop = { "x-wait-for-position": stopped.headers()["x-ledger-position"]! };
  // A worker may not give themselves a bonus; the manager sets one.
  const own = await request.put(`/api/companies/${companyId}/works/${workId}`, { headers: { ...headers(workerSession), ...afterStop }, data: { bonus: 500 } });
  expect(own.status()).toBe(403);
  const bonus = await request.put(`/api/companies/${companyId}/works/${workId}`, { headers: { ...headers(manager, "manager"), ...afterStop }, data: { bonus: 25 } });
  expect(bonus.status(), await bonus.text()).toBe(200);

  const page = await browserAs(browser, manager, "manager");
  await page.goto("/timesheet");
  await expect(logRow(page)).toHaveCount(1);
  const row = logRow(page);
  await expect(row.getByTestId("flag-back-dated")).toContainText("Back-dated");
  await expect(row.getByTestId("flag-back-dated")).toHaveAttribute("title", "A punch was recorded for an earlier moment than it was received");
  await expect(row.getByTestId("flag-bonus")).toContainText("Bonus 25 €");
  await expect(row.getByTestId("flag-bonus")).toContainText("Bonus set by a manager");
  await shot(page, "manager-timesheet-en-desktop");

  await row.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "History" }).click();
  const history = page.getByTestId("drawer");
  const entries = history.getByTestId("history-entry");
  // Newest first: the manager's bonus (naming the manager), then the stop, then the back-dated start.
  await expect(entries.first()).toContainText("Maija Manager");
  await expect(entries.first()).toContainText("Bonus: - → 25");
  await expect(entries.last().getByTestId("history-flag")).toHaveText("Back-dated punch");
  await shot(page, "manager-history-en-desktop");

  // The worker sees the same marks on their own timesheet.
  const workerPage = await browserAs(browser, workerSession, "worker");
  await workerPage.goto("/timesheet");
  await expect(logRow(workerPage).getByTestId("flag-back-dated")).toBeVisible();
  await expect(logRow(workerPage).getByTestId("flag-bonus")).toContainText("Bonus 25 €");
  await shot(workerPage, "worker-timesheet-en-desktop");
  // Their history names who set the bonus.
  await logRow(workerPage).getByRole("button", { name: "More options" }).click();
  await workerPage.getByRole("menuitem", { name: "History" }).click();
  const workerHistory = workerPage.getByTestId("drawer").getByTestId("history-entry");
  await expect(workerHistory.first()).toContainText("Maija Manager");
  await expect(workerHistory.first()).toContainText("Bonus: - → 25");
  await expect(workerHistory.last().getByTestId("history-flag")).toHaveText("Back-dated punch");
  await shot(workerPage, "worker-history-en-desktop");
});
