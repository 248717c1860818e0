import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { outboxLinks } from "./support/outbox.ts";

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
const viewports = { desktop: { width: 1440, height: 900 } } as const;

interface Session {
  readonly token: string;
  readonly csrf: string;
}

const headers = (s: Session, persona?: string) => ({ Authorization: `Bearer ${s.token}`, "X-XSRF-TOKEN": s.csrf, ...(persona === undefined ? {} : { "X-Persona": persona }) });

const mailedToken = async (to: string): Promise<string> => {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const link = (await outboxLinks(to)).find((l) => new URL(l).pathname === "/set-password");
      token = link === undefined ? null : new URL(link).searchParams.get("token");
      return token !== null;
    })
    .toBe(true);
  return token!;
};

/** The owner signs up (company + manager), adds a worker, and the worker sets a password and picks the company. */
const setUpCompany = async (api: APIRequestContext) => {
  const { csrf_token: csrf } = (await (await api.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const signup = await api.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: { first_name: "Maija", last_name: "Manager", email: owner.email, password: owner.password, password_confirmation: owner.password, terms: true, company_name: `Ledger ${run}` },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const manager: Session = { token: ((await signup.json()) as { access_token: string }).access_token, csrf };
  const me = (await (await api.get("/api/current-user", { headers: headers(manager) })).json()) as { default_company: { id: string } };
  const companyId = String(me.default_company.id);
  const added = await api.post(`/api/companies/${companyId}/users`, { headers: headers(manager, "manager"), data: { email: worker.email, first_name: "Ville", last_name: "Worker" } });
  expect(added.status(), await added.text()).toBe(201);
  const set = await api.post("/api/password/set", { headers: { "X-XSRF-TOKEN": csrf }, data: { token: await mailedToken(worker.email), password: worker.password, password_confirmation: worker.password } });
  expect(set.status(), await set.text()).toBeLessThan(300);
  const login = await api.post("/api/login", { headers: { "X-XSRF-TOKEN": csrf }, data: worker });
  expect(login.status(), await login.text()).toBe(200);
  const workerSession: Session = { token: ((await login.json()) as { access_token: string }).access_token, csrf };
  const self = (await (await api.get("/api/current-user", { headers: headers(workerSession) })).json()) as { id: string; default_company: { id: string } | null };
  if (self.default_company === null) {
    const pick = await api.post(`/api/users/${self.id}/company/update`, { headers: headers(workerSession), data: { company_id: companyId } });
    expect(pick.status(), await pick.text()).toBeLessThan(300);
  }
  return { companyId, manager, worker: workerSession, workerId: self.id };
};

const browserAs = async (browser: Browser, session: Session, persona: "worker" | "manager", locale: "en" | "fi" = "en", viewport: { width: number; height: number } = viewports.desktop): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([token, csrf, p, l]) => {
      if (window.location.origin === "null") return;
      if (window.localStorage.getItem("access_token") === null) {
        window.localStorage.setItem("access_token", token);
        window.localStorage.setItem("csrf", csrf);
        window.localStorage.setItem("persona", p);
        window.localStorage.setItem("locale", l);
      }
      document.cookie = "cookie_accepted=true; path=/";
    },
    [session.token, session.csrf, persona, locale] as const,
  );
  return context.newPage();
};

const logRow = (page: Page) => page.getByRole("table").locator("tbody tr").filter({ has: page.getByTestId("log-status") });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });

test("the timesheet shows a back-dated punch and a manager's bonus as such", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { companyId, manager, worker: workerSession } = await setUpCompany(request);

  // The worker punches in for two hours ago (they hold can_edit_own_work_time), then out now.
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
  const started = await request.post(`/api/companies/${companyId}/works/start`, { headers: headers(workerSession), data: { at: twoHoursAgo } });
  expect(started.status(), await started.text()).toBe(201);
  const workId = ((await started.json()) as { work_id: string }).work_id;
  const stopped = await request.post(`/api/companies/${companyId}/works/stop`, { headers: headers(workerSession), data: {} });
  expect(stopped.status(), await stopped.text()).toBe(200);
  // A worker may not give themselves a bonus; the manager sets one.
  const own = await request.put(`/api/companies/${companyId}/works/${workId}`, { headers: headers(workerSession), data: { bonus: 500 } });
  expect(own.status()).toBe(403);
  const bonus = await request.put(`/api/companies/${companyId}/works/${workId}`, { headers: headers(manager, "manager"), data: { bonus: 25 } });
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
  // Newest first: the manager's bonus (the manager reads it as their own), then the stop, then the back-dated start.
  await expect(entries.first()).toContainText("· Me ·");
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
