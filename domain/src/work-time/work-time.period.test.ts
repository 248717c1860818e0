import { describe, expect, it } from "vitest";
import type { WorkPeriodSummary, WorkTimeEvent } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import type { WorkTimeCommand } from "./work-time.commands.ts";
import { add, asSystem, asWorker, at, edit, given, history, opened, start, stop, WORKER } from "./work-time.fixtures.ts";
import { workTimeStreamName } from "./work-time.period.ts";

const close = (now: string, nextPeriod = "2026-12"): WorkTimeCommand => ({ type: "CloseWorkPeriod", data: { workerId: WORKER, nextPeriod }, context: asSystem(now) });
const openFrom = (summary: WorkPeriodSummary, period = "2026-12"): WorkTimeCommand => ({
  type: "OpenWorkPeriod",
  data: { workerId: WORKER, period, previousPeriod: "2026-11", summary },
  context: asSystem(at(`${period}-01`, "00:00")),
});
const NOV = (date: string, time: string) => at(`2026-11-${date}`, time);
const DEC = (date: string, time: string) => at(`2026-12-${date}`, time);
const summaryOf = (events: WorkTimeEvent[]): WorkPeriodSummary => {
  const closed = events.at(-1);
  if (closed?.type !== "WorkPeriodClosed") throw new Error("not closed");
  return closed.data.summary;
};

// November: a log early in the month, one on the 30th, and a night work still running into December.
const november = history(
  opened(),
  add(asWorker(NOV("30", "12:00")), { workId: "early", values: { start: NOV("02", "08:00"), end: NOV("02", "16:00") } }),
  add(asWorker(NOV("30", "12:00")), { workId: "late", values: { start: NOV("30", "08:00"), end: NOV("30", "11:00") } }),
  start(asWorker(NOV("30", "22:00")), { workId: "night" }),
);

describe("closing the books", () => {
  it("names a stream by company, worker and month", () => {
    expect(workTimeStreamName("c1", "w1", "2026-11")).toBe("work-time-c1-w1-2026-11");
  });

  describe("when the period is still running", () => {
    it("cannot be closed before the next period begins", () => {
      given(november).when(close(NOV("30", "23:00"))).thenThrows(ConflictError, "work_period_not_over");
      given(november).when(close(DEC("01", "00:00"), "2026-11")).thenThrows(ValidationError, "work_period_not_over");
    });
  });

  describe("when the month is over", () => {
    const closed = [...november, ...given(november).when(close(DEC("01", "00:05"))).events()];
    it("closes with a summary: the open work, the month's logs and the running work number", () => {
      const summary = summaryOf(closed);
      expect(summary.windowStart).toBe(at("2026-11-01", "00:00"));
      expect(summary.currentWorkId).toBe("night");
      expect(summary.logs.map((l) => l.workId).sort()).toEqual(["early", "late", "night"]);
      expect(summary.nextWorkNumber).toBe(4);
    });
    it("accepts nothing more; closing again changes nothing", () => {
      given(closed).when(stop(asWorker(DEC("01", "06:00")), {})).thenThrows(ConflictError, "work_period_closed");
      given(closed).when(close(DEC("01", "00:10"))).then([]);
    });
    it("the next month opens from the summary and stops the night work", () => {
      const december = history(openFrom(summaryOf(closed)));
      given(december)
        .when(stop(asWorker(DEC("01", "06:00")), {}))
        .thenMatches([{ type: "WorkStopped", data: { workId: "night", workedSeconds: 8 * 3600 } }]);
      given(december).when(start(asWorker(DEC("01", "06:00")), { workId: "x" })).thenThrows(ConflictError, "user_currently_working");
    });
    it("last month's logs stay editable in the next month and still count for overlaps", () => {
      const december = history(openFrom(summaryOf(closed)), stop(asWorker(DEC("01", "06:00")), {}));
      given(december).when(edit(asWorker(DEC("02", "09:00")), { workId: "late", changes: { end: NOV("30", "12:00") } })).thenMatches([{ type: "WorkLogEdited" }]);
      given(december)
        .when(add(asWorker(DEC("02", "09:00")), { workId: "y", values: { start: DEC("01", "05:00"), end: DEC("01", "07:00") } }))
        .thenThrows(ConflictError, "work_overlap");
    });
    it("two months on, the early logs are closed books", () => {
      const december = history(openFrom(summaryOf(closed)), stop(asWorker(DEC("01", "06:00")), {}), close(at("2027-01-01", "00:01"), "2027-01"));
      const summary = summaryOf(december);
      expect(summary.windowStart).toBe(at("2026-12-01", "00:00"));
      // "night" started on 30 November but reaches into December, so it is still carried for overlap checks.
      expect(summary.logs.map((l) => l.workId)).toEqual(["night"]);
      const january = history(openFrom(summary, "2027-01"));
      given(january)
        .when(add(asWorker(at("2027-01-05", "12:00")), { workId: "z", values: { start: NOV("20", "08:00"), end: NOV("20", "09:00") } }))
        .thenThrows(ConflictError, "work_period_closed", "The books for this period are closed");
      given(january)
        .when(edit(asWorker(at("2027-01-05", "12:00")), { workId: "night", changes: { comment: "x" } }))
        .thenThrows(ConflictError, "work_period_closed");
    });
  });
});
