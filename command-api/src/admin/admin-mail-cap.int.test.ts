import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLimits } from "@workledger/domain";
import { identityDbOf } from "../identity/identity.tables.ts";
import { createAdminTestApp, type AdminTestApp } from "./testing/admin-test-app.ts";

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("the admin sees and lifts a client's daily mail cap, on PostgreSQL", () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp("postgres");
  }, 180_000);
  afterAll(async () => t?.close());

  it("shows the day's mails against the cap, lifts it with an audited event, and the company's next invitations go", async () => {
    const boss = await t.founder("Capped Co");
    const at = t.clock();
    await identityDbOf(t.db)
      .insertInto("identity_mail_sends")
      .values(Array.from({ length: mailLimits.perCompanyPerDay }, (_, i) => ({ company_id: boss.companyId, actor_id: `earlier-${i}`, email: `earlier-${i}@y.io`, kind: "set_password", sent_at: at })))
      .execute();
    const invite = () => t.send("POST", `/api/companies/${boss.companyId}/users/invite`, boss.token, { emails: [`after-${crypto.randomUUID().slice(0, 8)}@y.io`], workspace: boss.companyId, language: "en" });
    const capped = await invite();
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: "mail_company_cap", message: "Your company has reached its daily email limit. Try again tomorrow or contact support to raise it." });
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(0);

    const url = `/api/admin/companies/${boss.companyId}/mail-cap`;
    expect((await t.send("GET", url, t.adminToken)).json().data).toEqual({ daily_cap: mailLimits.perCompanyPerDay, default_daily_cap: mailLimits.perCompanyPerDay, sent_last_day: mailLimits.perCompanyPerDay });
    // Managers neither see nor lift it; a cap out of bounds is refused and writes nothing.
    expect((await t.send("GET", url, boss.token)).statusCode).toBe(403);
    expect((await t.send("PUT", url, boss.token, { daily_cap: 1000 })).statusCode).toBe(403);
    const tooHigh = await t.send("PUT", url, t.adminToken, { daily_cap: mailLimits.maxLiftedDailyCap + 1 });
    expect(tooHigh.statusCode).toBe(400);
    expect(Object.keys(tooHigh.json().errors)).toEqual(["daily_cap"]);
    expect((await t.send("PUT", url, t.adminToken, { daily_cap: mailLimits.perCompanyPerDay - 1 })).statusCode).toBe(400);
    expect((await t.send("GET", url, t.adminToken)).json().data).toMatchObject({ daily_cap: mailLimits.perCompanyPerDay });

    const lifted = await t.send("PUT", url, t.adminToken, { daily_cap: 1000 });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data).toMatchObject({ daily_cap: 1000 });
    expect((await invite()).statusCode).toBe(200);
    expect((await t.send("GET", url, t.adminToken)).json().data).toMatchObject({ daily_cap: 1000, sent_last_day: mailLimits.perCompanyPerDay + 1 });

    let audit: Row[] = [];
    await expect
      .poll(async () => (audit = ((await t.send("GET", "/api/admin/audits?type=CompanyMailCapLifted&limit=50", t.adminToken)).json() as { data: Row[] }).data.filter((r) => r.stream_name === `company-${boss.companyId}`)).length, { timeout: 15_000, interval: 100 })
      .toBe(1);
    expect(audit[0]).toMatchObject({ data: { dailyCap: 1000 } });
  });
});
