import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

describe("serving the built web app", () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "wl-dist-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Workledger</title><div id=root></div>");
    await writeFile(join(dist, "assets", "app-1a2b.js"), "console.log('hi')");
    await writeFile(join(dist, "favicon.svg"), "<svg/>");
    t = await createTestApp("postgres", { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  }, 60_000);

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("serves index.html at the root", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<title>Workledger</title>");
  });

  it("serves files, hashed assets cached for good", async () => {
    const script = await get("/assets/app-1a2b.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.headers["cache-control"]).toContain("immutable");
    expect((await get("/favicon.svg")).statusCode).toBe(200);
  });

  it("answers client-side routes with index.html (SPA fallback), never cached", async () => {
    for (const url of ["/people/42", "/timesheet?week=2026-W47", "/admin/audit-log/"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id=root>');
    }
  });

  it("does not pretend a missing file is the app", async () => {
    expect((await get("/assets/missing-9z.js")).statusCode).toBe(404);
  });

  it("keeps /api unknown paths a JSON 404", async () => {
    for (const url of ["/api/unknown", "/api", "/api/people/42?x=1"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: "route_not_found" });
    }
  });

  it("still answers the API", async () => {
    expect((await get("/api/health")).json()).toEqual({ status: "ok" });
  });
});

describe("before the web app is built", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres", { env: { WEB_DIST_DIR: join(tmpdir(), "wl-no-such-dist") } });
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  it("answers page requests with a JSON 404 rather than crashing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/people/42" });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
