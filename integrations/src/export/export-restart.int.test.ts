import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeNetvisor, type FakeNetvisor } from "../testing/fake-netvisor-server.ts";
import { monthOfLines, octoberBasis } from "./export-fixtures.ts";
import { planExport } from "./export-plan.ts";
import type { RequestOutcome } from "./export-runner.ts";

const script = fileURLToPath(new URL("../testing/exporter-process.ts", import.meta.url));
const partner = { partnerId: "WLPARTNER", partnerKey: "partner-secret" };
const customer = { customerId: "WLCUST01", customerKey: "customer-secret", organisationId: "1234567-8" };

/** Starts the exporter as its own process; resolves with its exit code or signal. */
const exporter = (jobPath: string) => {
  const child = spawn(process.execPath, ["--import", "tsx", script, jobPath], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, output })));
  return { child, exited };
};

describe("exporter killed between send and record", () => {
  let fake: FakeNetvisor;
  beforeEach(async () => {
    fake = await startFakeNetvisor({
      partners: { [partner.partnerId]: partner.partnerKey },
      customers: { [customer.customerId]: { customerKey: customer.customerKey, organisationId: customer.organisationId } },
      employees: ["1000", "1001"],
    });
  });
  afterEach(() => fake.close());

  it("resumes after a restart without sending any day twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "payroll-export-"));
    const journalPath = join(dir, "journal.jsonl");
    const lines = monthOfLines(2, "2025-10", 4);
    const jobPath = join(dir, "job.json");
    writeFileSync(jobPath, JSON.stringify({ partner: { url: fake.url, ...partner }, customer, journalPath, basis: octoberBasis("netvisor"), lines }));
    const plan = planExport(octoberBasis("netvisor"), lines);
    expect(plan.requests).toHaveLength(8);

    // Third day applied by Netvisor: kill the exporter before its answer arrives, so it is never recorded.
    const first = exporter(jobPath);
    fake.onApplied = () => {
      if (fake.applied.length === 3) {
        first.child.kill("SIGKILL");
        return new Promise<void>(() => undefined);
      }
    };
    const killed = await first.exited;
    expect(killed.signal).toBe("SIGKILL");
    const journalAfterKill = readFileSync(journalPath, "utf8").trim().split("\n");
    expect(journalAfterKill).toHaveLength(2);
    expect(fake.applied).toHaveLength(3);

    fake.onApplied = null;
    const restarted = await exporter(jobPath).exited;
    expect(restarted.code, restarted.output).toBe(0);

    // Every day reached Netvisor exactly once.
    const appliedDays = fake.applied.map((entry) => entry.split(" ").slice(0, 3).join(" "));
    expect(appliedDays).toHaveLength(8);
    expect(new Set(appliedDays).size).toBe(8);
    // The lost answer's request was re-sent under the same transaction id and refused as a repeat.
    expect(fake.rejected.map((r) => r.reason)).toEqual(["AUTHENTICATION_FAILED :: Transaction id already used"]);
    const outcomes = readFileSync(journalPath, "utf8").trim().split("\n").map((line) => (JSON.parse(line) as { outcome: RequestOutcome }).outcome);
    expect(outcomes.map((o) => o.key).sort()).toEqual(plan.requests.map((r) => r.key).sort());
    expect(outcomes.filter((o) => o.status === "already-received").map((o) => o.key)).toEqual([plan.requests[2]!.key]);
    expect(outcomes.filter((o) => o.status === "sent")).toHaveLength(7);
  });
});
