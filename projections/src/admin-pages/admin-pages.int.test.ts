import { randomUUID } from "node:crypto";
import { testDatabaseKinds } from "@workledger/event-store/testing";
import { newTestEvent } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { adminPagesProjection } from "./admin-pages.projection.ts";
import { listAdminAccounts, listAdminRegistrations, listAdminSignIns, listAdminSignups, listAdminWarnings } from "./admin-pages.queries.ts";

const rights = { user_role_id: 1, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] };

for (const kind of testDatabaseKinds) {
  describe(`admin pages read models on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    let last: Position;
    const company = randomUUID();
    const founder = randomUUID();
    const invited = randomUUID();
    const lapsed = randomUUID();
    const lapsedCompany = randomUUID();
    const append = async (stream: string, type: string, data: unknown, at: string, persona: "worker" | "manager" | "admin" | "system" = "manager") => {
      last = (await ctx.store.appendToStream(stream, [newTestEvent({ type, data, companyId: company, metadata: { ...newTestEvent().metadata, companyId: company, persona, occurredAt: at } })], "any")).position;
    };
    const user = (c: string, u: string) => `user-${c}-${u}`;
    const created = (userId: string, companyId: string, email: string, firstName: string) => ({ userId, companyId, email, firstName, lastName: "Test", language: "en", rights, isAdmin: false });

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      // A sign-up without a company name: registered at once, completed when the name comes.
      await append(`company-${company}`, "CompanyRegistered", { companyId: company, name: "", mainUserId: founder, telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: "2026-12-12T10:00:00.000Z" }, "2026-11-28T10:00:00.000Z");
      await append(user(company, founder), "UserSignedUp", { ...created(founder, company, "founder@example.com", "Fay"), termsAcceptedAt: "2026-11-28T10:00:00.000Z" }, "2026-11-28T10:00:00.000Z");
      await append(user(company, founder), "UserEmailVerified", { verifiedAt: "2026-11-28T10:05:00.000Z" }, "2026-11-28T10:05:00.000Z");
      await append(`company-${company}`, "CompanyProfileUpdated", { changes: { name: "Fay Oy" } }, "2026-11-28T10:10:00.000Z");
      await append(user(company, invited), "UserInvited", { ...created(invited, company, "ivy@example.com", "Ivy"), invitedBy: founder, workspaceId: null }, "2026-11-28T10:20:00.000Z");
      await append(user(company, invited), "UserActivated", { by: invited }, "2026-11-28T10:30:00.000Z");
      await append(`company-${company}`, "CompanySubscriptionChanged", { trialEndsAt: "2026-12-01T10:00:00.000Z", isLoginDisabled: false }, "2026-11-28T11:00:00.000Z", "admin");
      // A second sign-up whose address lapsed, never completed.
      await append(`company-${lapsedCompany}`, "CompanyRegistered", { companyId: lapsedCompany, name: "", mainUserId: lapsed, telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: null }, "2026-11-20T09:00:00.000Z");
      await append(user(lapsedCompany, lapsed), "UserSignedUp", { ...created(lapsed, lapsedCompany, "lapsed@example.com", "Lou"), termsAcceptedAt: "2026-11-20T09:00:00.000Z" }, "2026-11-20T09:00:00.000Z");
      await append(user(lapsedCompany, lapsed), "UserEmailClaimLapsed", { email: "lapsed@example.com", reason: "verification_window_passed", lapsedAt: "2026-11-27T09:00:00.000Z" }, "2026-11-27T09:00:00.000Z");
      // Sign-ins: one success, one wrong password that tripped the throttle, one unknown address.
      const client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 Test" };
      await append(`sign-ins-${company}-2026-11-28`, "UserSignedIn", { userId: invited, companyId: company, email: "ivy@example.com", ...client }, "2026-11-28T12:00:00.000Z", "worker");
      await append(`sign-ins-${company}-2026-11-28`, "UserSignInFailed", { userId: invited, companyId: company, email: "ivy@example.com", ...client, reason: "invalid_credentials", throttleTripped: true, unrecordedBefore: 0 }, "2026-11-28T12:05:00.000Z", "system");
      // An unpaid-invoice warning the platform admin gave the company.
      await append(`bill-warnings-${company}`, "BillWarningIssued", { companyId: company, closesOn: "2026-12-31" }, "2026-11-28T13:00:00.000Z", "admin");
      await append("sign-ins-system-2026-11-28", "UserSignInFailed", { userId: null, companyId: null, email: "nobody@example.com", ip: "198.51.100.1", userAgent: "curl/8", reason: "account_not_found", throttleTripped: false, unrecordedBefore: 3 }, "2026-11-28T12:06:00.000Z", "system");
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [adminPagesProjection], { logger: silentLogger, batchSize: 4 });
      await runner.start();
      await waitForPosition(ctx.db, "admin-pages", last, { timeoutMs: 10_000 });
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    const page = { sort: "occurred_at", order: "desc", limit: 50, offset: 0 } as const;

    it("logins: every recorded attempt, newest first, with address, agent and outcome; searched and filtered", async () => {
      const all = await listAdminSignIns(ctx.db, page);
      expect(all.total).toBe(3);
      expect(all.rows.map((r) => [r.outcome, r.reason, r.email])).toEqual([
        ["failed", "account_not_found", "nobody@example.com"],
        ["failed", "invalid_credentials", "ivy@example.com"],
        ["succeeded", null, "ivy@example.com"],
      ]);
      expect(all.rows[0]).toMatchObject({ companyId: null, ip: "198.51.100.1", userAgent: "curl/8", unrecordedBefore: 3 });
      expect(all.rows[1]).toMatchObject({ userName: "Ivy Test", throttleTripped: true, userAgent: "Mozilla/5.0 Test" });
      expect((await listAdminSignIns(ctx.db, { ...page, outcome: "failed" })).total).toBe(2);
      expect((await listAdminSignIns(ctx.db, { ...page, q: "203.0.113" })).rows.map((r) => r.outcome)).toEqual(["failed", "succeeded"]);
      // A LIKE wildcard in the search is taken literally.
      expect((await listAdminSignIns(ctx.db, { ...page, q: "%" })).total).toBe(0);
      const byEmail = await listAdminSignIns(ctx.db, { ...page, sort: "email", order: "asc", limit: 1, offset: 1 });
      expect(byEmail.rows.map((r) => r.email)).toEqual(["ivy@example.com"]);
      expect(byEmail.total).toBe(3);
    });

    it("accounts: status, companies and last sign-in per person", async () => {
      const all = await listAdminAccounts(ctx.db, { ...page, sort: "name", order: "asc" });
      expect(all.rows.map((r) => [r.name, r.status])).toEqual([
        ["Fay Test", "active"],
        ["Ivy Test", "active"],
        ["Lou Test", "deleted"],
      ]);
      const ivy = all.rows.find((r) => r.userId === invited)!;
      expect(ivy).toMatchObject({ lastSignInAt: "2026-11-28T12:00:00.000Z", lastSignInIp: "203.0.113.7", signInCount: 1, failedSignInCount: 1, lastFailedSignInAt: "2026-11-28T12:05:00.000Z" });
      expect(ivy.companies.map((c) => c.id)).toEqual([company]);
      expect((await listAdminAccounts(ctx.db, { ...page, sort: "last_sign_in_at", order: "desc" })).rows[0]!.userId).toBe(invited);
      expect((await listAdminAccounts(ctx.db, { ...page, sort: "email", order: "asc", q: "fay" })).rows.map((r) => r.email)).toEqual(["founder@example.com"]);
    });

    it("signup history and register history: completion once verified and named, lapse kept", async () => {
      const signups = await listAdminSignups(ctx.db, { ...page, sort: "signed_up_at" });
      expect(signups.rows.map((r) => [r.email, r.completion])).toEqual([
        ["founder@example.com", "completed"],
        ["lapsed@example.com", "lapsed"],
      ]);
      expect(signups.rows[0]).toMatchObject({ emailVerifiedAt: "2026-11-28T10:05:00.000Z", registrationCompletedAt: "2026-11-28T10:10:00.000Z", firstSignInAt: null });
      expect(signups.rows[1]).toMatchObject({ lapseReason: "verification_window_passed", registrationCompletedAt: null });
      const registrations = await listAdminRegistrations(ctx.db, { ...page, sort: "registered_at" });
      expect(registrations.rows.map((r) => [r.companyId, r.name, r.completedAt, r.mainUserEmail])).toEqual([
        [company, "Fay Oy", "2026-11-28T10:10:00.000Z", "founder@example.com"],
        [lapsedCompany, "", null, "lapsed@example.com"],
      ]);
      expect(registrations.rows[0]!.trialEndsAt).toBe("2026-12-01T10:00:00.000Z");
    });

    it("warnings: each trial end a company was told about, with the days left then, and each bill warning with its closing date", async () => {
      const warnings = await listAdminWarnings(ctx.db, { ...page, sort: "issued_at" });
      expect(warnings.rows.map((w) => [w.kind, w.trialDays, w.trialEndsAt, w.closesOn])).toEqual([
        ["bill_warning", null, null, "2026-12-31"],
        ["trial_ends", 3, "2026-12-01T10:00:00.000Z", null],
        ["trial_ends", 14, "2026-12-12T10:00:00.000Z", null],
      ]);
      expect((await listAdminWarnings(ctx.db, { ...page, sort: "issued_at", kind: "bill_warning" })).rows.map((w) => w.companyId)).toEqual([company]);
    });

    it("rebuilds to exactly the first build", async () => {
      const tables = { admin_sign_ins: ["event_id"], admin_accounts: ["user_id"], admin_signups: ["user_id"], admin_registrations: ["company_id"], admin_warnings: ["event_id"] } as const;
      const first = await Promise.all(Object.entries(tables).map(([t, order]) => tableContents(ctx.db, t, order)));
      await runner.rebuild("admin-pages");
      expect(await Promise.all(Object.entries(tables).map(([t, order]) => tableContents(ctx.db, t, order)))).toEqual(first);
    });
  });
}
