import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI shares a 2-core machine: one retry absorbs a timing hiccup; a real fault fails twice.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: "packages",
          include: ["*/src/**/*.test.ts", "tests/**/*.test.ts"],
          // Prints one line when the KurrentDB contract suite is skipped (no EVENTSTORE_URL).
          globalSetup: ["event-store/src/kurrentdb/kurrentdb-suite-notice.ts"],
          exclude: ["**/node_modules/**", "web/**", "e2e/**"],
        },
      },
      {
        // The SPA's pure logic (guards, nav rules, http error catalogue, i18n); no DOM needed.
        extends: true,
        test: {
          name: "web",
          include: ["web/src/**/*.test.ts"],
          exclude: ["**/node_modules/**"],
          environment: "node",
        },
      },
    ],
  },
});
