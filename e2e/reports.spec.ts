import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { browserAs, headers, setUpCompany } from "./support/company.ts";
import { pdfText } from "./support/pdf-text.ts";

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The reports capability against the real app: a manager reads a month with overtime from the
 * worker's overtime group, downloads the XLSX and the PDF and checks their totals, opens the PDF
 * viewer, and asks the same report as of a moment before a later edit, seeing the earlier figure.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `owner-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Riikka", lastName: "Raportoija" };
const worker = { email: `ville-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Ville", lastName: "Ylityö" };
const finnish = {
  daily: { threshold_seconds: 28800, tiers: [{ length_seconds: 7200, multiplier: 1.5 }, { length_seconds: null, multiplier: 2 }] },
  weekly: null,
  monthly: null,
};

const pad = (n: number) => String(n).padStart(2, "0");
/** Yesterday in Helsinki (the company's zone), and its month. */
const yesterday = (): { date: string; from: string; to: string } => {
  const local = new Date(new Date().toLocaleString("en-US", { timeZone: "Europe/Helsinki" }));
  local.setDate(local.getDate() - 1);
  const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  const last = new Date(local.getFullYear(), local.getMonth() + 1, 0).getDate();
  return { date, from: `${date.slice(0, 8)}01`, to: `${date.slice(0, 8)}${pad(last)}` };
};
const display = (iso: string) => iso.split("-").reverse().join(".");
const workerCell = (page: Page, workerId: string, column: string) => page.locator(`[data-testid="report-worker-row"][data-worker-id="${workerId}"] td[data-col="${column}"]`);

test("a manager reads a month's overtime, downloads XLSX and PDF, opens the viewer and reads the report as of an earlier moment", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { companyId, manager, workerId } = await setUpCompany(request, { owner, worker, companyName: `Raportit ${run}` });
  const day = yesterday();
  const group = await request.post(`/api/companies/${companyId}/overtimes/groups`, { headers: headers(manager, "manager"), data: { name: "Työaikalaki", rules: finnish, person_ids: [workerId] } });
  expect(group.status(), await group.text()).toBe(201);
  const added = await request.post(`/api/companies/${companyId}/works`, { headers: headers(manager, "manager"), data: { worker_id: workerId, date: day.date, start_time: "08:00", end_time: "18:00" } });
  expect(added.status(), await added.text()).toBe(201);
  const workId = ((await added.json()) as { work_id: string }).work_id;
  // A moment between the first figures and a later edit: a second after the log was recorded, as the server's history says.
  const position = ((await added.json()) as { position: string }).position;
  const read = await request.get(`/api/companies/${companyId}/works/${workId}`, { headers: { ...headers(manager, "manager"), "x-wait-for-position": position } });
  const recordedAt = ((await read.json()) as { history: { type: string; at: string }[] }).history.find((h) => h.type === "WorkLogAdded")!.at;
  const between = new Date(Date.parse(recordedAt) + 1000);
  await new Promise((r) => setTimeout(r, 3000));
  const edited = await request.put(`/api/companies/${companyId}/works/${workId}`, {
    headers: { ...headers(manager, "manager"), "x-wait-for-position": position },
    data: { end_time: "19:00" },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  const page = await browserAs(browser, manager, "manager");
  await page.goto("/raport");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const from = page.getByRole("textbox", { name: "From", exact: true });
  // The filters are kept locally.
  await from.fill(display(`${day.from.slice(0, 8)}02`));
  await expect.poll(async () => JSON.parse((await page.evaluate(() => window.localStorage.getItem("report_filters"))) ?? "{}").from).toBe(`${day.from.slice(0, 8)}02`);
  await from.fill(display(day.from));
  await page.getByRole("textbox", { name: "To", exact: true }).fill(display(day.to));
  await expect(workerCell(page, workerId, "worked")).toHaveText("11:00");
  await expect(workerCell(page, workerId, "overtime")).toHaveText("3:00");
  await expect(workerCell(page, workerId, "weighted")).toHaveText("5:00");
  // The month call carries the summary only; opening the worker asks their days.
  await page.locator(`[data-testid="report-worker-row"][data-worker-id="${workerId}"] button`).click();
  await expect(page.getByTestId("report-day-row").first().locator("td").nth(2)).toHaveText("3:00");
  await expect(page.getByTestId("report-unconfirmed")).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("report_filters"))) ?? "{}")).toMatchObject({ from: day.from, to: day.to });

  // XLSX: the Summary sheet's total.
  const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download XLSX" }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  const summary = book.getWorksheet("Summary")!;
  const total = summary.getRows(1, summary.rowCount)!.find((r) => r.getCell(1).value === "Total")!;
  const seconds = (v: unknown) => (v instanceof Date ? Math.round((v.getTime() - Date.UTC(1899, 11, 30)) / 1000) : Math.round(Number(v) * 86_400));
  expect(seconds(total.getCell(2).value)).toBe(11 * 3600);
  expect(seconds(total.getCell(4).value)).toBe(3 * 3600);

  // PDF: the totals line.
  const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  const text = pdfText((await pdf.path())!);
  expect(text).toContain("Total");
  expect(text).toContain("11:00");
  expect(text).toContain("3:00");

  // The PDF viewer: no navigation, the same totals.
  const [viewer] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: "Open PDF viewer" }).click()]);
  await expect(viewer.getByTestId("report-pdf-viewer")).toBeVisible();
  await expect(viewer.getByTestId("report-total-row").locator('td[data-col="worked"]')).toHaveText("11:00");
  await viewer.close();

  // As of the moment before the edit: the earlier figure, and the position it was read at.
  const local = await page.evaluate((iso) => {
    const d = new Date(iso);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, between.toISOString());
  await page.getByLabel("As of", { exact: true }).fill(local);
  await expect(workerCell(page, workerId, "worked")).toHaveText("10:00");
  await expect(workerCell(page, workerId, "overtime")).toHaveText("2:00");
  await expect(page.getByTestId("report-position")).toContainText("As of");
  await page.getByRole("button", { name: "Now" }).click();
  await expect(workerCell(page, workerId, "worked")).toHaveText("11:00");
});
