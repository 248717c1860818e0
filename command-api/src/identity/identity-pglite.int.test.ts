import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

// The embedded default runs on PGlite: the main path once more on it (the full suites run on PostgreSQL).
describe("identity on PGlite", () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp("pglite");
  });
  afterAll(async () => t?.close());

  it("signs up, verifies, invites, sets the password, logs in, lists and changes rights", async () => {
    const founder = await t.signup("founder@pglite.io", "Lite Co");
    const companyId = (founder.user.default_company as { id: string }).id;
    expect((await t.post("/api/users/verification/verify", { token: await t.linkToken("founder@pglite.io", "verify_email") })).statusCode).toBe(200);
    const invited = await t.post(`/api/companies/${companyId}/users/invite`, { emails: "w1@pglite.io, nope", workspace: companyId, language: "en" }, founder.token);
    expect(invited.json().message).toBe("Invalid email address [nope]");
    const ok = await t.post(`/api/companies/${companyId}/users/invite`, { emails: "w1@pglite.io", workspace: companyId, language: "en" }, founder.token);
    const workerId = ok.json().invited[0].id;
    await t.post("/api/password/set", { token: await t.linkToken("w1@pglite.io", "set_password"), password: strongPassword, password_confirmation: strongPassword });
    const workerToken = await t.tokenFor("w1@pglite.io", strongPassword);
    expect((await t.get(`/api/companies/${companyId}/workers?status=active`, founder.token)).json().meta.total).toBe(2);
    expect((await t.get(`/api/companies/${companyId}/workers`, workerToken)).statusCode).toBe(403);
    await t.put(`/api/companies/${companyId}/users/${workerId}/rights`, { user_role_id: 3, general_rights_workspace_ids: ["w"], manager_rights_workspace_ids: [], permissions: [] }, founder.token);
    expect((await t.get("/api/current-user", workerToken)).statusCode).toBe(401);
    expect((await t.login("w1@pglite.io", "Wrong1234")).json().message).toBe("Invalid credentials");
  });

  it("corrects an invitee's address: the link mailed to the typo is refused, the corrected one sets the password", async () => {
    const founder = await t.founder("lite-boss@pglite.io", "Lite Mail Co");
    const companyId = (founder.user.default_company as { id: string }).id;
    const id = (await t.post(`/api/companies/${companyId}/users/invite`, { emails: "typo@pglite.io", workspace: companyId, language: "en" }, founder.token)).json().invited[0].id;
    const typoLink = await t.linkToken("typo@pglite.io", "set_password");
    const corrected = await t.put(`/api/companies/${companyId}/users/${id}`, { email: "Right@PGlite.io." }, founder.token);
    expect(corrected.json().data).toMatchObject({ email: "typo@pglite.io", pending_email: "right@pglite.io" });
    const set = (token: string) => t.post("/api/password/set", { token, password: strongPassword, password_confirmation: strongPassword });
    expect((await set(typoLink)).json().message).toBe("Token already expired, invalid or already used");
    expect((await set(await t.linkToken("right@pglite.io", "set_password"))).statusCode).toBe(200);
    expect((await t.login("right@pglite.io", strongPassword)).statusCode).toBe(200);
  });
});
