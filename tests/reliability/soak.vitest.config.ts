import { defineConfig } from "vitest/config";

/** npm run soak: the long reliability runs with real child processes (kill -9), outside the CI test command. */
export default defineConfig({
  test: {
    include: ["tests/reliability/soak/**/*.soak.ts"],
    testTimeout: 1_200_000,
    hookTimeout: 120_000,
  },
});
