import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userStreamName } from "@workledger/event-schemas";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);
const refused = "Token already expired, invalid or already used";

describe("email changes and the links they leave behind, on PostgreSQL", () => {
  let t: IdentityTestApp;
  let manager: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;

  const invite = (email: string, language = "en") => t.post(`/api/companies/${companyId}/users/invite`, { emails: [email], workspace: companyId, language }, manager.token);
  const changeEmail = (userId: string, email: string) => t.put(`/api/companies/${companyId}/users/${userId}`, { email }, manager.token);
  const setPassword = (token: string) => t.post("/api/password/set", { token, password: strongPassword, password_confirmation: strongPassword });
  const verify = (token: string) => t.post("/api/users/verification/verify", { token });
  const activeWorker = async (prefix: string, language = "en") => {
    const email = `${prefix}-${unique()}@x.io`;
    const id = (await invite(email, language)).json().invited[0].id as string;
    expect((await setPassword(await t.linkToken(email, "set_password"))).statusCode).toBe(200);
    return { id, email, token: await t.tokenFor(email, strongPassword) };
  };
  const eventTypes = async (userId: string) => (await t.eventStore.readStream(userStreamName(companyId, userId))).map((e) => e.type);

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    manager = await t.founder(`boss-${unique()}@x.io`, "Mail Co");
    companyId = (manager.user.default_company as { id: string }).id;
  });
  afterAll(async () => t?.close());

  describe("a change stays pending until the new address confirms it", () => {
    it("by a manager: the old address keeps signing in and is told; confirming moves it, ends sessions and open reset links", async () => {
      const worker = await activeWorker("pending");
      const next = `next-${unique()}@x.io`;
      const changed = await changeEmail(worker.id, next);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ email: worker.email, pending_email: next });
      expect((await t.login(next, strongPassword)).statusCode).toBe(404);
      expect((await t.login(worker.email, strongPassword)).statusCode).toBe(200);
      const notice = (await t.outbox(worker.email)).find((m) => m.kind === "email_change_notice");
      expect(notice?.text).toContain(next);
      expect((await t.outbox(next)).map((m) => m.kind)).toEqual(["confirm_email"]);
      const listed = (await t.get(`/api/companies/${companyId}/workers?per_page=250`, manager.token)).json().data.find((p: { id: string }) => p.id === worker.id);
      expect(listed).toMatchObject({ email: worker.email, pending_email: next });

      // Still the old address: a reset link to it is issued now, and must die with the confirmation.
      expect((await t.post("/api/password/forgot", { email: worker.email })).statusCode).toBe(200);
      const reset = await t.linkToken(worker.email, "reset_password");
      const confirmed = await verify(await t.linkToken(next, "confirm_email"));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().message).toBe("Your new email address is confirmed.");

      expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(401);
      const resetLater = await t.post("/api/password/reset", { token: reset, password: "Another123", password_confirmation: "Another123" });
      expect(resetLater.json().message).toBe(refused);
      expect((await t.login(worker.email, strongPassword)).statusCode).toBe(404);
      const me = (await t.get("/api/current-user", await t.tokenFor(next, strongPassword))).json();
      expect(me).toMatchObject({ email: next, pending_email: null });
      expect(me.email_verified_at).not.toBeNull();
      expect(await eventTypes(worker.id)).toEqual(expect.arrayContaining(["UserEmailChangeRequested", "UserEmailChangeConfirmed"]));
      // A confirmation link works once.
      expect((await verify(await t.linkToken(next, "confirm_email"))).json().message).toBe(refused);
    });

    it("by the person in their profile, with the current password", async () => {
      const worker = await activeWorker("self");
      const next = `self-next-${unique()}@x.io`;
      const wrong = await t.post(`/api/users/${worker.id}/email`, { email: next, current_password: "Wrong12345" }, worker.token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ current_password: ["Invalid credentials"] });
      const asked = await t.post(`/api/users/${worker.id}/email`, { email: next, current_password: strongPassword }, worker.token);
      expect(asked.statusCode).toBe(200);
      expect(asked.json().data).toMatchObject({ email: worker.email, pending_email: next });
      expect((await t.outbox(worker.email)).map((m) => m.kind)).toContain("email_change_notice");
      // Someone else's address is not theirs to change.
      const other = await activeWorker("self-other");
      expect((await t.post(`/api/users/${other.id}/email`, { email: `x-${unique()}@x.io`, current_password: strongPassword }, worker.token)).statusCode).toBe(403);
      expect((await verify(await t.linkToken(next, "confirm_email"))).statusCode).toBe(200);
      expect((await t.login(next, strongPassword)).statusCode).toBe(200);
    });

    it("counts a wrong current password with the failed logins of the address: guessing it is throttled", async () => {
      const worker = await activeWorker("guess");
      const ask = (password: string) => t.post(`/api/users/${worker.id}/email`, { email: `guess-next-${unique()}@x.io`, current_password: password }, worker.token);
      for (let i = 0; i < 5; i += 1) expect((await ask(`Wrong${i}12345`)).statusCode).toBe(400);
      const throttled = await ask(strongPassword);
      expect(throttled.statusCode).toBe(429);
      expect((await t.login(worker.email, strongPassword)).statusCode).toBe(429);
      expect((await t.outbox(worker.email)).map((m) => m.kind)).not.toContain("email_change_notice");
    });

    it("can be cancelled: setting the current address again kills the confirmation link", async () => {
      const worker = await activeWorker("cancel");
      const next = `cancel-next-${unique()}@x.io`;
      await changeEmail(worker.id, next);
      const link = await t.linkToken(next, "confirm_email");
      const back = await changeEmail(worker.id, worker.email);
      expect(back.json().data).toMatchObject({ email: worker.email, pending_email: null });
      expect((await verify(link)).json().message).toBe(refused);
      expect(await eventTypes(worker.id)).toContain("UserEmailChangeCancelled");
    });

    it("is refused at confirmation when someone took the address meanwhile; the old address stays", async () => {
      const worker = await activeWorker("race");
      const next = `race-next-${unique()}@x.io`;
      await changeEmail(worker.id, next);
      await t.signup(next, "Quick Co");
      const late = await verify(await t.linkToken(next, "confirm_email"));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("This email / RFID is already in use");
      expect((await t.login(worker.email, strongPassword)).statusCode).toBe(200);
    });

    it("mails the confirmation and the notice in the person's language", async () => {
      const worker = await activeWorker("fi", "fi");
      const next = `fi-next-${unique()}@x.io`;
      await changeEmail(worker.id, next);
      expect((await t.outbox(next))[0]?.subject).toBe("Vahvista uusi sähköpostiosoitteesi (Workledger)");
      expect((await t.outbox(worker.email)).find((m) => m.kind === "email_change_notice")?.subject).toBe("Workledger-tilisi sähköpostiosoitetta ollaan vaihtamassa");
    });
  });

  describe("links die with the address they went to", () => {
    it("an invitee's corrected address: the link mailed to the typo is refused, the new one signs in at the right address", async () => {
      const typo = `typo-${unique()}@x.io`;
      const right = `right-${unique()}@x.io`;
      const id = (await invite(typo)).json().invited[0].id as string;
      const typoLink = await t.linkToken(typo, "set_password");
      const corrected = await changeEmail(id, right);
      expect(corrected.json().data).toMatchObject({ email: typo, pending_email: right, status: "waiting_activation" });
      // The typo address was never proven to be theirs: it hears nothing about the new one.
      expect((await t.outbox(typo)).map((m) => m.kind)).toEqual(["set_password"]);
      const stale = await setPassword(typoLink);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe(refused);
      expect((await t.login(right, strongPassword)).statusCode).toBe(404);

      expect((await setPassword(await t.linkToken(right, "set_password"))).statusCode).toBe(200);
      const me = (await t.get("/api/current-user", await t.tokenFor(right, strongPassword))).json();
      expect(me).toMatchObject({ id, email: right, status: "active", pending_email: null });
      expect(me.email_verified_at).not.toBeNull();
      expect((await t.login(typo, strongPassword)).statusCode).toBe(404);
    });

    it("a change revokes open reset and verification links at once, before any confirmation", async () => {
      const worker = await activeWorker("revoke");
      await t.post("/api/password/forgot", { email: worker.email });
      const reset = await t.linkToken(worker.email, "reset_password");
      await changeEmail(worker.id, `revoke-next-${unique()}@x.io`);
      const used = await t.post("/api/password/reset", { token: reset, password: "Another123", password_confirmation: "Another123" });
      expect(used.json().message).toBe(refused);

      const founderEmail = `founder-${unique()}@x.io`;
      const founder = await t.signup(founderEmail, "Verify Co");
      const verification = await t.linkToken(founderEmail, "verify_email");
      const moved = await t.post(`/api/users/${founder.user.id}/email`, { email: `founder-next-${unique()}@x.io`, current_password: strongPassword }, founder.token);
      expect(moved.statusCode).toBe(200);
      expect((await verify(verification)).json().message).toBe(refused);
    });

    it("resending a link revokes the previous one", async () => {
      const waiting = `resend-${unique()}@x.io`;
      const id = (await invite(waiting)).json().invited[0].id as string;
      const first = await t.linkToken(waiting, "set_password");
      await t.post(`/api/companies/${companyId}/users/${id}/activation/resend`, {}, manager.token);
      expect((await setPassword(first)).json().message).toBe(refused);
      expect((await setPassword(await t.linkToken(waiting, "activation"))).statusCode).toBe(200);

      const worker = await activeWorker("reconfirm");
      const next = `reconfirm-next-${unique()}@x.io`;
      await changeEmail(worker.id, next);
      const firstConfirm = await t.linkToken(next, "confirm_email");
      await changeEmail(worker.id, next);
      expect((await verify(firstConfirm)).json().message).toBe(refused);
      expect((await verify(await t.linkToken(next, "confirm_email"))).statusCode).toBe(200);

      await t.post("/api/password/forgot", { email: next });
      const firstReset = await t.linkToken(next, "reset_password");
      await t.post("/api/password/forgot", { email: next });
      expect((await t.post("/api/password/reset", { token: firstReset, password: "Another123", password_confirmation: "Another123" })).json().message).toBe(refused);
    });

    it("resending the activation of a corrected invitee goes to the corrected address only", async () => {
      const typo = `retypo-${unique()}@x.io`;
      const right = `reright-${unique()}@x.io`;
      const id = (await invite(typo)).json().invited[0].id as string;
      await changeEmail(id, right);
      const corrected = await t.linkToken(right, "set_password");
      t.clock.advance(3600_000);
      await t.post(`/api/companies/${companyId}/users/${id}/activation/resend`, {}, manager.token);
      t.clock.advance(-3600_000);
      expect((await t.outbox(typo)).map((m) => m.kind)).toEqual(["set_password"]);
      expect((await setPassword(corrected)).json().message).toBe(refused);
      const person = (await t.get(`/api/companies/${companyId}/users/${id}`, manager.token)).json().data;
      // The pending address now waits as long as the activation link it was sent (one week).
      expect(Date.parse(person.pending_email_expires_at) - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);
      expect((await setPassword(await t.linkToken(right, "activation"))).statusCode).toBe(200);
      expect((await t.login(right, strongPassword)).statusCode).toBe(200);
    });
  });
});
