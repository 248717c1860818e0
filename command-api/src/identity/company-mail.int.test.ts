import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLimits } from "@workledger/domain";
import { identityDbOf } from "./identity.tables.ts";
import { createIdentityTestApp, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);
const companyOf = (user: Record<string, unknown>) => (user.default_company as { id: string }).id;

describe("what a company may mail, on PostgreSQL", () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
  });
  afterAll(async () => t?.close());

  const invite = (companyId: string, token: string, emails: unknown) => t.post(`/api/companies/${companyId}/users/invite`, { emails, workspace: companyId, language: "en" }, token);

  describe("while the owner has not verified their address", () => {
    it("refuses invitations and manual adds with a message to verify first, and mails nobody", async () => {
      const owner = await t.signup(`fresh-${unique()}@x.io`, "Fresh Co");
      const victim = `victim-${unique()}@y.io`;
      const invited = await invite(companyOf(owner.user), owner.token, [victim]);
      expect(invited.statusCode).toBe(403);
      expect(invited.json()).toMatchObject({ code: "owner_unverified", message: expect.stringMatching(/^Verify your email address first/) });
      const added = await t.post(`/api/companies/${companyOf(owner.user)}/users`, { email: victim, first_name: "V", last_name: "Ictim" }, owner.token);
      expect(added.statusCode).toBe(403);
      expect(await t.outbox(victim)).toEqual([]);
      // Nothing was reserved either: the address is free for a real employer.
      expect(await identityDbOf(t.db).selectFrom("identity_credentials").select("user_id").where("email", "=", victim).execute()).toEqual([]);
    });

    it("still mails the owner, and invites once the owner verified", async () => {
      const email = `later-${unique()}@x.io`;
      const owner = await t.signup(email, "Later Co");
      expect((await t.post("/api/users/verification/resend", { email })).statusCode).toBe(200);
      expect((await t.outbox(email)).filter((m) => m.kind === "verify_email")).toHaveLength(2);
      expect((await t.post("/api/users/verification/verify", { token: await t.linkToken(email, "verify_email") })).statusCode).toBe(200);
      const worker = `worker-${unique()}@y.io`;
      expect((await invite(companyOf(owner.user), owner.token, [worker])).statusCode).toBe(200);
      expect((await t.outbox(worker)).map((m) => m.kind)).toEqual(["set_password"]);
    });
  });

  describe("the sending budgets", () => {
    it("let 12 resends of an activation mail reach the inbox only up to the hourly limit per address, then answer 429 with Retry-After", async () => {
      const owner = await t.founder(`boss-${unique()}@x.io`, "Budget Co");
      const worker = `resent-${unique()}@y.io`;
      const invited = await invite(companyOf(owner.user), owner.token, [worker]);
      const id = invited.json().invited[0].id as string;
      const answers = [];
      for (let i = 0; i < 12; i += 1) answers.push(await t.post(`/api/companies/${companyOf(owner.user)}/users/${id}/activation/resend`, {}, owner.token));
      expect(answers.map((a) => a.statusCode)).toEqual([...Array(mailLimits.perAddressPerHour - 1).fill(200), ...Array(12 - mailLimits.perAddressPerHour + 1).fill(429)]);
      const refused = answers.at(-1)!;
      expect(refused.json()).toMatchObject({ code: "mail_address_throttled", message: "Too many emails were sent to this address. Try again later." });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
      expect(await t.outbox(worker)).toHaveLength(mailLimits.perAddressPerHour);
      // An hour on, the oldest mail has left the window: one more goes.
      t.clock.advance(mailLimits.hourMs + 1000);
      const fresh = await t.tokenFor(`${owner.user.email as string}`, "Secret123");
      expect((await t.post(`/api/companies/${companyOf(owner.user)}/users/${id}/activation/resend`, {}, fresh)).statusCode).toBe(200);
      expect(await t.outbox(worker)).toHaveLength(mailLimits.perAddressPerHour + 1);
    });

    it("count one address across companies: another company cannot flood it either", async () => {
      const target = `shared-${unique()}@y.io`;
      const a = await t.founder(`a-${unique()}@x.io`, "A Co");
      const invitedA = await invite(companyOf(a.user), a.token, [target]);
      const id = invitedA.json().invited[0].id as string;
      for (let i = 0; i < mailLimits.perAddressPerHour - 1; i += 1) await t.post(`/api/companies/${companyOf(a.user)}/users/${id}/activation/resend`, {}, a.token);
      const b = await t.founder(`b-${unique()}@x.io`, "B Co");
      const invitedB = await invite(companyOf(b.user), b.token, [target]);
      expect(invitedB.statusCode).toBe(429);
      expect(invitedB.json().code).toBe("mail_address_throttled");
    });

    it("refuse a request naming more addresses than one request may, writing nothing", async () => {
      const owner = await t.founder(`many-${unique()}@x.io`, "Many Co");
      const emails = Array.from({ length: mailLimits.invitationsPerRequest + 1 }, (_, i) => `m${i}-${unique()}@y.io`);
      const answer = await invite(companyOf(owner.user), owner.token, emails);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().errors)).toEqual(["emails"]);
      // Items that each hold two comma-separated addresses count as two.
      const pairs = Array.from({ length: Math.ceil((mailLimits.invitationsPerRequest + 1) / 2) }, (_, i) => `p${i}a-${unique()}@y.io, p${i}b-${unique()}@y.io`);
      const paired = await invite(companyOf(owner.user), owner.token, pairs);
      expect(paired.statusCode).toBe(400);
      expect(paired.json()).toMatchObject({ code: "too_many_addresses", errors: { emails: [`Invite at most ${mailLimits.invitationsPerRequest} addresses at a time`] } });
      expect(await t.outbox(emails[0]!)).toEqual([]);
    });

    it("refuse the invitations past the company's daily cap as one: all of a request go, or none", async () => {
      const owner = await t.founder(`cap-${unique()}@x.io`, "Cap Co");
      const companyId = companyOf(owner.user);
      // The day's earlier mails, sent by other managers (so only the company's budget is near its end).
      const at = t.clock();
      await identityDbOf(t.db)
        .insertInto("identity_mail_sends")
        .values(Array.from({ length: mailLimits.perCompanyPerDay - 1 }, (_, i) => ({ company_id: companyId, actor_id: `other-${i}`, email: `old-${i}@y.io`, kind: "set_password", sent_at: at })))
        .execute();
      const two = [`c1-${unique()}@y.io`, `c2-${unique()}@y.io`];
      const refused = await invite(companyId, owner.token, two);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("mail_company_cap");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect([...(await t.outbox(two[0]!)), ...(await t.outbox(two[1]!))]).toEqual([]);
      expect((await invite(companyId, owner.token, [two[0]])).statusCode).toBe(200);
    });
  });
});
