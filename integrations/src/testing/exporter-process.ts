import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { planExport, type ExportBasis } from "../export/export-plan.ts";
import { runExport } from "../export/export-runner.ts";
import { fileExportJournal } from "../export/file-journal.ts";
import { sendToNetvisor } from "../export/send-to-target.ts";
import { createNetvisorClient } from "../netvisor/netvisor-client.ts";
import type { NetvisorCustomer, NetvisorPartner } from "../netvisor/netvisor-auth.ts";
import type { PayLine } from "../pay-lines/pay-line.ts";

/**
 * A stand-alone exporter process (what the restart test kills): reads its job from a JSON file,
 * plans the export and runs it against Netvisor with a file journal.
 */
interface Job {
  readonly partner: NetvisorPartner;
  readonly customer: NetvisorCustomer;
  readonly journalPath: string;
  readonly basis: ExportBasis;
  readonly lines: readonly PayLine[];
}

const job = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Job;
const client = createNetvisorClient({ partner: job.partner, customer: job.customer, sender: "Workledger", newTransactionId: randomUUID });
const plan = planExport(job.basis, job.lines);
const run = await runExport({
  plan,
  send: sendToNetvisor(client),
  journal: fileExportJournal(job.journalPath),
  concurrency: 1,
  onProgress: (done, total) => process.stdout.write(`progress ${done}/${total}\n`),
});
process.stdout.write(`done ${run.exportId} ${run.outcomes.map((o) => o.status).join(",")}\n`);
