import { describe, expect, it } from "vitest";
import { defaultPause, FALLBACK_PAUSE_MINUTES } from "./work-time.default-pause.ts";

const lunch = { startsAt: "11:00", lengthSeconds: 30 * 60 };

describe("the pause a work log gets by default", () => {
  it("starts at lunch time for the lunch length when lunch starts inside the log", () => {
    expect(defaultPause({ start: "08:00", end: "16:00" }, lunch)).toEqual({ start: "11:00", minutes: 30 });
    expect(defaultPause({ start: "08:00", end: "16:00" }, { startsAt: "12:15", lengthSeconds: 45 * 60 })).toEqual({ start: "12:15", minutes: 45 });
  });

  it("is cut at the log's end when lunch would run past it", () => {
    expect(defaultPause({ start: "07:00", end: "11:20" }, lunch)).toEqual({ start: "11:00", minutes: 20 });
  });

  it("starts at the log's start for 30 minutes when lunch is outside the log", () => {
    expect(defaultPause({ start: "13:00", end: "17:00" }, lunch)).toEqual({ start: "13:00", minutes: FALLBACK_PAUSE_MINUTES });
    expect(defaultPause({ start: "06:00", end: "11:00" }, lunch)).toEqual({ start: "06:00", minutes: 30 });
    expect(defaultPause({ start: "11:00", end: "11:00" }, lunch)).toEqual({ start: "11:00", minutes: 30 });
  });

  it("keeps the old default without a lunch time, with a zero-length lunch, or before the log has a start", () => {
    expect(defaultPause({ start: "08:00", end: "16:00" }, null)).toEqual({ start: "08:00", minutes: 30 });
    expect(defaultPause({ start: "08:00", end: "16:00" }, { startsAt: "11:00", lengthSeconds: 0 })).toEqual({ start: "08:00", minutes: 30 });
    expect(defaultPause({ start: "", end: "" }, lunch)).toEqual({ start: "12:00", minutes: 30 });
  });

  it("follows a log past midnight and a running log", () => {
    expect(defaultPause({ start: "22:00", end: "06:00" }, { startsAt: "02:00", lengthSeconds: 1800 })).toEqual({ start: "02:00", minutes: 30 });
    expect(defaultPause({ start: "22:00", end: "06:00" }, lunch)).toEqual({ start: "22:00", minutes: 30 });
    expect(defaultPause({ start: "09:00", end: "" }, lunch)).toEqual({ start: "11:00", minutes: 30 });
  });

  it("does not put a second pause on a lunch already paused", () => {
    expect(defaultPause({ start: "08:00", end: "16:00", pauses: [{ start: "10:45", minutes: 30 }] }, lunch)).toEqual({ start: "08:00", minutes: 30 });
    expect(defaultPause({ start: "08:00", end: "16:00", pauses: [{ start: "09:00", minutes: 15 }] }, lunch)).toEqual({ start: "11:00", minutes: 30 });
  });
});
