import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "../identity/testing/identity-test-app.ts";
import { openRealtimeChannel } from "../testing/realtime-channel.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

describe("the server log holds no secret after a signed-in walk (real websocket, real log destination)", () => {
  let dist: string;
  let t: IdentityTestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "wl-log-dist-"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Workledger</title><div id=root></div>");
    t = await createIdentityTestApp("pglite", { logLines: lines, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  }, 60_000);

  it("logs every URL it was asked for without the tokens, tickets and link tokens in it", async () => {
    const secrets: string[] = [];
    const founder = await t.signup(`log-${unique()}@x.io`, "Log Co");
    secrets.push(founder.token);
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });

    // Signed in: pages, the current user, the realtime socket.
    expect((await t.get("/api/current-user", founder.token)).statusCode).toBe(200);
    const channel = await openRealtimeChannel(url, founder.token);
    await channel.waitFor((m) => m.type === "subscribed");
    if (channel.ticket !== undefined) secrets.push(channel.ticket);
    channel.socket.close();

    // Links from mail, opened in the browser (served by the static routes) and then used.
    const verification = await t.linkToken(founder.user.email as string, "verify_email");
    secrets.push(verification);
    expect((await t.app.inject({ method: "GET", url: `/verification?token=${verification}` })).statusCode).toBe(200);
    await t.post("/api/password/forgot", { email: founder.user.email });
    const reset = await t.linkToken(founder.user.email as string, "reset_password");
    secrets.push(reset);
    expect((await t.app.inject({ method: "GET", url: `/forgot-password?token=${reset}&email=x%40y.z` })).statusCode).toBe(200);
    await t.app.inject({ method: "GET", url: `/set-password?signature=abc123secret&code=987654secret` });
    secrets.push("abc123secret", "987654secret");
    expect((await t.post("/api/password/reset", { token: reset, password: strongPassword, password_confirmation: strongPassword })).statusCode).toBe(200);
    const again = await t.tokenFor(founder.user.email as string, strongPassword);
    secrets.push(again);
    await t.app.inject({ method: "GET", url: `/api/current-user?token=${again}` });

    const log = lines.join("\n");
    // The walk was logged (so the check below can fail)...
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((u): u is string => u !== undefined);
    expect(urls).toContain("/forgot-password?token=[redacted]&email=x%40y.z");
    expect(urls).toContain("/set-password?signature=[redacted]&code=[redacted]");
    expect(urls.some((u) => u.startsWith("/api/realtime"))).toBe(true);
    // ...and holds none of the secrets.
    for (const secret of secrets) expect(log, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
  });
});
