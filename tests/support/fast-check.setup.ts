import fc from "fast-check";

/**
 * Shared fast-check settings for every vitest project. Nothing retries a failed property, so the
 * counterexample it found is the one reported; fast-check's failure message carries the seed and
 * the shrink path. FC_SEED (and FC_PATH, for one property) replays a reported failure.
 *
 * Run counts, not clocks: CI has 2 cores shared by every test file, so a property's cost is its
 * run count times the cost of one run. Choose the count so the property takes about a second on
 * an idle core (never more than MAX_PROPERTY_RUNS), and keep expensive setup (formatters, parsers)
 * out of the run. No time limit: what a property checks must not depend on the machine's load.
 * property-runs.test.ts holds every property in the repository to this.
 */
export const MAX_PROPERTY_RUNS = 300;
/** fast-check options that end a property by the clock instead of by its run count. */
export const WALL_CLOCK_OPTIONS: readonly string[] = ["timeout", "interruptAfterTimeLimit", "skipAllAfterTimeLimit"];

const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
fc.configureGlobal({
  ...(seed === undefined || Number.isNaN(seed) ? {} : { seed }),
  ...(process.env.FC_PATH === undefined ? {} : { path: process.env.FC_PATH }),
  numRuns: 100,
  // Also lists the failing values met while shrinking, not only the smallest.
  verbose: fc.VerbosityLevel.Verbose,
});
