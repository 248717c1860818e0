import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

describe("an invited person sets a password, names themselves and lands signed in", () => {
  let t: IdentityTestApp;
  let manager: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;

  const invite = (body: Record<string, unknown>) =>
    t.post(`/api/companies/${companyId}/users/invite`, { workspace: companyId, language: "fi", ...body }, manager.token);
  const setPassword = (token: string, extra: Record<string, unknown> = {}) =>
    t.post("/api/password/set", { token, password: strongPassword, password_confirmation: strongPassword, ...extra });

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    manager = await t.founder(`owner-${unique()}@x.io`, "Cleaning Co");
    companyId = (manager.user.default_company as { id: string }).id;
  });
  afterAll(async () => t?.close());

  it("the page learns the invited address and that the person has no name, without using the link", async () => {
    const email = `nameless-${unique()}@x.io`;
    expect((await invite({ emails: [email] })).statusCode).toBe(200);
    const token = await t.linkToken(email, "set_password");
    const looked = await t.post("/api/password/set/invitation", { token });
    expect(looked.json()).toEqual({ email, first_name: "", last_name: "" });

    const refused = await setPassword(token, { first_name: " ", last_name: "Virtanen" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ first_name: ["This field is required"] });

    const set = await setPassword(token, { first_name: " Mia ", last_name: "Virtanen" });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe("Your password has been set.");
    expect(set.json().user).toMatchObject({ email, first_name: "Mia", last_name: "Virtanen", full_name: "Mia Virtanen", language: "fi" });
    // The answer's token is a working session, like the login's.
    const me = await t.get("/api/current-user", set.json().access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    expect((await t.post("/api/password/set/invitation", { token })).json().message).toBe("Token already expired, invalid or already used");
  });

  it("an invite may carry the person's names; several addresses take none", async () => {
    const email = `named-${unique()}@x.io`;
    expect((await invite({ emails: email, first_name: "Eino", last_name: "Leino" })).statusCode).toBe(200);
    const token = await t.linkToken(email, "set_password");
    expect((await t.post("/api/password/set/invitation", { token })).json()).toEqual({ email, first_name: "Eino", last_name: "Leino" });

    const many = await invite({ emails: `a-${unique()}@x.io, b-${unique()}@x.io`, first_name: "Eino" });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ first_name: ["Names can be given when one person is invited"] });
    const long = await invite({ emails: `c-${unique()}@x.io`, last_name: "x".repeat(101) });
    expect(long.json().errors).toEqual({ last_name: ["At most 100 characters"] });
  });

  it("an unknown link is a 400 on both calls, with nothing written", async () => {
    expect((await t.post("/api/password/set/invitation", { token: "nope" })).statusCode).toBe(400);
    expect((await setPassword("nope", { first_name: "A", last_name: "B" })).statusCode).toBe(400);
  });
});
