import { describe, expect, it } from "vitest";
import { payrollChecks } from "./payroll-checks.ts";
import type { ExportWorkerDto } from "./payroll.api.ts";

const worker = (id: string, idCode: string | null, vismaId: string | null, unconfirmed: boolean): ExportWorkerDto => ({
  id,
  name: id.toUpperCase(),
  visma: { id: vismaId },
  id_code: idCode,
  work_group: { hasUnConfirmed: unconfirmed, group_by_date: [{ date: "2026-11-02", items: [] }] },
});

describe("the payroll page's checks before an export", () => {
  it("names who lacks an ID code or a Netvisor number, who has unconfirmed work, and which work types have no rate", () => {
    const workers = [worker("ann", null, "17", false), worker("bob", "38001085718", null, true), worker("eve", "49001010000", "5", false)];
    const types = [
      { id: "t1", name: "Assembly", price: 20 },
      { id: "t2", name: "Cleaning", price: 0 },
    ];
    expect(payrollChecks(workers, types, true)).toEqual([
      { kind: "missing-id-code", items: [{ id: "ann", name: "ANN" }] },
      { kind: "missing-netvisor-number", items: [{ id: "bob", name: "BOB" }] },
      { kind: "unconfirmed-work", items: [{ id: "bob", name: "BOB" }] },
      { kind: "missing-rate", items: [{ id: "t2", name: "Cleaning" }] },
    ]);
  });

  it("asks no Netvisor number when Netvisor is off, and answers nothing when all is ready", () => {
    expect(payrollChecks([worker("bob", "38001085718", null, false)], [{ id: "t1", name: "Assembly", price: 20 }], false)).toEqual([]);
  });
});
