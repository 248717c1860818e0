import { describe, expect, it } from "vitest";
import { monthOfLines, octoberBasis } from "./export-fixtures.ts";
import { planExport } from "./export-plan.ts";
import { runExport, type ExportJournal, type RequestOutcome } from "./export-runner.ts";

const plan = planExport(octoberBasis("netvisor"), monthOfLines(5, "2025-10", 6));
const sent = async () => ({ kind: "sent" as const, insertedDataIdentifier: null });

/** A journal whose records are slow, counting how many answers wait for theirs at once. */
const slowJournal = (fail?: string) => {
  const recorded: RequestOutcome[] = [];
  let waiting = 0;
  let mostWaiting = 0;
  const journal: ExportJournal = {
    outcomes: async () => [],
    record: async (_id, outcome) => {
      waiting += 1;
      mostWaiting = Math.max(mostWaiting, waiting);
      await new Promise((resolve) => setImmediate(resolve));
      waiting -= 1;
      if (outcome.key === fail) throw new Error("the ledger is down");
      recorded.push(outcome);
    },
  };
  return { journal, recorded, mostWaiting: () => mostWaiting };
};

describe("export runner with answers recorded write-behind", () => {
  it("keeps sending while answers are recorded, never more than the bound unrecorded, and ends only after the last record", async () => {
    const { journal, recorded, mostWaiting } = slowJournal();
    const progress: number[] = [];
    const run = await runExport({ plan, send: sent, journal, concurrency: 4, recordBehind: 7, onProgress: (done) => progress.push(done) });
    expect(recorded).toHaveLength(plan.requests.length);
    expect(run.outcomes.map((o) => o.key)).toEqual(plan.requests.map((r) => r.key));
    expect(mostWaiting()).toBeLessThanOrEqual(7);
    expect(mostWaiting()).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(plan.requests.length);
  });

  it("a record that fails fails the run (the bus redelivers and the resume re-sends what was not recorded)", async () => {
    const { journal } = slowJournal(plan.requests[3]!.key);
    await expect(runExport({ plan, send: sent, journal, concurrency: 2, recordBehind: 5 })).rejects.toThrow("the ledger is down");
  });

  it("stops sending when asked (a cancelled job) and returns only what was answered", async () => {
    const { journal } = slowJournal();
    let sends = 0;
    const run = await runExport({ plan, send: async () => ((sends += 1), { kind: "sent" as const, insertedDataIdentifier: null }), journal, concurrency: 1, recordBehind: 3, shouldStop: () => sends >= 4 });
    expect(sends).toBe(4);
    expect(run.stopped).toBe(true);
    expect(run.outcomes).toHaveLength(4);
  });
});
