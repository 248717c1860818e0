import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // No retries: a retry would rerun a property with a new seed and hide the counterexample,
    // and a test that passes only on its second try is a fault to fix, not to absorb.
    retry: 0,
    // Shared fast-check settings (seed and path on failure, FC_SEED to replay).
    setupFiles: ["tests/support/fast-check.setup.ts"],
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
