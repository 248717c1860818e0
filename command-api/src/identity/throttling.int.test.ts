import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

describe("throttling of password checks and link mails", () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
  });
  afterAll(async () => t?.close());

  /** A POST from a given client address (the throttles count per client). */
  const postFrom = (remoteAddress: string, url: string, body: unknown, token?: string) =>
    t.app.inject({ method: "POST", url, remoteAddress, headers: t.headers(token), payload: body as object });

  describe("the current-password check of a password change", () => {
    const change = (userId: string, token: string, current: string) =>
      t.post(`/api/users/${userId}/password`, { current_password: current, password: "Changed123", password_confirmation: "Changed123" }, token);

    it("counts with the login failures: after 5 wrong guesses even the right one is 429, and so is login", async () => {
      const email = `guess-${unique()}@x.io`;
      const { token, user } = await t.signup(email);
      for (let i = 0; i < 5; i += 1) expect((await change(user.id, token, `Wrong${i}12345`)).statusCode).toBe(400);
      const refused = await change(user.id, token, strongPassword);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("login_throttled");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await t.login(email, strongPassword)).statusCode).toBe(429);
      t.clock.advance(16 * 60_000);
      expect((await t.login(email, strongPassword)).statusCode).toBe(200);
    });

    it("shares one budget with failed logins", async () => {
      const email = `mixed-${unique()}@x.io`;
      const { token, user } = await t.signup(email);
      for (let i = 0; i < 3; i += 1) expect((await t.login(email, "Wrong12345")).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await change(user.id, token, "Wrong12345")).statusCode).toBe(400);
      expect((await change(user.id, token, strongPassword)).statusCode).toBe(429);
    });
  });

  describe.each([
    ["forgot-password", "/api/password/forgot"],
    ["resend-verification", "/api/users/verification/resend"],
  ])("%s", (_name, url) => {
    it("is limited per address, whether or not anyone holds it", async () => {
      const email = `nobody-${unique()}@x.io`;
      for (let i = 0; i < 5; i += 1) expect((await postFrom(`10.1.0.${i + 1}`, url, { email })).statusCode).toBe(404);
      const sixth = await postFrom("10.1.0.99", url, { email });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: "mail_throttled", message: "Too many emails were requested. Try again later." });
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
      t.clock.advance(61 * 60_000);
      expect((await postFrom("10.1.0.99", url, { email })).statusCode).toBe(404);
    });

    it("is limited per client address across addresses", async () => {
      const client = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 20; i += 1) expect((await postFrom(client, url, { email: `spray-${unique()}@x.io` })).statusCode).toBe(404);
      expect((await postFrom(client, url, { email: `spray-${unique()}@x.io` })).statusCode).toBe(429);
      // Another client is not held back by this one.
      expect((await postFrom("10.3.0.1", url, { email: `spray-${unique()}@x.io` })).statusCode).toBe(404);
    });
  });
});
