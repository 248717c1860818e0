import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";

// The real app on a loaded machine: give the read models a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Pay periods in the real app, in a company of its own: the manager sets a monthly pay period that
 * stays open for workers 5 days after it ends, the dashboard shows that period, a worker is refused
 * a change in the closed previous period with the message, and a manager's change there is flagged
 * in the log's history. Screens at desktop and phone widths, in English and Finnish, land in
 * test-results/pay-periods/.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `pp-owner-${run}@e2e.workledger.test`, password: "Owner12345" };
const worker = { email: `pp-worker-${run}@e2e.workledger.test`, password: "Worker12345" };
const shotDir = process.env["PAY_PERIOD_SHOTS"] ?? "test-results/pay-periods";
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

const messages = {
  en: { closed: "This pay period is closed. Ask a manager to make the change.", flag: "Changed after the pay period closed", payPeriods: "Pay periods" },
  fi: { closed: "Tämä palkkakausi on suljettu. Pyydä esihenkilöä tekemään muutos.", flag: "Muutettu palkkakauden sulkemisen jälkeen", payPeriods: "Palkkakaudet" },
} as const;

/** Dates in the company zone (Europe/Helsinki), as the server computes them. */
const helsinkiToday = (): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date());
const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const monthStart = (date: string, months = 0): string => {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
};
const shown = (date: string): string => date.split("-").reverse().join(".");

const logRow = (page: Page) => page.getByRole("table").locator("tbody tr").filter({ has: page.getByTestId("log-status") });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });

test("a manager sets a monthly pay period closing on day 5; workers are refused in the closed period, a manager's change is flagged", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { companyId, manager, worker: workerSession, workerId } = await setUpCompany(request, { owner: { ...owner, firstName: "Paula", lastName: "Palkka" }, worker: { ...worker, firstName: "Veera", lastName: "Virtanen" }, companyName: `Kausi ${run}` });
  const today = helsinkiToday();
  const thisMonth = { start: monthStart(today), end: addDays(monthStart(today, 1), -1) };
  const lastMonth = { start: monthStart(today, -1), end: addDays(monthStart(today), -1) };
  const thisMonthSpan = `${shown(thisMonth.start)} - ${shown(thisMonth.end)}`;
  const lastMonthSpan = `${shown(lastMonth.start)} - ${shown(lastMonth.end)}`;

  // The worker's hours on the 10th of last month, entered by the manager.
  const logDate = addDays(lastMonth.start, 9);
  const entered = await request.post(`/api/companies/${companyId}/works`, {
    headers: headers(manager, "manager"),
    data: { worker_id: workerId, date: logDate, start_time: "08:00", end_time: "16:00", comment: "Stairwell" },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const workId = ((await entered.json()) as { work_id: string }).work_id;

  // The manager's pay period settings: one control per value, reached by keyboard.
  const managerPage = await browserAs(browser, manager, "manager");
  await managerPage.goto("/preference?section=pay-periods");
  const card = managerPage.getByTestId("pay-periods-card");
  await expect(card.getByTestId("current-pay-period")).toHaveText(thisMonthSpan);
  const kind = card.getByRole("combobox", { name: "Pay period" });
  await kind.focus();
  await managerPage.keyboard.press("Enter");
  await expect(managerPage.getByRole("option", { name: "Weekly" })).toBeVisible();
  await managerPage.keyboard.type("W");
  await managerPage.keyboard.press("Enter");
  await expect(kind).toContainText("Weekly");
  // A weekly period would start on this week's Monday: the form offers it.
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  await expect(card.getByLabel("Applies from")).toHaveValue(shown(monday));
  await kind.focus();
  await managerPage.keyboard.press("Enter");
  await expect(managerPage.getByRole("option", { name: "Monthly" })).toBeVisible();
  await managerPage.keyboard.type("M");
  await managerPage.keyboard.press("Enter");
  await expect(card.getByLabel("Applies from")).toHaveValue(shown(thisMonth.start));
  await expect(card.getByRole("combobox", { name: "Starts on" })).toContainText("1");
  const openDays = card.getByLabel("Open for workers after the period ends (days)");

  // First 3 days, then 5: each is saved from the first day of this month and the dashboard follows.
  for (const days of [3, 5]) {
    await openDays.fill(String(days));
    await card.getByRole("button", { name: "Save pay period" }).click();
    await expect(managerPage.getByText("Settings updated successfully").first()).toBeVisible();
    await expect(card.getByRole("list", { name: "Pay period settings by date" })).toContainText(
      `From ${shown(thisMonth.start)}: Monthly, starts on day 1, open for workers ${days} days after it ends`,
    );
    await managerPage.goto("/dashboard");
    const payPeriod = managerPage.getByTestId("pay-period");
    await expect(payPeriod.getByTestId("pay-period-caption")).toHaveText(thisMonthSpan);
    await expect(payPeriod).toContainText(`open for workers until ${shown(addDays(thisMonth.end, days))}`);
    await managerPage.goto("/preference?section=pay-periods");
  }
  await shot(managerPage, "manager-settings-en-desktop-saved");

  // Last month closed on the 6th by itself; earlier in the month the manager closes it by hand.
  const state = card.getByTestId("previous-pay-period-state");
  await expect(card.getByTestId("previous-pay-period")).toHaveText(lastMonthSpan);
  const closeNow = card.getByRole("button", { name: `Close ${lastMonthSpan} for workers now` });
  if (await closeNow.isVisible()) {
    await closeNow.click();
    await managerPage.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(managerPage.getByText("Pay period closed").first()).toBeVisible();
  }
  await expect(state).toHaveText("Closed for workers");
  await expect(closeNow).toHaveCount(0);

  // The worker sees the log in the closed period and is refused a change, with the message.
  const workerPage = await browserAs(browser, workerSession, "worker");
  await workerPage.goto("/timesheet");
  await workerPage.getByRole("button", { name: "Previous pay period" }).click();
  await expect(logRow(workerPage)).toHaveCount(1);
  await expect(logRow(workerPage).getByTestId("flag-period-closed")).toHaveText("Pay period closed");
  await logRow(workerPage).click();
  const workerDrawer = workerPage.getByTestId("drawer");
  await expect(workerDrawer.getByRole("alert")).toHaveText(messages.en.closed);
  await workerDrawer.getByLabel("Comment", { exact: true }).fill("My correction");
  await expect(workerDrawer.getByRole("button", { name: "Save" })).toBeDisabled();
  await shot(workerPage, "worker-refused-en-desktop");
  const refused = await request.put(`/api/companies/${companyId}/works/${workId}`, { headers: headers(workerSession), data: { comment: "My correction" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: messages.en.closed, code: "pay_period_closed" });

  // The manager may change it; the change is flagged on the row and in the log's history.
  await managerPage.goto("/timesheet");
  await managerPage.getByRole("button", { name: "Previous pay period" }).click();
  await expect(logRow(managerPage)).toHaveCount(1);
  await logRow(managerPage).click();
  const managerDrawer = managerPage.getByTestId("drawer");
  await expect(managerDrawer.getByTestId("closed-period-notice")).toContainText("This pay period is closed for workers");
  await managerDrawer.getByLabel("Comment", { exact: true }).fill("Stairwell and lobby");
  await managerDrawer.getByRole("button", { name: "Save" }).click();
  await expect(managerPage.getByText("Work log updated").first()).toBeVisible();
  await expect(logRow(managerPage).getByTestId("flag-changed-after-close")).toHaveText("Changed after close");
  await logRow(managerPage).getByRole("button", { name: "More options" }).click();
  await managerPage.getByRole("menuitem", { name: "History" }).click();
  const history = managerPage.getByTestId("drawer");
  const latest = history.getByTestId("history-entry").first();
  await expect(latest).toContainText("Work log updated");
  await expect(latest.getByTestId("history-flag")).toHaveText(messages.en.flag);
  await shot(managerPage, "manager-history-en-desktop");

  // The same states at desktop and phone widths, in English and Finnish.
  for (const locale of ["en", "fi"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const m = await browserAs(browser, manager, "manager", { locale, viewport });
      await m.goto("/preference?section=pay-periods");
      await expect(m.locator("html")).toHaveAttribute("lang", locale);
      const settings = m.getByTestId("pay-periods-card");
      await expect(settings.getByRole("heading", { name: messages[locale].payPeriods })).toBeVisible();
      await expect(settings.getByTestId("current-pay-period")).toHaveText(thisMonthSpan);
      await shot(m, `settings-${locale}-${device}`);

      await m.goto("/dashboard");
      await expect(m.getByTestId("pay-period-caption")).toHaveText(thisMonthSpan);
      await shot(m, `dashboard-${locale}-${device}`);

      await m.goto(`/timesheet`);
      await m.getByTestId("timesheet-pay-period").waitFor();
      await m.getByRole("group", { name: locale === "en" ? "Pay periods" : messages.fi.payPeriods }).getByRole("button").nth(1).click();
      await expect(logRow(m).getByTestId("flag-changed-after-close")).toBeVisible();
      await logRow(m).getByRole("button").last().click();
      await m.getByRole("menuitem").nth(1).click();
      await expect(m.getByTestId("history-entry").first().getByTestId("history-flag")).toHaveText(messages[locale].flag);
      await shot(m, `manager-history-${locale}-${device}`);
      await m.context().close();

      const w = await browserAs(browser, workerSession, "worker", { locale, viewport });
      await w.goto("/timesheet");
      await w.getByTestId("timesheet-pay-period").waitFor();
      await w.getByRole("group", { name: locale === "en" ? "Pay periods" : messages.fi.payPeriods }).getByRole("button").nth(1).click();
      await logRow(w).click();
      await expect(w.getByTestId("drawer").getByRole("alert")).toHaveText(messages[locale].closed);
      await shot(w, `worker-refused-${locale}-${device}`);
      const overflow = await w.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${locale} ${device}`).toBeLessThanOrEqual(0);
      await w.context().close();
    }
  }
});
