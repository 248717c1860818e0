import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createMeritPalkClient } from "../merit-palk/merit-palk-client.ts";
import { createNetvisorClient } from "../netvisor/netvisor-client.ts";
import { startFakeMeritPalk } from "../testing/fake-merit-palk-server.ts";
import { startFakeNetvisor } from "../testing/fake-netvisor-server.ts";
import { monthOfLines, octoberBasis } from "./export-fixtures.ts";
import { planExport } from "./export-plan.ts";
import { runExport, type ExportJournal, type RequestOutcome } from "./export-runner.ts";
import { exportRecordOf } from "./export-record.ts";
import { decodeOrThrow, PayrollExportRun } from "@workledger/event-schemas";
import { sendToMeritPalk, sendToNetvisor } from "./send-to-target.ts";

const memoryJournal = (): ExportJournal & { entries: Map<string, RequestOutcome[]> } => {
  const entries = new Map<string, RequestOutcome[]>();
  return {
    entries,
    outcomes: async (id) => entries.get(id) ?? [],
    record: async (id, outcome) => void entries.set(id, [...(entries.get(id) ?? []), outcome]),
  };
};

describe("export runs against the fakes", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("Netvisor: an approved date is reported for that worker and date while the rest is sent", async () => {
    const fake = await startFakeNetvisor({ partners: { P: "pk" }, customers: { C: { customerKey: "ck", organisationId: "1-1" } }, employees: ["1000", "1001"] });
    closers.push(fake.close);
    fake.approve("1001", "2025-10-02");
    const client = createNetvisorClient({ partner: { url: fake.url, partnerId: "P", partnerKey: "pk" }, customer: { customerId: "C", customerKey: "ck", organisationId: "1-1" }, sender: "Workledger", newTransactionId: randomUUID });
    const progress: string[] = [];
    const run = await runExport({ plan: planExport(octoberBasis("netvisor"), monthOfLines(2, "2025-10", 3)), send: sendToNetvisor(client), journal: memoryJournal(), onProgress: (d, t) => progress.push(`${d}/${t}`) });
    expect(run.responses).toEqual([
      { workerId: "worker-0", status: "sent", messages: [], approvedDates: [] },
      { workerId: "worker-1", status: "partly-sent", messages: [], approvedDates: ["2025-10-02"] },
    ]);
    expect(progress.at(0)).toBe("0/6");
    expect(progress.at(-1)).toBe("6/6");
    expect(fake.workdays.size).toBe(5);
    // The ledger record decodes with the event's schema and keeps the provenance.
    const record = decodeOrThrow(PayrollExportRun, "payroll export")(exportRecordOf(run, null));
    expect(record).toMatchObject({ target: "netvisor", position: "1042", workerIds: ["worker-0", "worker-1"], payloadHash: run.plan.payloadHash, correctionOf: null });
    expect(record.sourceEventIds).toHaveLength(12);
    expect(record.responses[1]).toEqual({ workerId: "worker-1", status: "partly-sent", messages: [], approvedDates: ["2025-10-02"] });
  });

  it("Merit Palk: a worker Palk does not know fails alone; the run is recorded per worker", async () => {
    const fake = await startFakeMeritPalk({ companies: { "api-1": "a2V5" }, contracts: { "api-1": ["1000"] } });
    closers.push(fake.close);
    let t = Date.now();
    const client = createMeritPalkClient({ credentials: { apiId: "api-1", apiKey: "a2V5" }, url: fake.url, now: () => new Date((t += 1000)) });
    const journal = memoryJournal();
    const plan = planExport(octoberBasis("merit-palk"), monthOfLines(2, "2025-10", 3).map((l) => ({ ...l, payCode: "100" })));
    const run = await runExport({ plan, send: sendToMeritPalk(client), journal });
    expect(run.responses).toEqual([
      { workerId: "worker-0", status: "sent", messages: [], approvedDates: [] },
      { workerId: "worker-1", status: "failed", messages: ["Contract not found: 1001"], approvedDates: [] },
    ]);
    expect(journal.entries.get(plan.exportId)).toHaveLength(2);
    // A second run of the same plan sends nothing: every request is already recorded.
    const rows = fake.rows.length;
    await runExport({ plan, send: sendToMeritPalk(client), journal });
    expect(fake.rows).toHaveLength(rows);
  });
});
