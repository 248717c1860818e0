import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from "node:fs";
import type { ExportJournal, RequestOutcome } from "./export-runner.ts";

/**
 * An append-only, fsynced JSON-lines journal for a stand-alone exporter process: each answer is on
 * disk before the next request goes out, so a killed exporter resumes where it stopped.
 */
export const fileExportJournal = (path: string): ExportJournal => ({
  outcomes: async (exportId) => {
    if (!existsSync(path)) return [];
    return readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { exportId: string; outcome: RequestOutcome })
      .filter((entry) => entry.exportId === exportId)
      .map((entry) => entry.outcome);
  },
  record: async (exportId, outcome) => {
    const fd = openSync(path, "a");
    try {
      writeSync(fd, `${JSON.stringify({ exportId, outcome })}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
});
