/**
 * npx tsx bench/src/payroll/payroll-export-ledger.bench.ts [workers=1000] [concurrency=16] [pglite|postgres] [recordBehind=2000]
 * The export as the payroll exporter now runs it: a job requested and started in the ledger, the
 * plan's requests sent to the fake Netvisor over real HTTP (in a worker thread), and every answer
 * recorded as ledger events through the job decider (`ledgerJournal`, group commit) instead of a
 * file. Not included: reading the pay lines from the reports read model (the lines are generated).
 */
import { randomUUID } from "node:crypto";
import { cpus, hostname, loadavg, totalmem } from "node:os";
import { Worker } from "node:worker_threads";
import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createNetvisorClient, ledgerJournal, planExport, runExport, sendToNetvisor, type PayLine } from "@workledger/integrations";
import { monthOfLines, octoberBasis } from "@workledger/integrations/export/export-fixtures.ts";
import { createPayrollExportLedger } from "@workledger/command-api/payroll/payroll-export-ledger.ts";
import { handleCommand } from "@workledger/command-api/commands/handle-command.ts";
import { payrollExportJobDecider } from "@workledger/domain";
import { payrollExportJobStreamName, type PayrollExportJobCommand } from "@workledger/event-schemas";

const workers = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 16);
const kind = (process.argv[4] ?? "postgres") as TestDatabaseKind;
/** Answers that may wait for their record while sending goes on (the exporter's default, 2,000; 0: each send waits). */
const recordBehind = Number(process.argv[5] ?? 2000);
const lines: PayLine[] = monthOfLines(workers, "2025-10", 23);

const workerUrl = new URL("./fake-netvisor.worker.ts", import.meta.url).href;
const server = new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`, { eval: true, workerData: { workers } });
const { url } = await new Promise<{ url: string }>((resolve) => server.once("message", resolve));
const closeServer = async (): Promise<number> => {
  server.postMessage("close");
  const { applied } = await new Promise<{ applied: number }>((resolve) => server.once("message", resolve));
  await server.terminate();
  return applied;
};
const testDatabase = await createTestDatabase(kind);
const eventStore = await createPostgresEventStore(testDatabase.database.pool);
const clock = () => new Date();
const ledger = createPayrollExportLedger({ eventStore, clock });
const companyId = `bench-${randomUUID()}`;
const jobId = randomUUID();
const command = (c: Omit<PayrollExportJobCommand, "metadata">) =>
  handleCommand({
    store: eventStore,
    streamName: payrollExportJobStreamName(companyId, jobId),
    decider: payrollExportJobDecider,
    command: { ...c, metadata: { now: clock().toISOString(), actorId: "bench" } } as PayrollExportJobCommand,
    metadata: { companyId, actorId: "bench", persona: "manager", source: "web", commandId: randomUUID(), correlationId: jobId, causationId: null, occurredAt: clock().toISOString() },
  });
const client = createNetvisorClient({ partner: { url, partnerId: "P", partnerKey: "partner-key" }, customer: { customerId: "C", customerKey: "customer-key", organisationId: "1234567-8" }, sender: "Workledger bench", newTransactionId: randomUUID });

const started = performance.now();
await command({ type: "RequestPayrollExportJob", data: { request: { jobId, target: "netvisor", periodStart: "2025-10-01", periodEnd: "2025-10-31", workerIds: [...new Set(lines.map((l) => l.workerId))] } } });
const plan = planExport({ ...octoberBasis("netvisor"), companyId }, lines);
await ledger.start(companyId, jobId, { exportId: plan.exportId, position: "1/0", total: plan.requests.length, blocked: [] });
const planned = performance.now();
let lastShown = 0;
const run = await runExport({
  plan,
  send: sendToNetvisor(client),
  journal: ledgerJournal(ledger, companyId, jobId),
  concurrency,
  recordBehind,
  onProgress: (done, total) => {
    const percent = Math.floor((100 * done) / total);
    if (percent >= lastShown + 10 || done === total) {
      lastShown = percent;
      console.error(`  progress ${done}/${total} (${percent}%) at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  },
});
await ledger.finish(companyId, jobId, plan.exportId);
const finished = performance.now();
const recorded = (await ledger.job(companyId, jobId)).outcomes.length;
const events = (await eventStore.readStream(payrollExportJobStreamName(companyId, jobId))).length;
const applied = await closeServer();
await testDatabase.drop();
const sent = run.outcomes.filter((o) => o.status === "sent").length;
if (sent !== plan.requests.length || applied !== plan.requests.length || recorded !== plan.requests.length) throw new Error(`sent ${sent}, applied ${applied}, recorded ${recorded} of ${plan.requests.length}`);
console.log(
  JSON.stringify(
    {
      figure: "payroll export through the exporter's ledger journal, a month to the fake Netvisor",
      at: new Date().toISOString(),
      host: hostname(),
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      load: loadavg().map((l) => l.toFixed(2)),
      node: process.version,
      store: kind,
      workers,
      concurrency,
      recordBehind,
      requests: plan.requests.length,
      jobEvents: events,
      planSeconds: Number(((planned - started) / 1000).toFixed(2)),
      totalSeconds: Number(((finished - started) / 1000).toFixed(2)),
      requestsPerSecond: Math.round(plan.requests.length / ((finished - planned) / 1000)),
    },
    null,
    2,
  ),
);
