import { describe, expect, it } from "vitest";
import { monthlyTotals, premiumPolicyFor, weeklyTotals, workerFigures } from "@workledger/domain";
import { finnishTimeline, H, helsinkiContext, logOn } from "@workledger/domain/reports/report-fixtures.ts";
import { compactMonth, expandMonth } from "./month-figures-codec.ts";
import { logGroupOf, monthTotalsOf, periodDayOf } from "./month-totals.ts";

describe("stored month totals", () => {
  const context = { ...helsinkiContext, premiums: premiumPolicyFor("FI"), holidays: [{ date: "2026-12-06", name: "Independence Day" }] };
  const entries = [
    logOn("2026-11-30", "07:00", "19:00", { workId: "a", bonus: 5 }),
    { ...logOn("2026-12-01", "08:00", "18:30", { workId: "b", pauses: [["12:00", "12:30"]], confirmed: false }), workspaceId: "ws-1", workTypeId: "wt-1" },
    { ...logOn("2026-12-01", "19:00", "21:00", { workId: "c", bonus: 7 }), workspaceId: "ws-1", workTypeId: "wt-1", confirmed: false },
    { ...logOn("2026-12-01", "21:30", "22:30", { workId: "e" }), workspaceId: "ws-2", workTypeId: "wt-1" },
    logOn("2026-12-06", "22:00", "06:00", { workId: "d" }),
  ];
  const absences = [{ absenceId: "r1:2026-12-03", workerId: "ann", date: "2026-12-03", seconds: 8 * H, absenceTypeId: "vac", eventIds: ["ev-r1"] }];
  const computed = workerFigures({ workerId: "ann", entries, absences }, finnishTimeline, context, "2026-12-01", "2026-12-31");
  const month = expandMonth("ann", JSON.parse(JSON.stringify(compactMonth(computed))));
  const totals = JSON.parse(JSON.stringify(monthTotalsOf(month)));

  it("give the same week and month totals as the days they were taken from", () => {
    expect(computed.days.some((d) => d.overtime.length > 0)).toBe(true);
    const days = totals.days.map(periodDayOf);
    expect(monthlyTotals(days)).toEqual(monthlyTotals(computed.days));
    expect(weeklyTotals(days)).toEqual(weeklyTotals(computed.days));
    expect(days.map((d: { date: string; absenceSeconds: number }) => [d.date, d.absenceSeconds])).toEqual(computed.days.map((d) => [d.date, d.absenceSeconds]));
  });

  it("sum a day's logs by workspace, work type and confirmation, with their count, duration and bonus", () => {
    const groups = totals.groups.map(logGroupOf);
    const first = groups.filter((g: { date: string }) => g.date === "2026-12-01");
    const seconds = (id: string) => computed.entries.find((e) => e.workId === id)?.workedSeconds ?? 0;
    expect(first).toEqual([
      { date: "2026-12-01", workspaceId: "ws-1", workTypeId: "wt-1", confirmed: false, logs: 2, workedSeconds: seconds("b") + seconds("c"), compensationCents: 0, bonus: 7 },
      { date: "2026-12-01", workspaceId: "ws-2", workTypeId: "wt-1", confirmed: true, logs: 1, workedSeconds: seconds("e"), compensationCents: 0, bonus: 0 },
    ]);
    expect(groups.reduce((n: number, g: { logs: number }) => n + g.logs, 0)).toBe(computed.entries.length);
    expect(JSON.stringify(totals).length).toBeLessThan(JSON.stringify(compactMonth(computed)).length / 2);
  });
});
