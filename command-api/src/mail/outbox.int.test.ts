import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, type IdentityTestApp } from "../identity/testing/identity-test-app.ts";
import { demoCredentials, seedDemo } from "../seed/demo-seed.ts";

describe("the mail outbox viewer (a development aid)", () => {
  let t: IdentityTestApp;
  let adminToken: string;
  let managerToken: string;
  const email = `outbox-${crypto.randomUUID().slice(0, 8)}@x.io`;

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres", { devOutbox: true });
    await seedDemo(t.identity.deps);
    adminToken = await t.tokenFor(demoCredentials[0]!.email, demoCredentials[0]!.password);
    managerToken = (await t.signup(email)).token;
    expect((await t.post("/api/password/forgot", { email })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it("answers nobody who is not signed in", async () => {
    expect((await t.get(`/api/dev/outbox?to=${email}`)).statusCode).toBe(401);
  });

  it("answers a company's manager 403, even about their own mail", async () => {
    const response = await t.get(`/api/dev/outbox?to=${email}`, managerToken);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("token=");
  });

  it("answers a platform admin with the kept links", async () => {
    const response = await t.get(`/api/dev/outbox?to=${email}`, adminToken);
    expect(response.statusCode).toBe(200);
    const kinds = (response.json() as { data: { kind: string; link: string }[] }).data.map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(["verify_email", "reset_password"]));
  });

  it("does not exist when the configuration leaves it off", async () => {
    const off = await createIdentityTestApp("postgres", { devOutbox: false });
    try {
      expect((await off.get("/api/dev/outbox")).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
