import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailAddressMessages } from "@workledger/domain";
import { userStreamName } from "@workledger/event-schemas";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);
const day = 24 * 3600_000;
/** The full-width forms of printable ASCII (NFKC folds them back). */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const digits = () => String(Math.floor(Math.random() * 1e9));
const signupBody = (email: string, companyName?: string) => ({
  first_name: "A",
  last_name: "B",
  email,
  password: strongPassword,
  password_confirmation: strongPassword,
  terms: true,
  ...(companyName === undefined ? {} : { company_name: companyName }),
});

describe("one address, one form, on PostgreSQL", () => {
  let t: IdentityTestApp;
  let manager: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;
  const invite = (emails: unknown) => t.post(`/api/companies/${companyId}/users/invite`, { emails, workspace: companyId, language: "en" }, manager.token);
  const add = (email: string) => t.post(`/api/companies/${companyId}/users`, { email, first_name: "Al", last_name: "Ike" }, manager.token);

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    manager = await t.founder(`boss-${unique()}@x.io`, "Form Co");
    companyId = (manager.user.default_company as { id: string }).id;
  });
  afterAll(async () => t?.close());

  it("stores the normal form: NFKC, lower case, no trailing dot; its look-alikes are the same address", async () => {
    const tag = unique();
    const created = await t.post("/api/signup", signupBody(`Mixed.Case-${tag}@Example.COM.`, "Case Co"));
    expect(created.statusCode).toBe(201);
    expect(created.json().user.email).toBe(`mixed.case-${tag}@example.com`);
    // Proven, so no other company's invitation takes it over.
    expect((await t.post("/api/users/verification/verify", { token: await t.linkToken(`mixed.case-${tag}@example.com`, "verify_email") })).statusCode).toBe(200);
    for (const twin of [`mixed.case-${tag}@example.com.`, ` MIXED.CASE-${tag}@EXAMPLE.COM `, `${fullWidth(`mixed.case-${tag}`)}@example.com`]) {
      const again = await t.post("/api/signup", signupBody(twin, "Twin Co"));
      expect(again.statusCode, twin).toBe(409);
      expect(again.json().message).toBe("This email / RFID is already in use");
    }
    const added = await add(`mixed.case-${tag}@example.com.`);
    expect(added.statusCode).toBe(409);
    expect((await invite([`Mixed.Case-${tag}@example.com.`])).json().message).toMatch(/^These emails are already registered/);
    // Signing in finds the account from any of its spellings.
    expect((await t.login(`MIXED.case-${tag}@example.com.`, strongPassword)).statusCode).toBe(200);
  });

  it("refuses invisible characters and local parts that mix scripts or widths, naming the field", async () => {
    const cases: [string, string][] = [
      [`wo\u200Brker-${unique()}@x.io`, emailAddressMessages.invisible],
      [`wor\u00ADker-${unique()}@x.io`, emailAddressMessages.invisible],
      [`w\u043Erker-${unique()}@x.io`, emailAddressMessages.mixedScripts],
      [`\uFF57orker-${unique()}@x.io`, emailAddressMessages.mixedScripts],
    ];
    for (const [email, message] of cases) {
      const signup = await t.post("/api/signup", signupBody(email, "Spoof Co"));
      expect(signup.statusCode, JSON.stringify(email)).toBe(400);
      expect(signup.json().errors).toEqual({ email: [message] });
      const added = await add(email);
      expect(added.statusCode).toBe(400);
      expect(added.json().errors).toEqual({ email: [message] });
    }
    const listed = await invite(["fine@x.io", `w\u043Erker@x.io`, `zw\u200B@x.io`]);
    expect(listed.statusCode).toBe(400);
    expect(listed.json().message).toMatch(/^Invalid email address \[/);
    expect(listed.json().message).toContain("w\u043Erker@x.io");
    expect(listed.json().errors.emails).toEqual(expect.arrayContaining([`${emailAddressMessages.invisible}: zw<U+200B>@x.io`, `${emailAddressMessages.mixedScripts}: w\u043Erker@x.io`]));
    // An address wholly in another script is one form, and allowed.
    expect((await add(`\u0438\u0432\u0430\u043D-${digits()}@x.io`)).statusCode).toBe(201);
  });

  it("applies the same rule and uniqueness to an email change", async () => {
    const email = `change-${unique()}@x.io`;
    const id = (await invite([email])).json().invited[0].id as string;
    const spoof = await t.put(`/api/companies/${companyId}/users/${id}`, { email: `m\u0430nager@x.io` }, manager.token);
    expect(spoof.statusCode).toBe(400);
    expect(spoof.json().errors).toEqual({ email: [emailAddressMessages.mixedScripts] });
    const twin = await t.put(`/api/companies/${companyId}/users/${id}`, { email: `${String(manager.user.email).toUpperCase()}.` }, manager.token);
    expect(twin.statusCode).toBe(409);
    const same = await t.put(`/api/companies/${companyId}/users/${id}`, { email: `${email.toUpperCase()}.` }, manager.token);
    expect(same.json().data).toMatchObject({ email, pending_email: null });
  });
});

describe("unverified claims expire, on PostgreSQL", () => {
  let t: IdentityTestApp;
  const manager = async () => {
    const boss = await t.founder(`claims-boss-${unique()}@x.io`, "Claims Co");
    return { token: boss.token, companyId: (boss.user.default_company as { id: string }).id };
  };
  const inviteAs = (boss: { token: string; companyId: string }, email: string) =>
    t.post(`/api/companies/${boss.companyId}/users/invite`, { emails: [email], workspace: boss.companyId, language: "en" }, boss.token);

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
  });
  afterAll(async () => t?.close());

  it("an invite takes over an address held only by an unverified sign-up without a company, through its own link", async () => {
    const boss = await manager();
    const victim = `victim-${unique()}@x.io`;
    const squatter = await t.post("/api/signup", signupBody(victim));
    expect(squatter.statusCode).toBe(201);
    const squatterToken = squatter.json().access_token as string;
    const squatterVerification = await t.linkToken(victim, "verify_email");

    const invited = await inviteAs(boss, victim);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().conflicting).toEqual([]);
    const invitedId = invited.json().invited[0].id as string;

    expect((await t.get("/api/current-user", squatterToken)).statusCode).toBe(401);
    expect((await t.login(victim, strongPassword)).json().message).toBe("Please verify your email");
    expect((await t.post("/api/users/verification/verify", { token: squatterVerification })).statusCode).toBe(400);
    const squatterId = squatter.json().user.id as string;
    const squatterCompany = (await t.db.selectFrom("directory_users").select("company_id").where("id", "=", squatterId).executeTakeFirstOrThrow()).company_id;
    expect((await t.eventStore.readStream(userStreamName(squatterCompany, squatterId))).map((e) => e.type)).toContain("UserEmailClaimLapsed");

    const set = await t.post("/api/password/set", { token: await t.linkToken(victim, "set_password"), password: "Victim12345", password_confirmation: "Victim12345" });
    expect(set.statusCode).toBe(200);
    const me = (await t.get("/api/current-user", await t.tokenFor(victim, "Victim12345"))).json();
    expect(me).toMatchObject({ id: invitedId, default_company: { id: boss.companyId } });
    // Asking for a reset by address finds the person who holds it now.
    expect((await t.post("/api/password/forgot", { email: victim })).statusCode).toBe(200);
  });

  it("a real employer's invitation or manual add takes over an unverified sign-up with a company, and a pending invitation of another company", async () => {
    const boss = await manager();
    const withCompany = `company-${unique()}@x.io`;
    const squatter = await t.signup(withCompany, "Young Co");
    const invited = await inviteAs(boss, withCompany);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().conflicting).toEqual([]);
    expect((await t.get("/api/current-user", squatter.token)).statusCode).toBe(401);
    const squatterCompany = (squatter.user.default_company as { id: string }).id;
    expect((await t.eventStore.readStream(userStreamName(squatterCompany, squatter.user.id))).at(-1)).toMatchObject({ type: "UserEmailClaimLapsed", data: { email: withCompany, reason: "invited_elsewhere" } });

    // A verified company invited the address first, nobody followed the link: another company's invitation wins.
    const squattingCompany = await manager();
    const pending = `pending-${unique()}@x.io`;
    const squatted = await inviteAs(squattingCompany, pending);
    const squattedId = squatted.json().invited[0].id as string;
    const squattedLink = await t.linkToken(pending, "set_password");
    const employer = await manager();
    const taken = await inviteAs(employer, pending);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().invited).toHaveLength(1);
    expect((await t.eventStore.readStream(userStreamName(squattingCompany.companyId, squattedId))).at(-1)).toMatchObject({ type: "UserEmailClaimLapsed", data: { reason: "invited_elsewhere" } });
    // The squatter's link is dead; the employer's works, and proves the address.
    expect((await t.post("/api/password/set", { token: squattedLink, password: strongPassword, password_confirmation: strongPassword })).statusCode).toBe(400);
    expect((await t.post("/api/password/set", { token: await t.linkToken(pending, "set_password"), password: strongPassword, password_confirmation: strongPassword })).statusCode).toBe(200);
    // Proven now: nobody takes it any more, by invitation or by hand.
    expect((await inviteAs(squattingCompany, pending)).statusCode).toBe(409);
    expect((await t.post(`/api/companies/${squattingCompany.companyId}/users`, { email: pending, first_name: "A", last_name: "B" }, squattingCompany.token)).statusCode).toBe(409);

    // A manual add takes a pending invitation over the same way.
    const added = `added-${unique()}@x.io`;
    await inviteAs(squattingCompany, added);
    expect((await t.post(`/api/companies/${employer.companyId}/users`, { email: added, first_name: "A", last_name: "B" }, employer.token)).statusCode).toBe(201);
  });

  it("a verified sign-up keeps its address; the same company re-inviting its pending invitee hears it is registered; a sign-up never takes a fresh claim over", async () => {
    const boss = await manager();
    const verified = `verified-${unique()}@x.io`;
    await t.founder(verified, "Real Co");
    const lonely = `lonely-${unique()}@x.io`;
    await t.post("/api/signup", signupBody(lonely));
    const mine = `mine-${unique()}@x.io`;
    expect((await inviteAs(boss, mine)).statusCode).toBe(200);

    expect((await inviteAs(boss, verified)).statusCode).toBe(409);
    expect((await t.post(`/api/companies/${boss.companyId}/users`, { email: verified, first_name: "A", last_name: "B" }, boss.token)).statusCode).toBe(409);
    expect((await inviteAs(boss, mine)).json().code).toBe("emails_conflicting");
    expect((await t.post("/api/signup", signupBody(lonely, "Other Co"))).statusCode).toBe(409);
    expect((await t.post("/api/signup", signupBody(mine, "Other Co"))).statusCode).toBe(409);
  });

  it("after the verification window an unverified sign-up no longer blocks its address, even for another sign-up; a verified one still does", async () => {
    const withCompany = `stale-${unique()}@x.io`;
    const stale = await t.signup(withCompany, "Stale Co");
    const verified = `kept-${unique()}@x.io`;
    await t.founder(verified, "Kept Co");

    t.clock.advance(7 * day - 60_000);
    expect((await t.post("/api/signup", signupBody(withCompany, "Early Co"))).statusCode).toBe(409);
    t.clock.advance(2 * 60_000);

    const again = await t.post("/api/signup", signupBody(withCompany, "Fresh Co"));
    expect(again.statusCode).toBe(201);
    expect((await t.get("/api/current-user", stale.token)).statusCode).toBe(401);
    expect((await t.post("/api/signup", signupBody(verified, "Thief Co"))).statusCode).toBe(409);
    const boss = await manager();
    expect((await inviteAs(boss, verified)).statusCode).toBe(409);
  });
});
