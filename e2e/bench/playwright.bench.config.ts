import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.ts";

/**
 * Browser bench figures (not tests): `*.bench.ts` here, run one at a time against the real app
 * (the same web server as the e2e suite, or E2E_BASE_URL):
 *   npx playwright test -c e2e/bench/playwright.bench.config.ts --workers=1
 */
export default defineConfig({ ...base, testDir: ".", testMatch: "*.bench.ts", retries: 0, timeout: 300_000, reporter: [["list"]] });
