import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";

// The real app under a loaded machine: give the read models a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * /preference in a company of its own: each setting has one place. A worker sees only My
 * preferences; a manager also the company's sections. Each section has one Save, "time as
 * decimals" shows once per section, and the one Save writes every store that holds the value.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `owner-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Aino", lastName: "Asetus" };
const worker = { email: `mika-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Mika", lastName: "Mieltymys" };
const shotDir = process.env["PREFERENCES_SHOTS"] ?? "test-results/preferences";
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
/** Yesterday in Helsinki: a whole 08:00-16:00 day is in the past at any hour the suite runs. */
const helsinkiYesterday = (): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date(Date.now() - 86_400_000));

const shot = async (page: Page, name: string) => {
  for (const [device, size] of [["desktop", desktop], ["phone", phone]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shotDir}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize(desktop);
};

/** axe on one section: no serious or critical violations (labels, legends, contrast). */
const seriousViolations = async (page: Page, testId: string) =>
  (await new AxeBuilder({ page }).include(`[data-testid="${testId}"]`).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

const saveButtons = (page: Page) => page.getByRole("main").getByRole("button", { name: "Save", exact: true });

test("each setting has one place: My preferences' decimals reach the timesheet, the Company section saves once", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { companyId, manager, worker: workerSession, workerId } = await setUpCompany(request, { owner, worker, companyName: `Asetukset ${run}` });
  const entered = await request.post(`/api/companies/${companyId}/works`, {
    headers: headers(manager, "manager"),
    data: { worker_id: workerId, date: helsinkiYesterday(), start_time: "08:00", end_time: "16:00" },
  });
  expect(entered.status(), await entered.text()).toBe(201);

  // The worker: hours as h:mm first.
  const workerPage = await browserAs(browser, workerSession, "worker");
  await workerPage.goto("/timesheet");
  await expect(workerPage.getByTestId("day-total")).toHaveText("Day total: 8:00");

  // My preferences only: no tabs, one control per value, one Save.
  await workerPage.goto("/preference");
  const mine = workerPage.getByTestId("my-preferences-form");
  await expect(workerPage.getByRole("heading", { name: "My preferences" })).toBeVisible();
  await expect(workerPage.getByRole("navigation", { name: "Preferences" })).toHaveCount(0);
  await expect(workerPage.getByLabel(/time as decimals/i)).toHaveCount(1);
  await expect(workerPage.getByRole("combobox", { name: "Holiday calendar" })).toHaveCount(1);
  await expect(workerPage.getByRole("combobox", { name: "Holiday calendar" })).toContainText("Finland");
  await expect(workerPage.getByRole("combobox", { name: "My time zone" })).toHaveCount(1);
  await expect(workerPage.getByRole("textbox", { name: /country code/i })).toHaveCount(0);
  await expect(saveButtons(workerPage)).toHaveCount(1);
  await expect(mine.getByRole("group", { name: "Working time" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Notification settings" })).toBeVisible();

  // Decimals on, holiday calendar Sweden: one Save, one toast, both stores agree, the timesheet follows.
  await mine.getByLabel("Show time as decimals").check();
  await workerPage.getByRole("combobox", { name: "Holiday calendar" }).click();
  await workerPage.getByRole("option", { name: "Sweden", exact: true }).click();
  const writes: string[] = [];
  workerPage.on("request", (r) => void (r.method() === "PUT" && writes.push(new URL(r.url()).pathname)));
  await saveButtons(workerPage).click();
  await expect(workerPage.getByText("Settings updated successfully")).toHaveCount(1);
  expect(writes.sort()).toEqual([`/api/companies/${companyId}/preferences/me`, `/api/users/${workerId}/preferences`]);
  const self = (await (await request.get("/api/current-user", { headers: headers(workerSession) })).json()) as { user_settings: { show_time_decimal: boolean }; schedule_options: { calendar_code: string } };
  expect([self.user_settings.show_time_decimal, self.schedule_options.calendar_code]).toEqual([true, "SE"]);
  const own = (await (await request.get(`/api/companies/${companyId}/preferences/me`, { headers: headers(workerSession) })).json()) as { chosen: { time_as_decimals: boolean; holidays: { country_code: string } } };
  expect([own.chosen.time_as_decimals, own.chosen.holidays.country_code]).toEqual([true, "SE"]);
  await workerPage.reload();
  await expect(mine.getByLabel("Show time as decimals")).toBeChecked();
  await expect(workerPage.getByRole("combobox", { name: "Holiday calendar" })).toContainText("Sweden");
  expect(await seriousViolations(workerPage, "my-preferences")).toEqual([]);
  await shot(workerPage, "worker-my-preferences-en");
  await workerPage.goto("/timesheet");
  await expect(workerPage.getByTestId("day-total")).toHaveText("Day total: 8.00");

  // The manager: My preferences first, then the company's sections; no tabs that only link elsewhere.
  const managerPage = await browserAs(browser, manager, "manager");
  await managerPage.goto("/dashboard");
  await managerPage.getByTestId("top-bar").getByRole("link", { name: "Company settings" }).click();
  await expect(managerPage).toHaveURL(/\/preference\?section=company$/);
  const tabs = managerPage.getByRole("navigation", { name: "Preferences" }).getByRole("link");
  await expect(tabs).toHaveText(["My preferences", "Company", "Pay periods", "Overtime", "Work rounds", "Allowed pauses", "Daily allowance", "Compensation", "Paid absence types"]);
  await expect(managerPage.getByRole("link", { name: "Company", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(managerPage.getByTestId("top-bar").getByRole("link", { name: "Company settings" })).toHaveAttribute("aria-current", "page");

  // The Company section: one control per value (a switch and its preference twin are one), one Save.
  const company = managerPage.getByTestId("company-settings-form");
  await expect(managerPage.getByLabel(/time as decimals/i)).toHaveCount(1);
  await expect(managerPage.getByRole("combobox", { name: "Holiday calendar" })).toHaveCount(1);
  await expect(managerPage.getByLabel(/automatically/i)).toHaveCount(2);
  await expect(saveButtons(managerPage)).toHaveCount(1);
  await company.getByLabel("Lunch time", { exact: true }).fill("12:00");
  await company.getByLabel("End work automatically", { exact: true }).check();
  await company.getByLabel("End work at").fill("17:30");
  const companyWrites: string[] = [];
  managerPage.on("request", (r) => void (r.method() !== "GET" && r.url().includes("/api/companies/") && companyWrites.push(`${r.method()} ${new URL(r.url()).pathname}`)));
  await saveButtons(managerPage).click();
  await expect(managerPage.getByText("Settings updated successfully")).toHaveCount(1);
  expect(companyWrites.sort()).toEqual([`POST /api/companies/${companyId}/settings`, `PUT /api/companies/${companyId}/preferences`]);
  const switches = (await (await request.get(`/api/companies/${companyId}/settings`, { headers: headers(manager, "manager") })).json()) as { data: { auto_end_workday: boolean; show_time_decimal: boolean } };
  const prefs = (await (await request.get(`/api/companies/${companyId}/preferences`, { headers: headers(manager, "manager") })).json()) as { data: { auto_end: boolean; auto_end_at: string; lunch_time: { starts_at: string }; time_as_decimals: boolean } };
  expect([switches.data.auto_end_workday, prefs.data.auto_end, prefs.data.auto_end_at, prefs.data.lunch_time.starts_at]).toEqual([true, true, "17:30", "12:00"]);
  expect(switches.data.show_time_decimal).toBe(prefs.data.time_as_decimals);
  await managerPage.reload();
  await expect(company.getByLabel("Lunch time", { exact: true })).toHaveValue("12:00");
  await expect(company.getByLabel("End work automatically", { exact: true })).toBeChecked();
  expect(await seriousViolations(managerPage, "company-settings")).toEqual([]);
  await shot(managerPage, "manager-company-en");

  // My preferences of the manager, then both sections in Finnish.
  await managerPage.getByRole("link", { name: "My preferences" }).click();
  await expect(managerPage).toHaveURL(/section=mine$/);
  // The top bar's Company settings is current on the Company section only.
  await expect(managerPage.getByTestId("top-bar").getByRole("link", { name: "Company settings" })).not.toHaveAttribute("aria-current", "page");
  await expect(managerPage.getByLabel(/time as decimals/i)).toHaveCount(1);
  await expect(saveButtons(managerPage)).toHaveCount(1);
  await shot(managerPage, "manager-my-preferences-en");
  const finnish = await browserAs(browser, manager, "manager", { locale: "fi" });
  await finnish.goto("/?lang=fi");
  await expect(finnish.locator("html")).toHaveAttribute("lang", "fi");
  await finnish.goto("/preference?section=company");
  await expect(finnish.locator("html")).toHaveAttribute("lang", "fi");
  await expect(finnish.getByRole("combobox", { name: "Pyhäpäiväkalenteri" })).toContainText("Suomi");
  await shot(finnish, "manager-company-fi");
  await finnish.goto("/preference?section=mine");
  await expect(finnish.getByTestId("my-preferences-form")).toBeVisible();
  await shot(finnish, "manager-my-preferences-fi");
});
