import { existsSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import type { ExportJournal, RequestOutcome } from "./export-runner.ts";

/**
 * An append-only, fsynced JSON-lines journal for a stand-alone exporter process. A record resolves
 * only once its line is on disk, so a killed exporter resumes where it stopped. Records arriving
 * while a flush runs are written and synced together (group commit): one fsync per batch, not per
 * request, and the event loop is never blocked on the disk.
 */
export const fileExportJournal = (path: string): ExportJournal => {
  let pending: { line: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;

  const flush = async (): Promise<void> => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        const handle = await open(path, "a");
        try {
          await handle.write(batch.map((entry) => entry.line).join(""));
          await handle.sync();
        } finally {
          await handle.close();
        }
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = null;
  };

  return {
    outcomes: async (exportId) => {
      if (!existsSync(path)) return [];
      return readFileSync(path, "utf8")
        .split("\n")
        // A line cut short by a kill mid-write was never acknowledged: its request is simply re-sent.
        .filter((line) => line.trim() !== "" && line.endsWith("}"))
        .map((line) => JSON.parse(line) as { exportId: string; outcome: RequestOutcome })
        .filter((entry) => entry.exportId === exportId)
        .map((entry) => entry.outcome);
    },
    record: (exportId, outcome) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ line: `${JSON.stringify({ exportId, outcome })}\n`, resolve, reject });
        flushing ??= flush();
      }),
  };
};
