import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAbsoluteLifetimeMs } from "@workledger/domain";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

interface Listed {
  id: string;
  user_agent: string | null;
  ip_address: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  current: boolean;
}

describe("a person's own sessions (list, end one, sign out everywhere)", () => {
  let t: IdentityTestApp;
  let email: string;
  let userId: string;

  const loginFrom = async (userAgent: string) => {
    const response = await t.post("/api/login", { email, password: strongPassword }, undefined, { "user-agent": userAgent });
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  };
  const list = async (token: string) => {
    const response = await t.get(`/api/users/${userId}/sessions`, token);
    expect(response.statusCode).toBe(200);
    return response.json().data as Listed[];
  };

  beforeAll(async () => {
    t = await createIdentityTestApp("pglite");
    email = `sessions-${unique()}@x.io`;
    userId = (await t.signup(email, "Sessions Co")).user.id;
  });
  afterAll(async () => t?.close());

  it("lists the open sessions with device, address, sign-in, last activity and end, the current one first and marked", async () => {
    const onFirefox = await loginFrom(firefox);
    t.clock.advance(120_000);
    const onPhone = await loginFrom(iphone);
    const logged = await loginFrom("curl/8");
    expect((await t.get("/api/logout", logged)).statusCode).toBe(200);

    const seen = await list(onFirefox);
    const mine = seen.filter((s) => s.user_agent === firefox || s.user_agent === iphone);
    expect(mine).toHaveLength(2);
    expect(seen.map((s) => s.user_agent)).not.toContain("curl/8");
    expect(seen[0]).toMatchObject({ user_agent: firefox, current: true, ip_address: "127.0.0.1" });
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    const phone = seen.find((s) => s.user_agent === iphone)!;
    expect(phone.current).toBe(false);
    expect(new Date(phone.expires_at).getTime()).toBe(new Date(phone.last_seen_at).getTime() + 18_003_000);

    // Seen from the phone, the phone is the current one.
    expect((await list(onPhone)).find((s) => s.current)?.user_agent).toBe(iphone);
  });

  it("refuses another person's list, and another person's session to end", async () => {
    const other = await t.signup(`other-${unique()}@x.io`, "Other Co");
    const mineToken = await loginFrom(firefox);
    expect((await t.get(`/api/users/${userId}/sessions`, other.token)).statusCode).toBe(403);
    const target = (await list(mineToken)).find((s) => s.current)!;
    expect((await t.post(`/api/users/${other.user.id}/sessions/${target.id}/revoke`, {}, other.token)).statusCode).toBe(404);
    expect((await t.post(`/api/users/${userId}/sessions/${target.id}/revoke`, {}, other.token)).statusCode).toBe(403);
    expect((await t.get("/api/current-user", mineToken)).statusCode).toBe(200);
    expect((await t.get(`/api/users/${userId}/sessions`)).statusCode).toBe(401);
  });

  it("ends one session: that token stops working, the others go on, and it leaves the list", async () => {
    const keep = await loginFrom(firefox);
    const end = await loginFrom(iphone);
    const endId = (await list(end)).find((s) => s.current)!.id;
    const ended = await t.post(`/api/users/${userId}/sessions/${endId}/revoke`, {}, keep);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: "Session ended" });
    expect((await t.get("/api/current-user", end)).statusCode).toBe(401);
    expect((await t.get("/api/current-user", keep)).statusCode).toBe(200);
    expect((await list(keep)).map((s) => s.id)).not.toContain(endId);
    expect((await t.post(`/api/users/${userId}/sessions/${endId}/revoke`, {}, keep)).statusCode).toBe(404);
  });

  it("signs out everywhere: every session of the person ends, the asking one included", async () => {
    const tokens = [await loginFrom(firefox), await loginFrom(iphone), await loginFrom(firefox)];
    const other = await t.signup(`bystander-${unique()}@x.io`, "Bystander Co");
    const answer = await t.post(`/api/users/${userId}/sessions/revoke-all`, {}, tokens[0]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "Signed out everywhere" });
    for (const token of tokens) expect((await t.get("/api/current-user", token)).statusCode).toBe(401);
    expect((await t.get("/api/current-user", other.token)).statusCode).toBe(200);
    expect((await t.post(`/api/users/${userId}/sessions/revoke-all`, {}, tokens[1])).statusCode).toBe(401);
  });

  it("ends a busy session at its absolute lifetime and says so in the list", async () => {
    const token = await loginFrom(firefox);
    const [current] = (await list(token)).filter((s) => s.current);
    expect(new Date(current!.expires_at).getTime()).toBe(Math.min(new Date(current!.created_at).getTime() + sessionAbsoluteLifetimeMs, new Date(current!.last_seen_at).getTime() + 18_003_000));
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(sessionAbsoluteLifetimeMs / 12);
      expect((await t.get("/api/current-user", token)).statusCode).toBe(200);
    }
    expect(new Date((await list(token)).find((s) => s.current)!.expires_at).getTime()).toBe(new Date(current!.created_at).getTime() + sessionAbsoluteLifetimeMs);
    t.clock.advance(1);
    expect((await t.get("/api/current-user", token)).statusCode).toBe(401);
  });

  it("documents the session and realtime ticket routes in the OpenAPI document", async () => {
    const paths = (await t.get("/api/openapi.json")).json().paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    for (const [path, method] of [
      ["/api/users/{id}/sessions", "get"],
      ["/api/users/{id}/sessions/{sessionId}/revoke", "post"],
      ["/api/users/{id}/sessions/revoke-all", "post"],
      ["/api/realtime/ticket", "post"],
    ] as const) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
      expect(paths[path]?.[method]?.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });
});
