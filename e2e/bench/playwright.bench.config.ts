import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.ts";

/**
 * Browser bench figures (not tests): `*.bench.ts` here, run one at a time against the real app
 * (the same web server as the e2e suite, started from the repository's root, or E2E_BASE_URL):
 *   npx playwright test -c e2e/bench/playwright.bench.config.ts --workers=1
 */
const root = fileURLToPath(new URL("../../", import.meta.url));
const webServer = base.webServer === undefined || Array.isArray(base.webServer) ? base.webServer : { ...base.webServer, cwd: root };
// No trace: its recorder snapshots the whole DOM inside the page at each action (about 240 ms of a
// measured navigation to the month view in a CPU profile, 2026-11-29), which would be timed as the app's.
export default defineConfig({ ...base, webServer, testDir: ".", testMatch: "*.bench.ts", retries: 0, timeout: 300_000, reporter: [["list"]], use: { ...base.use, trace: "off" } });
