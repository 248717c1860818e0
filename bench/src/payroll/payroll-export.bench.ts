/**
 * npx tsx bench/src/payroll/payroll-export.bench.ts [workers=1000] [concurrency=16]
 * A month for N workers exported end to end to the fake Netvisor over real HTTP: plan (pay lines →
 * XML, payload hash), one workday.nv per worker and day plus one payrollperiodcollector.nv per
 * worker, each answer recorded in the fsynced file journal. The fake runs in a worker thread (the
 * other core). Prints progress and the figure.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, hostname, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { createNetvisorClient, fileExportJournal, planExport, runExport, sendToNetvisor, type PayLine } from "@workledger/integrations";
import { monthOfLines, octoberBasis } from "@workledger/integrations/export/export-fixtures.ts";
import { Worker } from "node:worker_threads";

const workers = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 16);
const lines: PayLine[] = [
  ...monthOfLines(workers, "2025-10", 23),
  ...Array.from({ length: workers }, (_, w): PayLine => ({
    workerId: `worker-${w}`,
    workerExternalId: String(1000 + w),
    kind: "bonus",
    payCode: "2100",
    quantity: 1,
    unit: "amount",
    rate: 50,
    when: { kind: "period", start: "2025-10-01", end: "2025-10-31" },
    dimensions: [],
    sourceEventIds: [`bonus-${w}`],
  })),
];

// tsx registered inside the thread, which then loads the TypeScript worker module.
const workerUrl = new URL("./fake-netvisor.worker.ts", import.meta.url).href;
const server = new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`, { eval: true, workerData: { workers } });
const { url } = await new Promise<{ url: string }>((resolve) => server.once("message", resolve));
const closeServer = async (): Promise<number> => {
  server.postMessage("close");
  const { applied } = await new Promise<{ applied: number }>((resolve) => server.once("message", resolve));
  await server.terminate();
  return applied;
};
const dir = mkdtempSync(join(tmpdir(), "payroll-bench-"));
const client = createNetvisorClient({ partner: { url, partnerId: "P", partnerKey: "partner-key" }, customer: { customerId: "C", customerKey: "customer-key", organisationId: "1234567-8" }, sender: "Workledger bench", newTransactionId: randomUUID });

const started = performance.now();
const plan = planExport(octoberBasis("netvisor"), lines);
const planned = performance.now();
let lastShown = 0;
const run = await runExport({
  plan,
  send: sendToNetvisor(client),
  journal: fileExportJournal(join(dir, "journal.jsonl")),
  concurrency,
  onProgress: (done, total) => {
    const percent = Math.floor((100 * done) / total);
    if (percent >= lastShown + 10 || done === total) {
      lastShown = percent;
      console.error(`  progress ${done}/${total} (${percent}%) at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  },
});
const finished = performance.now();
const applied = await closeServer();
rmSync(dir, { recursive: true, force: true });

const sent = run.outcomes.filter((o) => o.status === "sent").length;
if (sent !== plan.requests.length || applied !== plan.requests.length) throw new Error(`only ${sent} of ${plan.requests.length} requests were sent`);
console.log(
  JSON.stringify(
    {
      figure: "payroll export, a month to the fake Netvisor, end to end",
      at: new Date().toISOString(),
      host: hostname(),
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      load: loadavg().map((l) => l.toFixed(2)),
      node: process.version,
      workers,
      concurrency,
      lines: lines.length,
      requests: plan.requests.length,
      payloadBytes: Buffer.byteLength(plan.payload),
      planSeconds: Number(((planned - started) / 1000).toFixed(2)),
      totalSeconds: Number(((finished - started) / 1000).toFixed(2)),
      requestsPerSecond: Math.round(plan.requests.length / ((finished - planned) / 1000)),
    },
    null,
    2,
  ),
);
