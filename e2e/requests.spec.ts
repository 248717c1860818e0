import { randomUUID } from "node:crypto";
import { expect as baseExpect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { apiLogin, authed, demo } from "./organisation-helpers.ts";
import { browserAs, headers, setUpCompany } from "./support/company.ts";

// The real app under a loaded machine: give the read models a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Requests against the real app, in a company of its own: a worker asks for a paid absence today;
 * the manager approves it from the worker's profile (Paid absences tab); the absence shows in the
 * worker's timesheet and a work log overlapping it is refused. A bonus request is declined from the
 * Bonuses tab and a second decision is refused.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `owner-${run}@e2e.workledger.test`, password: "Owner12345" };
const worker = { email: `rita-${run}@e2e.workledger.test`, password: "Worker12345" };
const shotDir = process.env["REQUESTS_SHOTS"] ?? "test-results/requests";
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });

/** Today in the company zone (Europe/Helsinki, the default) as DD.MM.YYYY and YYYY-MM-DD. */
const today = (): { typed: string } => ({ typed: dayOf(new Date()) });

/** A date's day in Helsinki, typed as DDMMYYYY. */
const dayOf = (at: Date): string => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts["day"]}${parts["month"]}${parts["year"]}`;
};

/**
 * Picks the Annual leave type and types one day (DDMMYYYY) as first and last day in the open drawer.
 * The select hands focus back to its trigger when its list closes, a frame or more after the click
 * on a loaded machine: typing only once the list is gone keeps keystrokes from landing on the
 * trigger, and each field's shown value is checked before the drawer is saved.
 */
const fillAbsence = async (page: Page, day: string): Promise<void> => {
  const drawer = page.getByTestId("drawer");
  const type = drawer.getByRole("combobox", { name: "Paid absence type" });
  await type.click();
  await page.getByRole("option", { name: "Annual leave" }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(type).toContainText("Annual leave");
  const shown = `${day.slice(0, 2)}.${day.slice(2, 4)}.${day.slice(4)}`;
  for (const label of ["First day", "Last day"]) {
    const input = drawer.getByLabel(label);
    await input.fill(day);
    await expect(input).toHaveValue(shown);
  }
};

test("a worker's paid absence is approved from the profile and blocks work; a declined bonus request is not decided twice", async ({ browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const { companyId, manager, worker: workerSession, workerId } = await setUpCompany(request, {
    owner: { ...owner, firstName: "Otto", lastName: "Omistaja" },
    worker: { ...worker, firstName: "Rita", lastName: "Pyytäjä" },
    companyName: `Pyynnöt ${run}`,
  });
  const type = await request.post(`/api/companies/${companyId}/work-leaves/types`, { headers: headers(manager, "manager"), data: { name: "Annual leave" } });
  expect(type.status(), await type.text()).toBe(201);

  // The worker asks for today off on /requests.
  const workerPage = await browserAs(browser, workerSession, "worker");
  await workerPage.goto("/requests");
  await expect(workerPage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await workerPage.getByRole("button", { name: "Request a paid absence" }).click();
  const drawer = workerPage.getByTestId("drawer");
  await expect(drawer.getByText("New Request")).toBeVisible();
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer.getByText("This field is required").first()).toBeVisible();
  await fillAbsence(workerPage, today().typed);
  await drawer.getByLabel("Comment").fill("Dentist");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(workerPage.getByText("Paid absence request updated successfully")).toBeVisible();
  const absenceRow = workerPage.getByTestId("requests-paid_absence").getByTestId("request-row");
  await expect(absenceRow).toHaveCount(1);
  await expect(absenceRow.getByTestId("request-status")).toHaveText("Pending");
  await expect(absenceRow).toContainText("Annual leave");
  await shot(workerPage, "worker-requests-pending");

  // Only one ongoing request: a second one is refused with the Requests dictionary's text.
  const second = await request.post("/api/users/work-leaves/request", { headers: headers(workerSession, "worker"), data: { type_id: ((await type.json()) as { data: { id: string } }).data.id, started_at: Date.now() + 86_400_000 * 30, ended_at: Date.now() + 86_400_000 * 31 } });
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { message: string }).message).toBe("There is already an ongoing unconfirmed request");

  // The manager approves it from the worker's profile.
  const managerPage = await browserAs(browser, manager, "manager");
  await managerPage.goto(`/people?user=${workerId}&tab=paid-absences`);
  const managerRow = managerPage.getByTestId("requests-paid_absence").getByTestId("request-row");
  await expect(managerRow.getByTestId("request-status")).toHaveText("Pending");
  await managerRow.getByRole("button", { name: "Decide" }).click();
  const decide = managerPage.getByTestId("paid-absence-drawer");
  await expect(decide).toContainText("Rita Pyytäjä");
  await shot(managerPage, "manager-decides-absence");
  await decide.getByRole("button", { name: "Approve" }).click();
  await expect(managerPage.getByText("Paid absence request approved")).toBeVisible();
  await expect(managerRow.getByTestId("request-status")).toHaveText("Approved");

  // The absence is in the worker's ledger: the timesheet shows it and an overlapping log is refused.
  await workerPage.goto("/timesheet");
  await expect(workerPage.getByTestId("timesheet-paid-absence")).toContainText("Annual leave");
  await workerPage.getByRole("button", { name: "Add work log" }).click();
  const logDrawer = workerPage.getByTestId("drawer");
  await logDrawer.getByLabel("Start time").fill("00:00");
  await logDrawer.getByLabel("End time").fill("00:01");
  await logDrawer.getByRole("button", { name: "Save" }).click();
  await expect(workerPage.getByText("Overlapping work or absences")).toBeVisible();
  await shot(workerPage, "worker-timesheet-absence-blocks");
  await logDrawer.getByRole("button", { name: "Cancel" }).click();
  await workerPage.goto("/requests");
  await expect(workerPage.getByTestId("requests-paid_absence").getByTestId("request-status")).toHaveText("Approved");

  // Bonuses need the company's production bonus flag.
  // (the admin signs in from a context of their own: a sign-in renews the context's anti-forgery cookie)
  const adminApi = await playwrightRequest.newContext({ baseURL });
  const admin = await apiLogin(adminApi, demo.admin);
  const flag = await adminApi.put(`/api/admin/companies/${companyId}/features`, { headers: { ...authed(admin), "X-Persona": "admin" }, data: { production_bonus_active: true } });
  expect(flag.status(), await flag.text()).toBeLessThan(300);
  await adminApi.dispose();
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  twoDaysAgo.setUTCHours(6, 0, 0, 0);
  const log = await request.post(`/api/companies/${companyId}/works`, {
    headers: headers(workerSession, "worker"),
    data: { start: twoDaysAgo.toISOString(), end: new Date(twoDaysAgo.getTime() + 8 * 3600_000).toISOString() },
  });
  expect(log.status(), await log.text()).toBe(201);

  await workerPage.reload();
  await workerPage.getByRole("button", { name: "Request a bonus" }).click();
  const bonusDrawer = workerPage.getByTestId("drawer");
  await expect(bonusDrawer.getByText("New Bonus")).toBeVisible();
  await bonusDrawer.getByRole("combobox", { name: "Work log" }).click();
  await workerPage.getByRole("option").first().click();
  await bonusDrawer.getByLabel("Bonus (€)").pressSequentially("5x0");
  await expect(bonusDrawer.getByLabel("Bonus (€)")).toHaveValue("50");
  await bonusDrawer.getByLabel("Comment").fill("Saturday rush");
  await bonusDrawer.getByRole("combobox", { name: "Manager" }).click();
  await workerPage.getByRole("option", { name: "Otto Omistaja" }).click();
  await bonusDrawer.getByRole("button", { name: "Save" }).click();
  await expect(workerPage.getByText("Bonus request updated successfully")).toBeVisible();
  await expect(workerPage.getByTestId("requests-bonus").getByTestId("request-status")).toHaveText("Pending");

  await managerPage.goto(`/people?user=${workerId}&tab=bonuses`);
  const bonusRow = managerPage.getByTestId("requests-bonus").getByTestId("request-row");
  await expect(bonusRow).toContainText("Bonus 50 €");
  await bonusRow.getByRole("button", { name: "Decide" }).click();
  await managerPage.getByTestId("bonus-drawer").getByRole("button", { name: "Decline" }).click();
  await expect(managerPage.getByText("Bonus request declined")).toBeVisible();
  await expect(bonusRow.getByTestId("request-status")).toHaveText("Declined");
  // Decided: the drawer offers no decision any more, and the server refuses a second one.
  await bonusRow.getByRole("button", { name: "View" }).click();
  await expect(managerPage.getByTestId("bonus-drawer").getByRole("button", { name: "Approve" })).toHaveCount(0);
  await shot(managerPage, "manager-bonus-declined");
  const requestId = await bonusRow.getAttribute("data-request-id");
  const workId = ((await log.json()) as { work_id: string }).work_id;
  const again = await request.post(`/api/works/${workId}/bonus/accept`, { headers: headers(manager, "manager"), data: { status: true, id: requestId } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe("This request has already been accepted or declined");

  await workerPage.reload();
  await expect(workerPage.getByTestId("requests-bonus").getByTestId("request-status")).toHaveText("Declined");

  // A paid absence over the worker's logged day: the 'Conflicting dates' dialog names the log's worker.
  await workerPage.getByRole("button", { name: "Request a paid absence" }).click();
  const again2 = workerPage.getByTestId("drawer");
  await fillAbsence(workerPage, dayOf(twoDaysAgo));
  await again2.getByRole("button", { name: "Save" }).click();
  const conflict = workerPage.getByTestId("conflicting-dates");
  await expect(conflict).toContainText("There are conflicting date for this timeframe. Please review previous entries.");
  await expect(workerPage.getByRole("dialog", { name: "Conflicting dates" })).toBeVisible();
  await expect(conflict.getByTestId("conflict-row")).toContainText("Rita Pyytäjä");
  await shot(workerPage, "worker-conflicting-dates");
  await conflict.getByRole("button", { name: "Close" }).click();
  await expect(conflict).toHaveCount(0);
});
