import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*/src/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: ["**/node_modules/**", "web/**", "e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
