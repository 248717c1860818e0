import { describe, expect, it } from "vitest";
import { planExport } from "./export-plan.ts";
import { deliveredLines } from "./export-runner.ts";
import { monthOfLines, octoberBasis } from "./export-fixtures.ts";
import type { PayLine } from "../pay-lines/pay-line.ts";

/** A fixed permutation (index × a prime, mod n), so a failure replays. */
const shuffled = <T>(items: readonly T[]): T[] => items.map((item, i) => [(i * 7919) % items.length, item] as const).sort(([a], [b]) => a - b).map(([, item]) => item);

describe("export plan", () => {
  const lines = monthOfLines(3, "2025-10", 5);

  it("re-running at the same position gives byte-identical payloads, whatever order the rows come in", () => {
    const first = planExport(octoberBasis("netvisor"), lines);
    const second = planExport(octoberBasis("netvisor"), shuffled(lines));
    expect(second.payload).toBe(first.payload);
    expect(second.payloadHash).toBe(first.payloadHash);
    expect(second.exportId).toBe(first.exportId);
    expect(first.requests).toHaveLength(15);
    const palk = planExport(octoberBasis("merit-palk"), lines.map((l) => ({ ...l, payCode: "100" })));
    expect(planExport(octoberBasis("merit-palk"), shuffled(lines.map((l) => ({ ...l, payCode: "100" })))).payload).toBe(palk.payload);
  });

  it("a different position is a different run with a different id", () => {
    expect(planExport(octoberBasis("netvisor", "1043"), lines).exportId).not.toBe(planExport(octoberBasis("netvisor"), lines).exportId);
  });

  it("after an edit, a Netvisor correction re-sends only the changed day, in full", () => {
    const first = planExport(octoberBasis("netvisor"), lines);
    const sent = deliveredLines("netvisor", first.lines, first.requests.map((r) => ({ key: r.key, workerId: r.workerId, date: r.date, status: "sent" as const, message: null })));
    const edited: PayLine[] = lines.map((line) => (line.workerExternalId === "1001" && line.when.kind === "date" && line.when.date === "2025-10-03" ? { ...line, quantity: 9, sourceEventIds: ["evt-edit"] } : line));
    const correction = planExport(octoberBasis("netvisor", "1050"), edited, { alreadySent: { exportId: first.exportId, lines: sent } });
    expect(correction.requests.map((r) => r.key)).toEqual(["workday.nv 1001 2025-10-03"]);
    expect(correction.requests[0]!.body).toContain("<hours>9,00</hours>");
    const again = planExport(octoberBasis("netvisor", "1050"), shuffled(edited), { alreadySent: { exportId: first.exportId, lines: sent } });
    expect(again.payload).toBe(correction.payload);
  });

  it("a Netvisor correction clears a day whose work was removed", () => {
    const first = planExport(octoberBasis("netvisor"), lines);
    const removed = lines.filter((line) => !(line.workerExternalId === "1000" && line.when.kind === "date" && line.when.date === "2025-10-02"));
    const correction = planExport(octoberBasis("netvisor", "1051"), removed, { alreadySent: { exportId: first.exportId, lines: first.lines } });
    expect(correction.requests).toHaveLength(1);
    expect(correction.requests[0]!.key).toBe("workday.nv 1000 2025-10-02");
    expect(correction.requests[0]!.body).not.toContain("<workdayhour>");
  });

  it("a Palk correction sends the change in quantity only", () => {
    const palkLines = lines.map((l) => ({ ...l, payCode: "100" }));
    const first = planExport(octoberBasis("merit-palk"), palkLines);
    const edited = palkLines.map((line) => (line.workerExternalId === "1002" && line.when.kind === "date" && line.when.date === "2025-10-04" ? { ...line, quantity: line.quantity - 1.5 } : line));
    const correction = planExport(octoberBasis("merit-palk", "1052"), edited, { alreadySent: { exportId: first.exportId, lines: first.lines } });
    expect(correction.requests.map((r) => r.key)).toEqual(["sendsalary 1002"]);
    const rows = JSON.parse(correction.requests[0]!.body) as { Amount: number; DocName: string }[];
    expect(rows.map((r) => r.Amount)).toEqual([-1.5]);
    expect(rows[0]!.DocName).not.toBe((JSON.parse(first.requests.find((r) => r.key === "sendsalary 1002")!.body) as { DocName: string }[])[0]!.DocName);
  });

  it("an unchanged ledger gives an empty correction", () => {
    const first = planExport(octoberBasis("netvisor"), lines);
    expect(planExport(octoberBasis("netvisor", "1100"), lines, { alreadySent: { exportId: first.exportId, lines: first.lines } }).requests).toEqual([]);
  });
});
