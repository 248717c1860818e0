/**
 * Vitest global setup (see vitest.config.ts): one line in the run's output when the KurrentDB
 * contract suite is skipped, naming it and why, so a green run never hides that it did not run.
 */
export const kurrentDbSuiteFile = "event-store/src/kurrentdb/kurrentdb-event-store.int.test.ts";

export const kurrentDbEventStoreUrl = (env: NodeJS.ProcessEnv): string | undefined => (env.EVENTSTORE_URL === "" ? undefined : env.EVENTSTORE_URL);

export const kurrentDbSuiteNotice = (env: NodeJS.ProcessEnv): string | undefined =>
  kurrentDbEventStoreUrl(env) === undefined
    ? `SKIPPED: the KurrentDB contract suite (${kurrentDbSuiteFile}) did not run: EVENTSTORE_URL is not set, so there is no KurrentDB server to run it against (the adapter's tests that need no server ran).`
    : undefined;

export default function setup(): void {
  const notice = kurrentDbSuiteNotice(process.env);
  if (notice !== undefined) process.stdout.write(`\n${notice}\n`);
}
