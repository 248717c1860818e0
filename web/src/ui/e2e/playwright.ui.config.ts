import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

/**
 * The kit's browser tests against the dev harness (Vite dev server, no API needed):
 * `npx playwright test -c web/src/ui/e2e/playwright.ui.config.ts`. Debian's Chromium.
 */
const port = Number(process.env.UI_E2E_PORT ?? 5199);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  // The CI machine has 2 cores: give slow first renders room before an assertion gives up.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "/tmp/workledger-ui-e2e-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
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
  webServer: {
    // From web/, where Panda's PostCSS plugin finds panda.config.ts.
    command: `npx vite --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: fileURLToPath(new URL("../../../", import.meta.url)),
    url: `http://127.0.0.1:${port}/src/ui/gallery/harness/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
