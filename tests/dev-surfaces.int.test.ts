import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "@workledger/command-api/data-dir-lock.ts";
import { startProcess } from "@workledger/command-api/server.ts";

const root = join(import.meta.dirname, "..");

/** The environment the Docker image sets: every `ENV` line of the Dockerfile (KEY=value pairs, quotes removed). */
export const dockerfileEnv = (dockerfile: string): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const line of dockerfile.replace(/\\\r?\n/g, " ").split(/\r?\n/)) {
    const match = /^\s*ENV\s+(.*)$/i.exec(line);
    if (match === null) continue;
    for (const pair of match[1]!.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|\S*)/g)) env[pair[1]!] = pair[2]!.replace(/^["']|["']$/g, "");
  }
  return env;
};

describe("the Docker image's environment", () => {
  it("starts with no demo accounts and no mail outbox route", async () => {
    const env = dockerfileEnv(await readFile(join(root, "Dockerfile"), "utf8"));
    // The image's own values, with where to keep data, a free port and the payroll keys secret (which no image may carry) set for the test.
    expect(env.HOST).toBe("0.0.0.0");
    const dataDir = await mkdtemp(join(tmpdir(), "wl-image-env-"));
    const running = await startProcess("embedded", { ...env, PAYROLL_KEYS_SECRET: "3b1f0c9e7d4a25f86e0b9c1d2a7f4e3c5b8d0a1f6e9c2b7d4a0f3e8c1b5d9a27", PORT: "0", DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, "no-web"), LOG_LEVEL: "silent" });
    try {
      const base = running.url!.replace("0.0.0.0", "127.0.0.1");
      const csrf = ((await (await fetch(`${base}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
      for (const account of [
        { email: "admin@demo.workledger.test", password: "Admin12345" },
        { email: "manager@demo.workledger.test", password: "Manager12345" },
        { email: "worker1@demo.workledger.test", password: "Worker12345" },
      ]) {
        const login = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json", "x-xsrf-token": csrf }, body: JSON.stringify(account) });
        // The spec's answer for an address nobody holds: 404 'account does not exist'.
        expect(login.status, account.email).toBe(404);
        expect(((await login.json()) as { code: string }).code).toBe("account_not_found");
      }
      expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);
      const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).filter((p) => p.startsWith("/api/dev"))).toEqual([]);
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const runMailCli = (env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "command-api/src/cli/mail.ts", ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });

describe("reading local mail without the outbox page", () => {
  it("npm run mail prints the kept links, and refuses to open the embedded database while the app holds it", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "wl-mail-cli-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const running = await startProcess("embedded", { ...env, PORT: "0", WEB_DIST_DIR: join(dataDir, "no-web"), LOG_LEVEL: "silent" });
    const email = `cli-${Date.now()}@x.io`;
    try {
      const csrf = ((await (await fetch(`${running.url}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
      const body = { email, password: "Secret123", password_confirmation: "Secret123", terms: true, company_name: "Mail" };
      const signup = await fetch(`${running.url}/api/signup`, { method: "POST", headers: { "content-type": "application/json", "x-xsrf-token": csrf }, body: JSON.stringify(body) });
      expect(signup.status).toBe(201);
      const busy = await runMailCli(env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/is in use by process \d+/);
    } finally {
      await running.stop();
    }
    try {
      const printed = await runMailCli(env, "--to", email);
      expect(printed.stderr).toBe("");
      expect(printed.code).toBe(0);
      expect(printed.stdout).toContain(`verify_email  to ${email}`);
      expect(printed.stdout).toMatch(/\/verification\?token=\S+/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("a data directory lock left by a process that has died is taken over; a live holder is refused", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "wl-lock-"));
    try {
      await writeFile(join(dataDir, "workledger.pid"), "2147483646\n");
      const release = await lockDataDir(dataDir, "test");
      expect((await readFile(join(dataDir, "workledger.pid"), "utf8")).trim()).toBe(String(process.pid));
      await release();
      await writeFile(join(dataDir, "workledger.pid"), `${process.ppid}\n`);
      await expect(lockDataDir(dataDir, "test")).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
