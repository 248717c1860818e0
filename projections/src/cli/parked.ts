/**
 * npm run parked -- list [<projection>] [--stream <name>]
 * npm run parked -- retry <projection> [--stream <name>]
 * The events projections could not apply (the dead-letter table), and their retry after a fix.
 * Same environment as the app (see open-from-env.ts). With PostgreSQL the app may keep running:
 * a retry takes the projection's checkpoint lock, so its runner waits for it.
 */
import { allProjections } from "../projections.ts";
import { consoleLogger } from "../runner/projection.ts";
import { openFromEnv } from "./open-from-env.ts";
import { parkedUsage, runParkedCommand } from "./parked-command.ts";

const args = process.argv.slice(2);
if (args[0] !== "list" && args[0] !== "retry") {
  console.error(parkedUsage);
  process.exit(2);
}
const { db, store, close } = await openFromEnv();
try {
  process.exitCode = await runParkedCommand(args, { db, store }, allProjections, (line) => console.log(line));
} catch (e) {
  consoleLogger.error("parked events command failed", { error: e instanceof Error ? e.message : String(e) });
  process.exitCode = 1;
} finally {
  await close();
}
