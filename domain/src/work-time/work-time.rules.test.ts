import { describe, expect, it } from "vitest";
import { findOverlap, intervalsOverlap, busyMinutes, needsLongWorkConfirmation, normalisePauses, workTimeErrors, workedSeconds } from "./work-time.rules.ts";

const t = (hhmm: string, ss = "00") => `2026-11-20T${hhmm}:${ss}.000Z`;

describe("work rules for instant feedback", () => {
  it("reports every broken rule by field at once", () => {
    const { errors, codes } = workTimeErrors({
      start: t("12:00"),
      end: t("08:00"),
      pauses: [{ start: t("07:00"), end: t("06:00"), lengthSeconds: -3600 }],
    });
    expect(codes).toEqual(expect.arrayContaining(["start_after_end", "negative_duration", "pause_before_work_start"]));
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["end", "pauses.0.start", "pauses.0.end"]));
  });

  it("accepts a pause given by length or by end, and flags a length that disagrees with its end", () => {
    expect(normalisePauses([{ start: t("10:00"), lengthSeconds: 900 }]).pauses).toEqual([{ start: t("10:00"), end: t("10:15"), lengthSeconds: 900 }]);
    expect(normalisePauses([{ start: t("10:00"), end: t("10:15"), lengthSeconds: 900 }]).errors).toEqual({});
    expect(normalisePauses([{ start: t("10:00"), end: t("10:15"), lengthSeconds: 1800 }]).errors).toEqual({
      "pauses.0.lengthSeconds": ["Pause length does not match its start and end"],
    });
  });

  it("counts worked seconds net of pauses, and open work up to a given moment", () => {
    const work = { start: t("08:00"), end: t("16:00"), pauses: [{ start: t("12:00"), end: t("12:30"), lengthSeconds: 1800 }] };
    expect(workedSeconds(work)).toBe(7.5 * 3600);
    const running = { start: t("08:00"), end: null, pauses: [{ start: t("12:00"), end: null, lengthSeconds: null }] };
    expect(workedSeconds(running, t("13:00"))).toBe(4 * 3600);
  });

  it("asks for confirmation only above 24 working hours", () => {
    expect(needsLongWorkConfirmation({ start: "2026-11-20T06:00:00.000Z", end: "2026-11-21T06:00:00.000Z", pauses: [] })).toBe(false);
    expect(needsLongWorkConfirmation({ start: "2026-11-20T06:00:00.000Z", end: "2026-11-21T06:01:00.000Z", pauses: [] })).toBe(true);
  });

  it("compares half-open intervals to the minute", () => {
    expect(intervalsOverlap(busyMinutes({ start: t("12:45"), end: t("13:00", "40") }), busyMinutes({ start: t("13:00", "10"), end: t("13:15") }))).toBe(false);
    expect(intervalsOverlap(busyMinutes({ start: t("12:45"), end: t("13:01") }), busyMinutes({ start: t("13:00"), end: t("13:15") }))).toBe(true);
    // Open work occupies everything from its start on.
    expect(intervalsOverlap(busyMinutes({ start: t("08:00"), end: null }), busyMinutes({ start: t("20:00"), end: t("21:00") }))).toBe(true);
    // A log inside one minute occupies nothing.
    expect(intervalsOverlap(busyMinutes({ start: t("10:00", "05"), end: t("10:00", "50") }), busyMinutes({ start: t("09:00"), end: t("11:00") }))).toBe(false);
  });

  it("names what a work would overlap", () => {
    const logs = [{ workId: "a", start: t("08:00"), end: t("12:00") }];
    expect(findOverlap({ start: t("11:00"), end: t("13:00") }, logs)).toEqual({ kind: "work", workId: "a" });
    expect(findOverlap({ start: t("11:00"), end: t("13:00") }, logs, [], "a")).toBeNull();
    const absence = { kind: "paid_absence", start: t("12:30"), end: t("18:00") } as const;
    expect(findOverlap({ start: t("12:00"), end: t("13:00") }, logs, [absence])).toEqual(absence);
  });
});
