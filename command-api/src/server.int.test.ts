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

/**
 * A command through HTTP and its read-back: signs a founder up, starts a work, and reads that work
 * with waitFor set to the command's ledger position. Answers only once the projections (in this
 * process or another) have applied the event; with no runner applying them the read times out.
 */
const commandIsReadBack = async (url: string): Promise<void> => {
  const { csrf_token: csrf } = (await (await fetch(`${url}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string };
  const json = { "content-type": "application/json", "x-xsrf-token": csrf };
  const email = `startup-${randomUUID()}@example.com`;
  const signup = await fetch(`${url}/api/signup`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ first_name: "Mari", last_name: "Tamm", email, password: "Secret123a", password_confirmation: "Secret123a", terms: true, company_name: "Start Oy" }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const { access_token: token, user } = (await signup.json()) as { access_token: string; user: { default_company: { id: string } | null } };
  // The sign-up reads its company back from the directory read model: only there once applied.
  expect(user.default_company, "the new company in the sign-up answer").not.toBeNull();
  const companyId = user.default_company!.id;
  const started = await fetch(`${url}/api/companies/${companyId}/works/start`, { method: "POST", headers: { ...json, authorization: `Bearer ${token}` }, body: "{}" });
  expect(started.status, await started.clone().text()).toBe(201);
  const position = started.headers.get("x-ledger-position");
  expect(position).toMatch(/^\d+\/\d+$/);
  const { work_id: workId } = (await started.json()) as { work_id: string };
  const read = await fetch(`${url}/api/companies/${companyId}/works/${workId}?waitFor=${position}`, { headers: { authorization: `Bearer ${token}` } });
  expect(read.status, await read.clone().text()).toBe(200);
  expect(((await read.json()) as { data: { id: string } }).data.id).toBe(workId);
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
      await commandIsReadBack(running.url!);
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
      // The API process writes; only the projections process applies, through the shared database.
      await commandIsReadBack(api.url!);
    } finally {
      await api.stop();
      await projections.stop();
    }
  }, 60_000);
});

describe("processes started together on an empty database", () => {
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

  // Each start creates the event store's tables, the person keys and runs the read-model
  // migrations; without the start-up lock two of them race on PostgreSQL's catalog
  // (duplicate key value violates unique constraint "pg_type_typname_nsp_index").
  it("all come up: the table creation and the migrations take turns under one lock", async () => {
    const started = await Promise.allSettled([startProcess("api", env), startProcess("projections", env), startProcess("api", env)]);
    try {
      const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
      expect(failures).toEqual([]);
      const [api] = started.flatMap((s) => (s.status === "fulfilled" && s.value.url !== undefined ? [s.value] : []));
      await commandIsReadBack(api!.url!);
    } finally {
      for (const s of started) if (s.status === "fulfilled") await s.value.stop();
    }
  }, 120_000);
});
