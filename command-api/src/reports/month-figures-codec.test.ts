import { describe, expect, it } from "vitest";
import { premiumPolicyFor, workerFigures } from "@workledger/domain";
import { finnishTimeline, H, helsinkiContext, logOn } from "@workledger/domain/reports/report-fixtures.ts";
import { compactMonth, expandMonth } from "./month-figures-codec.ts";

describe("stored month figures", () => {
  const context = { ...helsinkiContext, premiums: premiumPolicyFor("FI"), holidays: [{ date: "2026-12-06", name: "Independence Day" }] };
  const entries = [
    logOn("2026-11-30", "07:00", "19:00", { workId: "a", bonus: 5 }),
    logOn("2026-12-01", "08:00", "18:30", { workId: "b", pauses: [["12:00", "12:30"]], confirmed: false }),
    logOn("2026-12-01", "19:00", "21:00", { workId: "c" }),
    logOn("2026-12-06", "22:00", "06:00", { workId: "d" }),
  ];
  const absences = [{ absenceId: "r1:2026-12-03", workerId: "ann", date: "2026-12-03", seconds: 8 * H, absenceTypeId: "vac", eventIds: ["ev-r1"] }];
  const computed = workerFigures({ workerId: "ann", entries, absences }, finnishTimeline, context, "2026-12-01", "2026-12-31");

  it("read back, are exactly the figures that were computed (overtime by rule version, premiums, absences' events)", () => {
    expect(computed.days.some((d) => d.overtime.length > 0)).toBe(true);
    expect(computed.entries.some((e) => e.premiums.length > 0)).toBe(true);
    const stored = JSON.parse(JSON.stringify(compactMonth(computed)));
    expect(expandMonth("ann", stored)).toEqual({ days: computed.days, entries: computed.entries });
    expect(expandMonth("ann", stored).days.find((d) => d.date === "2026-12-03")?.eventIds).toEqual(["ev-r1"]);
  });

  it("are much smaller stored than as objects, and refuse a rule index they do not hold", () => {
    const stored = compactMonth(computed);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(computed).length / 2);
    const broken = { ...stored, refs: [] };
    expect(() => expandMonth("ann", broken)).toThrow(/rule 0/);
  });
});
