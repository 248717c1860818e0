import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Person } from "../work-time/testing/work-time-test-app.ts";
import { createAdminTestApp, type AdminTestApp } from "./testing/admin-test-app.ts";

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Page = { data: Row[]; total: number; total_capped: boolean; errors?: Record<string, string[]> };

const pages = ["logins", "accounts", "signup-history", "register-history", "warnings"] as const;

describe("admin pages (logins, accounts, signup and register history, warnings) through the API on PostgreSQL", () => {
  let t: AdminTestApp;
  let boss: Person;
  let worker: Person;
  let csrf: string;
  const wrongPassword = "not-the-password-Xq9!";
  const list = async (page: string, query = "", token = t.adminToken) => {
    const r = await t.send("GET", `/api/admin/${page}?${query}`, token);
    return { status: r.statusCode, body: r.json() as Page };
  };
  /** The read model follows the log: wait until the page shows what the test just caused. */
  const eventually = async (page: string, query: string, until: (body: Page) => boolean): Promise<Page> => {
    let body: Page = { data: [], total: 0, total_capped: false };
    await expect.poll(async () => until((body = (await list(page, query)).body)), { timeout: 15_000, interval: 100 }).toBe(true);
    return body;
  };
  const login = (email: string, password: string, userAgent = "AdminPagesTest/1.0") =>
    t.app.inject({ method: "POST", url: "/api/login", headers: { "x-xsrf-token": csrf, "user-agent": userAgent }, payload: { email, password } });

  beforeAll(async () => {
    t = await createAdminTestApp("postgres", { start: new Date("2026-11-25T10:00:00Z") });
    boss = await t.founder("Pages Co");
    worker = await t.person(boss);
    csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
  }, 180_000);
  afterAll(async () => t?.close());

  it("logins: a failed sign-in appears with time, address, agent and reason, never the password typed", async () => {
    expect((await login(worker.email, wrongPassword)).statusCode).toBe(401);
    expect((await login("nobody-here@x.io", wrongPassword, "curl/8.5")).statusCode).toBe(404);
    const failed = await eventually("logins", "outcome=failed&limit=50", (b) => b.data.some((r) => r.email === "nobody-here@x.io"));
    const wrong = failed.data.find((r) => r.email === worker.email)!;
    expect(wrong).toMatchObject({ outcome: "failed", reason: "invalid_credentials", user_id: worker.id, company_id: boss.companyId, company_name: "Pages Co", user_agent: "AdminPagesTest/1.0", throttle_tripped: false });
    expect(wrong.ip).toMatch(/\d/);
    expect(Date.parse(wrong.occurred_at)).not.toBeNaN();
    expect(failed.data.find((r) => r.email === "nobody-here@x.io")).toMatchObject({ reason: "account_not_found", user_id: null, company_id: null, user_agent: "curl/8.5" });
    expect(failed.data.every((r) => r.outcome === "failed")).toBe(true);
    // The ledger itself holds no trace of the password.
    // The audit read model follows the log on its own: wait until it has the attempt.
    let trail = "";
    await expect.poll(async () => (trail = (await t.send("GET", "/api/admin/audits?type=UserSignInFailed&limit=50", t.adminToken)).body).includes("nobody-here@x.io"), { timeout: 15_000, interval: 100 }).toBe(true);
    expect(trail).not.toContain(wrongPassword);

    // Successful sign-ins are there too, searchable by address.
    const ok = await eventually("logins", `q=${encodeURIComponent(worker.email)}&outcome=succeeded`, (b) => b.total > 0);
    expect(ok.data.every((r) => r.email === worker.email && r.outcome === "succeeded")).toBe(true);
  });

  it("logins: the failure that trips the throttle says so, and throttled attempts write nothing", async () => {
    const email = worker.email;
    // One failure so far (previous test); four more reach the limit of five.
    for (let i = 0; i < 4; i++) expect((await login(email, wrongPassword)).statusCode).toBe(401);
    const tripped = await eventually("logins", `q=${encodeURIComponent(email)}&outcome=failed&limit=50`, (b) => b.total === 5);
    expect(tripped.data[0]).toMatchObject({ throttle_tripped: true });
    expect(tripped.data.slice(1).every((r) => r.throttle_tripped === false)).toBe(true);
    for (let i = 0; i < 3; i++) expect((await login(email, wrongPassword)).statusCode).toBe(429);
    const failuresInAudit = async () => ((await t.send("GET", `/api/admin/audits?type=UserSignInFailed&limit=500`, t.adminToken)).json().data as Row[]).filter((r) => (r.data as Row).email === email).length;
    await expect.poll(failuresInAudit, { timeout: 15_000, interval: 100 }).toBe(5);
    expect((await list("logins", `q=${encodeURIComponent(email)}&outcome=failed`)).body.total).toBe(5);
  });

  it("accounts: status, companies and last sign-in across companies; sorted and paged", async () => {
    const found = await eventually("accounts", `q=${encodeURIComponent(worker.email)}`, (b) => b.data[0]?.last_sign_in_at != null);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ user_id: worker.id, status: "active", companies: [{ id: boss.companyId, name: "Pages Co" }], failed_sign_in_count: 5 });
    expect(found.data[0]!.sign_in_count).toBeGreaterThanOrEqual(1);
    const all = (await list("accounts", "limit=250&sort=email&order=asc")).body;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const emails = all.data.map((r) => r.email as string);
    expect(emails).toEqual([...emails].sort());
    const second = (await list("accounts", "limit=2&offset=2&sort=email&order=asc")).body;
    expect(second.data.map((r) => r.email)).toEqual(emails.slice(2, 4));
  });

  it("signup and register history: the founder's sign-up and company, with their completion", async () => {
    const signups = await eventually("signup-history", `q=${encodeURIComponent(boss.email)}`, (b) => b.total === 1);
    expect(signups.data[0]).toMatchObject({ user_id: boss.id, company_id: boss.companyId, company_name: "Pages Co", completion: "completed", lapsed_at: null });
    // The test founder follows the verification link at once; the company was named at sign-up.
    expect(signups.data[0]!.email_verified_at).not.toBeNull();
    expect(signups.data[0]!.registration_completed_at).not.toBeNull();
    const registrations = await eventually("register-history", "q=Pages%20Co", (b) => b.total === 1);
    expect(registrations.data[0]).toMatchObject({ company_id: boss.companyId, name: "Pages Co", via: "signup", main_user_id: boss.id, main_user_email: boss.email, completed: true });
  });

  it("warnings: a trial end set by the admin, with the section 8 text in the asked language", async () => {
    const set = await t.send("PUT", `/api/admin/companies/${boss.companyId}/subscription`, t.adminToken, { trial_ends_at: "2026-12-05T10:00:00.000Z", is_login_disabled: false });
    expect(set.statusCode, set.body).toBe(200);
    const warnings = await eventually("warnings", "q=Pages&sort=issued_at&order=desc", (b) => b.data.some((r) => r.trial_ends_at === "2026-12-05T10:00:00.000Z"));
    const warning = warnings.data.find((r) => r.trial_ends_at === "2026-12-05T10:00:00.000Z")!;
    expect(warning).toMatchObject({ kind: "trial_ends", company_id: boss.companyId, trial_days: 10, text: "Your Workledger trial will end in 10 days. Add your billing details to keep using Workledger." });
    const fi = (await list("warnings", "q=Pages&lang=fi")).body.data.find((r) => r.id === warning.id)!;
    expect(fi.text).toBe("Workledger-kokeilusi päättyy 10 päivän kuluttua. Lisää laskutustietosi jatkaaksesi Workledgerin käyttöä.");
  });

  it("every page is only for the admin persona with can_manage_admin_pages, and bad input is a 400", async () => {
    for (const page of pages) {
      expect((await list(page, "", t.managerToken)).status, page).toBe(403);
      expect((await list(page, "", boss.token)).status, page).toBe(403);
      expect((await t.app.inject({ method: "GET", url: `/api/admin/${page}` })).statusCode, page).toBe(401);
      expect((await list(page)).status, page).toBe(200);
      expect((await list(page, "sort=password")).status, page).toBe(400);
      expect((await list(page, "limit=251")).status, page).toBe(400);
      expect((await list(page, `q=${"x".repeat(101)}`)).status, page).toBe(400);
    }
  });
});
