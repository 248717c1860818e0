import { describe, expect, it } from "vitest";
import { decodeOrThrow, SchemaValidationError } from "../field-errors.ts";
import { normaliseSource } from "../envelope.ts";
import { AddWorkLog, StartWork } from "./work-time.commands.ts";
import { isWorkTimeEventType, WorkTimeEvent, workTimeEventTypes } from "./work-time.events.ts";
import { coordinatesText } from "./work-time.values.ts";

const decodeEvent = decodeOrThrow(WorkTimeEvent, "work-time event");
const values = {
  start: "2026-11-20T06:00:00.000Z",
  end: "2026-11-20T14:00:00.000Z",
  pauses: [{ start: "2026-11-20T09:00:00.000Z", end: "2026-11-20T09:30:00.000Z", lengthSeconds: 1800 }],
  workTypeId: "wt1",
  workspaceId: null,
  comment: "",
  workerComment: "forgot to punch",
  bonus: null,
  tags: ["site-b"],
  files: [{ id: "f1", name: "receipt.pdf" }],
};

describe("work-time events", () => {
  it("name every event of the ledger", () => {
    expect(workTimeEventTypes).toEqual([
      "WorkStarted",
      "WorkPaused",
      "WorkResumed",
      "WorkStopped",
      "WorkAutoStopped",
      "WorkLogAdded",
      "WorkLogEdited",
      "WorkLogDeleted",
      "WorkLogConfirmed",
      "WorkLogUnconfirmed",
      "WorkPeriodClosed",
      "WorkPeriodOpened",
    ]);
    expect(isWorkTimeEventType("WorkStopped")).toBe(true);
    expect(isWorkTimeEventType("UserInvited")).toBe(false);
  });

  it("decode a punch with its source", () => {
    const started = {
      type: "WorkStarted",
      data: {
        workerId: "w1",
        workId: "a",
        workNumber: 1,
        date: "2026-11-20",
        startedAt: "2026-11-20T06:00:00.000Z",
        source: normaliseSource("beacon"),
        workTypeId: null,
        workspaceId: "ws1",
        comment: "",
      },
    };
    expect(decodeEvent(started)).toEqual(started);
  });

  it("decode a punch with where it happened; a version 1 punch without a location still reads; out-of-range coordinates do not", () => {
    const base = { workerId: "w1", workId: "a", stoppedAt: "2026-11-20T14:00:00.000Z", source: "mobile", workedSeconds: 3600, pauseSeconds: 0 };
    const located = { type: "WorkStopped", data: { ...base, location: { latitude: -33.86, longitude: 151.2 } } };
    expect(decodeEvent(located)).toEqual(located);
    expect(decodeEvent({ type: "WorkStopped", data: base })).toEqual({ type: "WorkStopped", data: base });
    expect(() => decodeEvent({ type: "WorkStopped", data: { ...base, location: { latitude: 91, longitude: 0 } } })).toThrow(SchemaValidationError);
    expect(() => decodeEvent({ type: "WorkStopped", data: { ...base, location: { latitude: 0, longitude: -181 } } })).toThrow(SchemaValidationError);
    expect(coordinatesText({ latitude: 60.1699, longitude: 24.9384 })).toBe("60.1699,24.9384");
    expect(coordinatesText(undefined)).toBeNull();
  });

  it("decode an edit carrying the values before and after", () => {
    const edited = {
      type: "WorkLogEdited",
      data: { workerId: "w1", workId: "a", date: "2026-11-20", previous: values, next: { ...values, end: "2026-11-20T15:00:00.000Z" }, workedSeconds: 30600, pauseSeconds: 1800 },
    };
    expect(decodeEvent(edited)).toEqual(edited);
  });

  it("decode the closing summary with the open work and the carried logs", () => {
    const log = {
      ...values,
      workId: "a",
      workerId: "w1",
      workNumber: 3,
      date: "2026-11-30",
      status: "started",
      end: null,
      confirmed: false,
      confirmedAt: null,
      confirmedBy: null,
      edited: false,
      startedBy: "door",
      endedBy: null,
    };
    const closed = {
      type: "WorkPeriodClosed",
      data: {
        workerId: "w1",
        period: "2026-11",
        nextPeriod: "2026-12",
        summary: { windowStart: "2026-10-31T22:00:00.000Z", currentWorkId: "a", logs: [log], deletedWorks: [{ workId: "z", date: "2026-11-02" }], nextWorkNumber: 4 },
      },
    };
    expect(decodeEvent(closed)).toEqual(closed);
  });

  it("name every bad field", () => {
    const bad = {
      type: "WorkStopped",
      data: { workerId: "w1", workId: "a", stoppedAt: "yesterday", source: "pigeon", workedSeconds: -1, pauseSeconds: 1.5 },
    };
    try {
      decodeEvent(bad);
      expect.fail("decode should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaValidationError);
      const fields = (error as SchemaValidationError).fieldErrors.map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(["data.stoppedAt", "data.source", "data.workedSeconds", "data.pauseSeconds"]));
    }
  });
});

describe("work-time commands", () => {
  it("take a manual log with optional fields left out", () => {
    const input = { workerId: "w1", workId: "a", values: { start: values.start, end: values.end } };
    expect(decodeOrThrow(AddWorkLog, "add work log")(input)).toEqual(input);
  });
  it("refuse a start without a work id", () => {
    expect(() => decodeOrThrow(StartWork, "start work")({ workerId: "w1" })).toThrow(SchemaValidationError);
  });
});
