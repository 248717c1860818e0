import { describe, expect, it } from "vitest";
import { workerFigures } from "../reports/report-figures.ts";
import { overtimeTierOf } from "../reports/pay-split.ts";
import { finnishTimeline, helsinkiContext, logOn } from "../reports/report-fixtures.ts";
import { describeDisagreement, payLinesOfFigures, payrollBlockOf, reconcilePayLines, type PayCodeBook } from "./payroll-pay.rules.ts";

const book: PayCodeBook = {
  workCode: () => "100",
  workRate: () => 20,
  overtime: { "daily:1": "51" },
  absences: {},
  bonus: null,
  dailyAllowance: null,
  compensation: null,
  premiums: { sunday: null, holiday: null, night: null },
};

const figuresOf = (entries: ReturnType<typeof logOn>[]) => ({
  ...workerFigures({ workerId: "ann", entries, absences: [] }, finnishTimeline, helsinkiContext, "2026-11-01", "2026-11-30"),
  absences: [],
});
const tierOf = (f: Parameters<typeof overtimeTierOf>[1]) => overtimeTierOf(finnishTimeline, f);

describe("pay lines of the report's figures", () => {
  it("a 12-hour day: 8 h normal, 2 h under tier 1's code, and tier 2 (no code of its own) under the work code; one line per code and day", () => {
    const pay = payLinesOfFigures(figuresOf([logOn("2026-11-02", "06:00", "12:00", { workId: "a" }), logOn("2026-11-02", "12:00", "18:00", { workId: "b" })]), book, tierOf);
    expect(pay.lines.map((l) => [l.date, l.payCode, l.quantity, l.rate])).toEqual([
      ["2026-11-02", "100", 10, 20],
      ["2026-11-02", "51", 2, 20],
    ]);
  });

  it("lists a bonus with no pay code as unpaid instead of dropping it in silence", () => {
    const pay = payLinesOfFigures(figuresOf([logOn("2026-11-03", "08:00", "16:00", { bonus: 50 })]), book, tierOf);
    expect(pay.unpaid).toEqual([{ workerId: "ann", date: "2026-11-03", component: "bonus", detail: "", quantity: 50, unit: "amount" }]);
  });

  it("a worker with an unconfirmed log is blocked whole; one without the identifier too", () => {
    const figures = figuresOf([logOn("2026-11-03", "08:00", "16:00"), logOn("2026-11-04", "08:00", "16:00", { confirmed: false })]);
    expect(payrollBlockOf(figures, "1001")).toBe("unconfirmed-work");
    expect(payrollBlockOf(figuresOf([logOn("2026-11-03", "08:00", "16:00")]), " ")).toBe("missing-identifier");
    expect(payrollBlockOf(figuresOf([logOn("2026-11-03", "08:00", "16:00")]), "1001")).toBeNull();
  });
});

describe("reconciliation of sent lines with the report", () => {
  const report = payLinesOfFigures(figuresOf([logOn("2026-11-02", "07:00", "15:00")]), book, tierOf).lines;
  const sent = (quantity: number, date = "2026-11-02") => [{ workerId: "ann", payCode: "100", unit: "hour", quantity, when: { kind: "date" as const, date } }];

  it("agrees within half a ten-thousandth of an hour", () => {
    expect(reconcilePayLines(report, sent(8.0004), new Set(["ann"]))).toEqual([]);
  });

  it("names the worker, day, code and both values of a difference, and a line on another day", () => {
    const found = reconcilePayLines(report, [...sent(7.75), ...sent(1, "2026-11-03")], new Set(["ann"]));
    expect(found).toEqual([
      { workerId: "ann", date: "2026-11-02", payCode: "100", unit: "hour", report: 8, payLines: 7.75 },
      { workerId: "ann", date: "2026-11-03", payCode: "100", unit: "hour", report: 0, payLines: 1 },
    ]);
    expect(describeDisagreement(found[0]!)).toBe("ann, 2026-11-02, pay code 100: the report pays 8 hour, the pay lines 7.75 hour");
  });

  it("a line missing for a worker being sent is a disagreement; a worker not sent is not compared", () => {
    expect(reconcilePayLines(report, [], new Set(["ann"]))).toHaveLength(1);
    expect(reconcilePayLines(report, [], new Set())).toEqual([]);
  });

  it("a period line counts once on each day it covers", () => {
    const days = [
      { workerId: "ann", date: "2026-11-18", component: "absence", kind: "paid-absence", payCode: "7", quantity: 1, unit: "day", rate: null, workspaceId: null, sourceEventIds: [] },
      { workerId: "ann", date: "2026-11-19", component: "absence", kind: "paid-absence", payCode: "7", quantity: 1, unit: "day", rate: null, workspaceId: null, sourceEventIds: [] },
    ] as const;
    const line = (start: string, quantity: number) => [{ workerId: "ann", payCode: "7", unit: "day", quantity, when: { kind: "period" as const, start, end: "2026-11-19" } }];
    expect(reconcilePayLines(days, line("2026-11-18", 2), new Set(["ann"]))).toEqual([]);
    expect(reconcilePayLines(days, line("2026-11-17", 3), new Set(["ann"]))).toEqual([{ workerId: "ann", date: "2026-11-17", payCode: "7", unit: "day", report: 0, payLines: 1 }]);
  });
});
