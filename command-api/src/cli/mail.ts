/**
 * npm run mail [-- --to <address>] [--limit <n>]
 * Prints the mail kept in the outbox (no SMTP_URL): newest first, with each mail's link. Reads the
 * same database as the app: DATABASE_URL, else the embedded PGlite in DATA_DIR (default ./data),
 * which belongs to one process: while `npm start` runs on it, read the links it prints instead.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, withStartupLock, type DatabaseConfig } from "@workledger/event-store";
import { createKysely, migrateToLatest } from "@workledger/projections";
import { DataDirInUseError, lockDataDir } from "../data-dir-lock.ts";
import { formatOutbox, readOutbox } from "../mail/outbox-mailer.ts";

const { values } = parseArgs({ options: { to: { type: "string" }, limit: { type: "string", default: "20" } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
  console.error("Usage: npm run mail [-- --to <address>] [--limit <1..500>]");
  process.exit(2);
}

const url = process.env.DATABASE_URL?.trim();
const dataDir = process.env.DATA_DIR?.trim() || "./data";
const config: DatabaseConfig = url === undefined || url === "" ? { kind: "pglite", dataDir: join(dataDir, "pglite") } : { kind: "postgres", url };
if (config.kind === "pglite" && !existsSync(config.dataDir)) {
  console.error(`No embedded database at ${config.dataDir} (set DATA_DIR or DATABASE_URL)`);
  process.exit(2);
}
let unlock: () => Promise<void> = async () => undefined;
try {
  if (config.kind === "pglite") unlock = await lockDataDir(dataDir, "npm run mail");
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`${error.message}\nThe running app prints every mail it keeps, with its link, in its own terminal.`);
  process.exit(1);
}
const database = await openDatabase(config);
try {
  const db = createKysely(database.pool);
  await withStartupLock(database, () => migrateToLatest(db));
  const mails = await readOutbox(db, { ...(values.to === undefined ? {} : { to: values.to }), limit });
  console.log(mails.length === 0 ? "The outbox is empty." : formatOutbox(mails));
} finally {
  await database.close();
  await unlock();
}
