import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** The directives of a CSP header, by name. */
const directivesOf = (header: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== "")
      .map(([name, ...values]) => [name!, values]),
  );

const expectHardened = (response: LightMyRequestResponse, what: string) => {
  const csp = directivesOf(response.headers["content-security-policy"] as string | undefined);
  expect(csp["script-src"], what).toEqual(["'self'"]);
  expect(csp["object-src"], what).toEqual(["'none'"]);
  expect(csp["frame-ancestors"], what).toEqual(["'none'"]);
  expect(csp["base-uri"], what).toEqual(["'self'"]);
  expect(csp["default-src"], what).toEqual(["'self'"]);
  expect(Object.values(csp).flat(), what).not.toContain("'unsafe-inline'");
  expect(Object.values(csp).flat(), what).not.toContain("'unsafe-eval'");
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["referrer-policy"], what).toBe("no-referrer");
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(response.headers["permissions-policy"], what).toContain("microphone=()");
};

describe("security headers on every response", () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "wl-dist-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Workledger</title><div id=root></div>");
    await writeFile(join(dist, "assets", "app-1a2b.js"), "console.log('hi')");
    t = await createTestApp("postgres", { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  }, 60_000);

  it.each([
    ["the web app", "GET", "/"],
    ["a deep link (SPA fallback)", "GET", "/forgot-password?token=secret"],
    ["a hashed asset", "GET", "/assets/app-1a2b.js"],
    ["a missing file", "GET", "/assets/missing.js"],
    ["an API answer", "GET", "/api/health"],
    ["an unknown API route", "GET", "/api/nothing-here"],
    ["the OpenAPI document", "GET", "/api/openapi.json"],
  ])("%s (%s %s)", async (what, method, url) => {
    expectHardened(await t.app.inject({ method: method as "GET", url }), what);
  });

  it("an error answer (malformed JSON)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/health", headers: { "content-type": "application/json" }, payload: "{" });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectHardened(response, "error");
  });

  it("no HSTS on a plain-http address (it would pin loopback to https); HSTS behind an https public address", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    // A public address off loopback needs its own payroll keys secret (config.ts refuses the development one there).
    const behindTls = await createTestApp("postgres", { env: { PUBLIC_URL: "https://ledger.example.com", PAYROLL_KEYS_SECRET: "0f".repeat(32) } });
    try {
      expect((await behindTls.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBe("max-age=31536000");
    } finally {
      await behindTls.close();
    }
  });
});
