import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

describe("auth on PostgreSQL", () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
  });
  afterAll(async () => t?.close());

  describe("anti-forgery", () => {
    it("issues the value as cookie and body", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"])).toMatch(/^XSRF-TOKEN=[^;]+; Path=\//);
      expect(response.json().csrf_token).toEqual(expect.any(String));
    });
    it("rejects every mutating request without a valid header with 403", async () => {
      const missing = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "a@b.io", password: "x" } });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ message: "CSRF token mismatch.", code: "csrf_token_mismatch" });
      const forged = await t.app.inject({ method: "POST", url: "/api/login", headers: { "x-xsrf-token": "made.up" }, payload: { email: "a@b.io", password: "x" } });
      expect(forged.statusCode).toBe(403);
      const mismatch = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "x-xsrf-token": t.csrf, cookie: "XSRF-TOKEN=other" },
        payload: { email: "a@b.io", password: "x" },
      });
      expect(mismatch.statusCode).toBe(403);
      const { token } = await t.signup(`csrf-${unique()}@x.io`);
      const put = await t.app.inject({ method: "PUT", url: "/api/users/x/preferences", headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(put.statusCode).toBe(403);
    });
    it("lets reads through without it", async () => {
      expect((await t.app.inject({ method: "GET", url: "/api/current-user" })).statusCode).toBe(401);
    });
  });

  describe("signup", () => {
    const base = { first_name: "A", last_name: "B", password: strongPassword, password_confirmation: strongPassword, terms: true, company_name: "Co" };
    it("needs the terms accepted", async () => {
      const response = await t.post("/api/signup", { ...base, email: `t-${unique()}@x.io`, terms: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ terms: ["The terms must be accepted"] });
    });
    it("applies the password policy and 'Passwords must match'", async () => {
      const weak = await t.post("/api/signup", { ...base, email: `p-${unique()}@x.io`, password: "short1A", password_confirmation: "short1A" });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toHaveLength(1);
      const mismatch = await t.post("/api/signup", { ...base, email: `p-${unique()}@x.io`, password_confirmation: "Secret124" });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors.password_confirmation).toEqual(["Passwords must match"]);
      expect(mismatch.json().message).toBe("Passwords must match");
    });
    it("creates the company, makes the user its main user and a manager, and signs in", async () => {
      const email = `founder-${unique()}@x.io`;
      const { token, user } = await t.signup(email, "Founders Ltd");
      expect(user).toMatchObject({ email, is_manager: true, is_admin: false, is_main_user: true, status: "active", email_verified_at: null });
      expect(user.persona).toEqual({ current: "manager", index: 1, initial: "manager", available: ["manager", "worker"] });
      expect(user.default_company).toMatchObject({ name: "Founders Ltd", main_user_id: user.id, subscription: { is_trial_over: false, is_login_disabled: false } });
      expect(user.roles).toEqual([{ id: 1, name: "manager" }]);
      expect(user.user_rights).toMatchObject({ user_role_id: 1, general_rights_workspace_ids: [], manager_rights_workspace_ids: [] });
      expect(typeof user.notification_settings).toBe("string");
      const me = await t.get("/api/current-user", token);
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(user.id);
    });
    it("refuses an address in use with 'This email / RFID is already in use'", async () => {
      const email = `dup-${unique()}@x.io`;
      await t.signup(email);
      const again = await t.post("/api/signup", { ...base, email: email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("This email / RFID is already in use");
    });
    it("without a company name leaves no default company until registration is completed", async () => {
      const email = `incomplete-${unique()}@x.io`;
      const response = await t.post("/api/signup", { ...base, email, company_name: undefined });
      const { access_token: token, user } = response.json();
      expect(user.default_company).toBeNull();
      const missing = await t.post(`/api/v2/users/${user.id}/register/complete`, { first_name: "A", last_name: "" }, token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ workspace_name: ["This field is required"], last_name: ["This field is required"] });
      const done = await t.post(`/api/v2/users/${user.id}/register/complete`, { workspace_name: "Late Co", phone_number: "+358", first_name: "Ann", last_name: "Lee" }, token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ first_name: "Ann", default_company: { name: "Late Co", telephone_number: "+358" }, persona: { current: "manager" } });
    });
  });

  describe("email verification", () => {
    it("verifies once with the mailed link, then the link is spent", async () => {
      const email = `verify-${unique()}@x.io`;
      const { token } = await t.signup(email);
      const link = await t.linkToken(email, "verify_email");
      expect((await t.outbox(email))[0]?.text).toContain("/unsubscribe?token=");
      const ok = await t.post("/api/users/verification/verify", { token: link });
      expect(ok.statusCode).toBe(200);
      expect((await t.get("/api/current-user", token)).json().email_verified_at).toEqual(expect.any(String));
      const again = await t.post("/api/users/verification/verify", { token: link });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe("Token already expired, invalid or already used");
    });
    it("after the trial an unverified person may read and verify, but change nothing", async () => {
      const email = `trial-${unique()}@x.io`;
      const { user } = await t.signup(email);
      t.clock.advance(15 * 86_400_000);
      try {
        const token = await t.tokenFor(email, strongPassword);
        const me = await t.get("/api/current-user", token);
        expect(me.json().default_company.subscription.is_trial_over).toBe(true);
        const blocked = await t.put(`/api/users/${user.id}/preferences`, { show_time_decimal: true }, token);
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json()).toEqual({ message: "Please verify your email", code: "email_unverified_trial_over" });
        expect((await t.post("/api/users/verification/resend", { email }, token)).statusCode).toBe(200);
        expect((await t.post("/api/users/verification/verify", { token: await t.linkToken(email, "verify_email") }, token)).statusCode).toBe(200);
        expect((await t.put(`/api/users/${user.id}/preferences`, { show_time_decimal: true }, token)).statusCode).toBe(200);
      } finally {
        t.clock.advance(-15 * 86_400_000);
      }
    });

    it("resends a fresh link and the old one stops working", async () => {
      const email = `resend-${unique()}@x.io`;
      await t.signup(email);
      const first = await t.linkToken(email, "verify_email");
      const resent = await t.post("/api/users/verification/resend", { email });
      expect(resent.statusCode).toBe(200);
      const second = await t.linkToken(email, "verify_email");
      expect(second).not.toBe(first);
      expect((await t.post("/api/users/verification/verify", { token: first })).statusCode).toBe(400);
      expect((await t.post("/api/users/verification/verify", { token: second })).statusCode).toBe(200);
      expect((await t.post("/api/users/verification/resend", { email: `nobody-${unique()}@x.io` })).json().message).toBe("User not found");
    });
  });

  describe("login", () => {
    it("answers a bearer token for the right password", async () => {
      const email = `login-${unique()}@x.io`;
      await t.signup(email);
      const response = await t.login(email.toUpperCase(), strongPassword);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token_type: "Bearer", expires_in: 18_003, user: { email } });
    });
    it("says 'Invalid credentials' for a wrong password", async () => {
      const email = `wrong-${unique()}@x.io`;
      await t.signup(email);
      const response = await t.login(email, "Wrong1234");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid credentials", code: "invalid_credentials" });
    });
    it("says 'This account doesn't exist' for an unknown address", async () => {
      const response = await t.login(`ghost-${unique()}@x.io`, strongPassword);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This account doesn't exist");
    });
  });

  describe("sessions", () => {
    it("logs out with GET /api/logout", async () => {
      const { token } = await t.signup(`out-${unique()}@x.io`);
      expect((await t.get("/api/logout", token)).json()).toEqual({ message: "Logged out" });
      expect((await t.get("/api/current-user", token)).statusCode).toBe(401);
    });
    it("expires after 18,000,000 ms plus 3 s idle, and activity keeps it alive", async () => {
      const { token } = await t.signup(`idle-${unique()}@x.io`);
      t.clock.advance(18_000_000);
      expect((await t.get("/api/current-user", token)).statusCode).toBe(200);
      t.clock.advance(18_000_000);
      expect((await t.get("/api/current-user", token)).statusCode).toBe(200);
      t.clock.advance(18_003_001);
      expect((await t.get("/api/current-user", token)).statusCode).toBe(401);
    });
    it("refuses a persona the user does not hold", async () => {
      const { token } = await t.signup(`persona-${unique()}@x.io`);
      expect((await t.get("/api/current-user", token, { "x-persona": "worker" })).json().persona.current).toBe("worker");
      const admin = await t.get("/api/current-user", token, { "x-persona": "admin" });
      expect(admin.statusCode).toBe(403);
      expect(admin.json().code).toBe("persona_not_allowed");
    });
  });

  describe("forgot and reset password", () => {
    it("says 'User not found' for an unknown address", async () => {
      const response = await t.post("/api/password/forgot", { email: `none-${unique()}@x.io` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("User not found");
    });
    it("resets with the mailed link once, ends old sessions, and the new password works", async () => {
      const email = `reset-${unique()}@x.io`;
      const { token: oldSession } = await t.signup(email);
      expect((await t.post("/api/password/forgot", { email })).statusCode).toBe(200);
      const link = await t.linkToken(email, "reset_password");
      const mismatch = await t.post("/api/password/reset", { token: link, password: "NewSecret1", password_confirmation: "NewSecret2" });
      expect(mismatch.json().errors.password_confirmation).toEqual(["Passwords must match"]);
      const ok = await t.post("/api/password/reset", { token: link, password: "NewSecret1", password_confirmation: "NewSecret1" });
      expect(ok.statusCode).toBe(200);
      expect((await t.get("/api/current-user", oldSession)).statusCode).toBe(401);
      expect((await t.login(email, strongPassword)).statusCode).toBe(401);
      expect((await t.login(email, "NewSecret1")).statusCode).toBe(200);
      const reused = await t.post("/api/password/reset", { token: link, password: "NewSecret3", password_confirmation: "NewSecret3" });
      expect(reused.json().message).toBe("Token already expired, invalid or already used");
    });
    it("refuses a link older than 1 day", async () => {
      const email = `expired-${unique()}@x.io`;
      await t.signup(email);
      await t.post("/api/password/forgot", { email });
      const link = await t.linkToken(email, "reset_password");
      t.clock.advance(24 * 3600_000 + 1000);
      const response = await t.post("/api/password/reset", { token: link, password: "NewSecret1", password_confirmation: "NewSecret1" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Token already expired, invalid or already used");
    });
  });

  describe("mail budget", () => {
    it("mails at most 5 reset links per address and hour", async () => {
      const email = `budget-${unique()}@x.io`;
      await t.signup(email);
      for (let i = 0; i < 5; i += 1) expect((await t.post("/api/password/forgot", { email })).statusCode).toBe(200);
      const sixth = await t.post("/api/password/forgot", { email });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe("mail_throttled");
    });
  });

  describe("unsubscribe", () => {
    it("stops notification mail with the link's token", async () => {
      const email = `unsub-${unique()}@x.io`;
      const { token } = await t.signup(email);
      const mail = (await t.outbox(email))[0]!;
      const unsubscribeToken = new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]!).searchParams.get("token")!;
      expect((await t.post("/api/unsubscribe", { token: unsubscribeToken })).json()).toEqual({ message: "You have been unsubscribed." });
      expect((await t.get("/api/current-user", token)).json().unsubscribed).toBe(true);
      expect((await t.post("/api/unsubscribe", { token: "forged.token" })).statusCode).toBe(400);
    });
  });
});
