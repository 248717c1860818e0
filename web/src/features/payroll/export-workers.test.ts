import { describe, expect, it } from "vitest";
import { exportBlocks } from "@workledger/domain";
import { exportWorkerOf, previousMonth } from "./export-workers.ts";

describe("export workers", () => {
  it("reads the API's worker into the domain's, so the blocking rule is the domain's", () => {
    const worker = exportWorkerOf({ id: "w", name: "W", visma: { id: null }, id_code: "38001085718", work_group: { hasUnConfirmed: true, group_by_date: [{ date: "2025-10-02", items: [] }, { date: "2025-10-01", items: [] }] } });
    expect(worker).toEqual({ id: "w", vismaId: null, idCode: "38001085718", hasUnconfirmed: true, dates: ["2025-10-01", "2025-10-02"] });
    expect(exportBlocks(worker, "visma")).toEqual(["missing-identifier", "unconfirmed-work"]);
    expect(exportBlocks(worker, "merit-palk")).toEqual(["unconfirmed-work"]);
  });

  it("defaults to the month just ended, across a year end", () => {
    expect(previousMonth("2026-11-25")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(previousMonth("2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(previousMonth("2024-03-01")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });
});
