import { describe, expect, it } from "vitest";
import { workTimeMessages } from "@workledger/domain/work-time/work-time.errors.ts";
import { emptyWorkLogForm, formOfLog, requiredMessage, workLogBody, workLogFeedback, type WorkLogForm } from "./work-log-form.ts";
import type { WorkLogDto } from "./work-time.api.ts";

const zone = "Europe/Helsinki";
const form = (patch: Partial<WorkLogForm> = {}): WorkLogForm => ({ ...emptyWorkLogForm("w1", "2026-11-20"), ...patch });

describe("instant feedback of the edit drawer (the domain's rules)", () => {
  it("accepts a plain day", () => {
    const f = workLogFeedback(form({ pauses: [{ start: "12:00", minutes: 30 }] }), zone, []);
    expect(f.errors).toEqual({});
    expect(f.work).toMatchObject({ start: "2026-11-20T06:00:00.000Z", end: "2026-11-20T14:00:00.000Z" });
    expect(f.longWork).toBe(false);
  });

  it("start not after end", () =>
    expect(workLogFeedback(form({ startTime: "17:00" }), zone, []).errors["endTime"]).toBe(workTimeMessages.start_after_end));

  it("pause not longer than the work", () =>
    expect(workLogFeedback(form({ endTime: "09:00", pauses: [{ start: "08:00", minutes: 90 }] }), zone, []).errors["pauses"]).toBe(
      workTimeMessages.pause_longer_than_work,
    ));

  it("pause start not before work start", () =>
    expect(workLogFeedback(form({ pauses: [{ start: "07:00", minutes: 15 }] }), zone, []).errors["pauses.0.start"]).toBe(
      workTimeMessages.pause_before_work_start,
    ));

  it("night work: a pause after midnight lies on the next day", () =>
    expect(
      workLogFeedback(form({ startTime: "22:00", endDate: "2026-11-21", endTime: "06:00", pauses: [{ start: "02:00", minutes: 30 }] }), zone, []).errors,
    ).toEqual({}));

  it("no negative durations", () =>
    expect(workLogFeedback(form({ pauses: [{ start: "12:00", minutes: -5 }] }), zone, []).errors["pauses.0.minutes"]).toBe(
      workTimeMessages.negative_duration,
    ));

  it("a pause needs a length; times are required", () => {
    const f = workLogFeedback(form({ startTime: "", pauses: [{ start: "12:00", minutes: null }] }), zone, []);
    expect(f.errors["startTime"]).toBe(requiredMessage);
    expect(f.errors["pauses.0.minutes"]).toBe(workTimeMessages.pause_without_end);
  });

  it("no overlap with the worker's other logs (half-open: touching is fine), the log itself excepted", () => {
    const other = { id: "x", worker_id: "w1", start: "2026-11-20T14:00:00.000Z", end: "2026-11-20T15:00:00.000Z" };
    expect(workLogFeedback(form(), zone, [other]).errors).toEqual({});
    expect(workLogFeedback(form({ endTime: "16:30" }), zone, [other]).errors["startTime"]).toBe(workTimeMessages.work_overlap);
    expect(workLogFeedback(form({ endTime: "16:30" }), zone, [{ ...other, worker_id: "w2" }]).errors).toEqual({});
    expect(workLogFeedback(form({ endTime: "16:30" }), zone, [other], "x").errors).toEqual({});
  });

  it("more than 24 working hours asks for confirmation", () => {
    expect(workLogFeedback(form({ endDate: "2026-11-21", endTime: "08:00" }), zone, []).longWork).toBe(false);
    expect(workLogFeedback(form({ endDate: "2026-11-21", endTime: "08:01" }), zone, []).longWork).toBe(true);
  });

  it("a DST night is 7 h of instants (spring-forward)", () => {
    const f = workLogFeedback(form({ startDate: "2026-03-28", startTime: "22:00", endDate: "2026-03-29", endTime: "06:00" }), zone, []);
    expect(f.work).toMatchObject({ start: "2026-03-28T20:00:00.000Z", end: "2026-03-29T03:00:00.000Z" });
  });
});

describe("round trip with the API", () => {
  it("reads a log in the zone and sends instants back", () => {
    const log = {
      id: "a",
      worker_id: "w1",
      start: "2026-11-20T06:00:00.000Z",
      end: "2026-11-20T14:00:00.000Z",
      pauses: [{ start: "2026-11-20T10:00:00.000Z", end: "2026-11-20T10:30:00.000Z", length_seconds: 1800 }],
      work_type_id: null,
      workspace_id: "ws",
      comment: "c",
      worker_comment: "",
      tags: ["north", "night"],
      files: [{ id: "f1", name: "receipt.pdf" }],
    } as unknown as WorkLogDto;
    const f = formOfLog(log, zone);
    expect(f).toMatchObject({ startDate: "2026-11-20", startTime: "08:00", endTime: "16:00", pauses: [{ start: "12:00", minutes: 30 }], tags: ["north", "night"], files: [{ id: "f1", name: "receipt.pdf" }] });
    const work = workLogFeedback(f, zone, []).work!;
    expect(workLogBody(f, work, { confirmLong: true })).toEqual({
      start: log.start,
      end: log.end,
      pauses: [{ start: "2026-11-20T10:00:00.000Z", end: "2026-11-20T10:30:00.000Z" }],
      work_type_id: null,
      workspace_id: "ws",
      comment: "c",
      worker_comment: "",
      tags: ["north", "night"],
      files: [{ id: "f1", name: "receipt.pdf" }],
      confirm_over_24_hours: true,
    });
  });
});

describe("a work log in a closed pay period", () => {
  const closedForm = { ...emptyWorkLogForm("w1", "2026-10-20"), startTime: "08:00", endTime: "10:00" };
  it("refuses a worker's log dated in a closed pay period, or an edit of one, with the pay calendar's message", () => {
    const closed = { through: "2026-10-31", asWorker: true, originalDate: null };
    expect(workLogFeedback(closedForm, "Europe/Helsinki", [], undefined, closed).errors["startDate"]).toBe("This pay period is closed. Ask a manager to make the change.");
    const moved = { ...closedForm, startDate: "2026-11-20", endDate: "2026-11-20" };
    expect(workLogFeedback(moved, "Europe/Helsinki", [], "a", { ...closed, originalDate: "2026-10-20" }).errors["startDate"]).toBe("This pay period is closed. Ask a manager to make the change.");
    expect(workLogFeedback(moved, "Europe/Helsinki", [], "a", { ...closed, originalDate: "2026-11-19" }).errors).toEqual({});
  });
  it("lets a manager's form through", () => {
    expect(workLogFeedback(closedForm, "Europe/Helsinki", [], undefined, { through: "2026-10-31", asWorker: false, originalDate: null }).errors).toEqual({});
  });
});
