import { expect, test } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";
import { apiLogin, demo, slowTestMs } from "./organisation-helpers.ts";

/**
 * The auditor's view: a worker's log is edited by the manager; the admin opens the audit log,
 * filters it by the worker, opens the log's first event as of that moment and sees the timesheet
 * as it was then (4 h) next to now (7 h), and verifies the ledger's hash chain.
 */
test.describe.configure({ timeout: slowTestMs });

test("the admin filters the audit log by a worker, opens a row as of that moment and verifies the chain", async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const companyName = `Audited ${stamp}`;
  const { companyId, manager, worker, workerId } = await setUpCompany(request, {
    companyName,
    owner: { email: `audit-owner-${stamp}@x.io`, password: "Owner12345!", firstName: "Olga", lastName: "Owner" },
    worker: { email: `audit-worker-${stamp}@x.io`, password: "Worker12345!", firstName: "Wim", lastName: "Audited" },
  });
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const added = await request.post(`/api/companies/${companyId}/works`, { headers: headers(worker, "worker"), data: { date: day, start_time: "08:00", end_time: "12:00" } });
  expect(added.status(), await added.text()).toBe(201);
  const workId = ((await added.json()) as { work_id: string }).work_id;
  const edited = await request.put(`/api/companies/${companyId}/works/${workId}`, {
    headers: { ...headers(manager, "manager"), "x-wait-for-position": added.headers()["x-ledger-position"]! },
    data: { end_time: "15:00" },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  const admin = await apiLogin(request, demo.admin);
  const page = await browserAs(browser, { token: admin.token, csrf: admin.csrf }, "admin");
  await page.goto("/admin/audits");
  await expect(page.getByRole("heading", { name: "Audit logs" })).toBeVisible();

  await page.getByRole("combobox", { name: "Company" }).click();
  await page.getByRole("option", { name: companyName }).click();
  await page.getByRole("combobox", { name: "Person" }).click();
  await page.getByRole("option", { name: "Wim Audited" }).click();
  const table = page.getByRole("table", { name: "Audit logs" });
  await expect(table.getByRole("button", { name: "Work log edited" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Work log edited" })).toContainText("Olga Owner (Person)");
  // Every row is the worker's own or about them.
  await expect(table.getByRole("row").filter({ hasText: "Work log added" })).toHaveCount(1);

  // The auditor's language: the company's zone as dd.MM.yyyy HH:mm:ss, UTC on hover; field labels and
  // formatted values in "Changes" (the manager moved the end from 12:00 to 15:00, Helsinki time).
  const editRow = table.getByRole("row").filter({ hasText: "Work log edited" });
  const time = editRow.getByTestId("audit-time");
  const recordedAt = (await time.getAttribute("datetime"))!;
  const helsinki = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
  await expect(time).toHaveText(helsinki.format(new Date(recordedAt)).replace(/\//g, ".").replace(",", ""));
  await expect(time).toHaveAttribute("title", new RegExp(`^UTC ${recordedAt.slice(8, 10)}\\.${recordedAt.slice(5, 7)}\\.${recordedAt.slice(0, 4)} ${recordedAt.slice(11, 19)}`));
  const shownDay = day.split("-").reverse().join(".");
  await expect(editRow).toContainText(`End: ${shownDay} 12:00:00 → ${shownDay} 15:00:00`);
  await expect(editRow).toContainText("Worked: 4:00 → 7:00");
  await expect(table).not.toContainText("stoppedAt");
  await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}/);
  // The date filters are the app's DD.MM.YYYY inputs: from tomorrow on, nothing; cleared, the rows are back.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).split("-").reverse().join(".");
  await page.getByRole("textbox", { name: "From" }).fill(tomorrow);
  await expect(page.getByText("No events match the filters")).toBeVisible();
  await page.getByRole("textbox", { name: "From" }).fill("");
  await expect(table.getByRole("button", { name: "Work log edited" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("audit-log.png"), fullPage: true });

  await table.getByRole("button", { name: "Work log added" }).click();
  await page.getByRole("button", { name: "Open as of this moment" }).click();
  await expect(page.getByTestId("timesheet-as-of-total")).toHaveText("4:00");
  await expect(page.getByTestId("timesheet-now-total")).toHaveText("7:00");
  await page.screenshot({ path: test.info().outputPath("audit-time-travel.png"), fullPage: true });
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Verify the chain" }).click();
  const verdict = page.getByTestId("chain-verification");
  await expect(verdict).toHaveAttribute("data-ok", "true");
  await expect(verdict).toContainText("Chain intact");
  expect(workerId).not.toBe("");
});
