import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

/**
 * Whole-system tests in Debian's Chromium (never a browser downloaded by Playwright).
 * The web server is the real app: command-api serving the built SPA, on a free port with a fresh
 * data directory. Workers re-evaluate this file, so the port and directory travel in env vars.
 */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "workledger-e2e-"));
// The local Merit Palk the app's payroll exporter sends to (started by the global setup).
process.env.E2E_MERIT_PALK_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

// Until command-api has its entry point, the built SPA is served by `vite preview` (same SPA fallback).
const hasApi = existsSync("command-api/src/main.ts");
const serverCommand = hasApi
  ? "npm run build -w web && npx tsx command-api/src/main.ts"
  : `npm run build -w web && npx vite preview web --config web/vite.config.ts --host 127.0.0.1 --port ${port} --strictPort`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI, but a test that passes only on its retry is reported as flaky by name and
  // fails the run: a retry may not turn a real failure green.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  // Absolute, so configs that extend this one from another folder (e2e/bench) find it too.
  globalSetup: fileURLToPath(new URL("./e2e/support/fake-payroll-servers.ts", import.meta.url)),
  // A whole test's budget. Journeys of several pages take 20-30 s on the 2-core CI machine on a slow
  // day (2026-11-29: the suite ran 2.3 times slower than the day before); assertions keep their own
  // 10 s below, so a real failure still fails fast.
  timeout: 60_000,
  // The CI machine has 2 cores: give slow first renders room before an assertion gives up.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: serverCommand,
        url: `${baseURL}/`,
        timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: process.env.E2E_DATA_DIR,
          LOG_LEVEL: "warn",
          // Development aids, on loopback only: the specs sign in as the demo accounts and read links from the outbox as its admin.
          SEED_DEMO: "true",
          DEV_OUTBOX: "true",
          MERIT_PALK_URL: `http://127.0.0.1:${process.env.E2E_MERIT_PALK_PORT}`,
        },
      },
});
