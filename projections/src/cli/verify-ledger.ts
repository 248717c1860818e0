/**
 * npm run verify-ledger [-- --stream <name>]
 * Recomputes every event's hash chain from the stored bytes and names the first broken link (exit 1),
 * or prints the count and the heads digest (exit 0). Same environment as the app (see open-from-env.ts).
 */
import { consoleLogger } from "../runner/projection.ts";
import { openFromEnv } from "./open-from-env.ts";
import { runVerifyLedger } from "./verify-ledger-command.ts";

const { store, close } = await openFromEnv();
try {
  process.exitCode = await runVerifyLedger(process.argv.slice(2), store, (line) => console.log(line));
} catch (e) {
  consoleLogger.error("ledger verification failed", { error: e instanceof Error ? e.message : String(e) });
  process.exitCode = 1;
} finally {
  await close();
}
