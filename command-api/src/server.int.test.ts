import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServerUrl } from "@workledger/event-store/testing/index.ts";
import { startProcess } from "./server.ts";

const root = join(import.meta.dirname, "..", "..");
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

const admin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};

describe("the process", () => {
  it("refuses to start on a bad value, naming the key, with exit code 1", async () => {
    const child = spawn(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "command-api/src/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "eighty", LOG_LEVEL: "loud", DATA_DIR: join(tmpdir(), "wl-never-created") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/LOG_LEVEL: /);
    expect(existsSync(join(tmpdir(), "wl-never-created"))).toBe(false);
  }, 60_000);

  it("runs the embedded default: PGlite under DATA_DIR, projections and API in one process", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "wl-embedded-"));
    const running = await startProcess("embedded", { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent", WEB_DIST_DIR: join(dataDir, "no-web") });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const ready = await fetch(`${running.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(existsSync(join(dataDir, "pglite"))).toBe(true);
      expect(running.runner?.get("audit")).toBeDefined();
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the split processes on PostgreSQL and NATS (as in docker-compose)", () => {
  const name = `wl_test_${randomUUID().replaceAll("-", "")}`;
  const ns = `wl_test_${randomUUID().slice(0, 8)}`;
  const env = {
    DATABASE_URL: testServerUrl(name),
    NATS_URL: natsUrl,
    NATS_STREAM: ns.toUpperCase(),
    NATS_SUBJECT_PREFIX: ns,
    PORT: "0",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
  };
  beforeAll(async () => admin(`CREATE DATABASE ${name}`));
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const nc = await connect({ servers: natsUrl });
    await (await jetstreamManager(nc)).streams.delete(env.NATS_STREAM).catch(() => undefined);
    await nc.close();
  });

  it("starts the projection runner without HTTP, and the API without projections", async () => {
    const projections = await startProcess("projections", env);
    const api = await startProcess("api", env);
    try {
      expect(projections.url).toBeUndefined();
      expect(projections.runner?.get("audit")).toBeDefined();
      expect(api.runner).toBeUndefined();
      const ready = await fetch(`${api.url}/api/ready`);
      expect(await ready.json()).toMatchObject({ status: "ready" });
    } finally {
      await api.stop();
      await projections.stop();
    }
  }, 60_000);
});
