import { open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

export class DataDirInUseError extends Error {
  override readonly name = "DataDirInUseError";
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * An embedded PGlite directory belongs to one process: a second one opening it (a second app, or
 * `npm run mail` beside a running app) would corrupt it. The holder's pid is kept in
 * DATA_DIR/workledger.pid; a file left by a process that has died is taken over.
 * Answers the release function.
 */
export const lockDataDir = async (dataDir: string, what: string): Promise<() => Promise<void>> => {
  const path = join(dataDir, "workledger.pid");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, "wx");
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      return async () => {
        if ((await readFile(path, "utf8").catch(() => "")).trim() === String(process.pid)) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number((await readFile(path, "utf8").catch(() => "")).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirInUseError(`${what}: the embedded database in ${dataDir} is in use by process ${holder}; stop it first (or delete ${path} if that process is not Workledger)`);
      }
      await rm(path, { force: true });
    }
  }
  throw new DataDirInUseError(`${what}: could not lock ${dataDir}`);
};
