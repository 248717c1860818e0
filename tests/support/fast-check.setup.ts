import fc from "fast-check";

/**
 * Shared fast-check settings for every vitest project. Nothing retries a failed property, so the
 * counterexample it found is the one reported; fast-check's failure message carries the seed and
 * the shrink path. FC_SEED (and FC_PATH, for one property) replays a reported failure.
 */
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
fc.configureGlobal({
  ...(seed === undefined || Number.isNaN(seed) ? {} : { seed }),
  ...(process.env.FC_PATH === undefined ? {} : { path: process.env.FC_PATH }),
  // Also lists the failing values met while shrinking, not only the smallest.
  verbose: fc.VerbosityLevel.Verbose,
});
