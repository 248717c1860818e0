import { describe, expect, it } from "vitest";
import {
  findOverlap,
  findWorkRoundOverlap,
  intervalsOverlap,
  busyMinutes,
  needsLongWorkConfirmation,
  normalisePauses,
  roundedBusyMinutes,
  workTimeErrors,
  workedSeconds,
} from "./work-time.rules.ts";

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

  describe("paid absences (given as intervals: no read model records them yet)", () => {
    const absence = { kind: "paid_absence", start: t("13:00"), end: t("17:00") } as const;
    it("are half-open: work may end where an absence starts and start where it ends", () => {
      expect(findOverlap({ start: t("12:00"), end: t("13:00") }, [], [absence])).toBeNull();
      expect(findOverlap({ start: t("17:00"), end: t("18:00") }, [], [absence])).toBeNull();
      expect(findOverlap({ start: t("12:00"), end: t("13:01") }, [], [absence])).toEqual(absence);
      expect(findOverlap({ start: t("16:59"), end: t("18:00") }, [], [absence])).toEqual(absence);
    });
    it("compare to the minute, so seconds past the edge do not overlap", () => {
      expect(findOverlap({ start: t("12:00"), end: t("13:00", "40") }, [], [absence])).toBeNull();
      expect(findOverlap({ start: t("17:00", "30"), end: t("18:00") }, [], [absence])).toBeNull();
    });
    it("are overlapped by running work that started before them, and by work covering them", () => {
      expect(findOverlap({ start: t("09:00"), end: null }, [], [absence])).toEqual(absence);
      expect(findOverlap({ start: t("12:00"), end: t("18:00") }, [], [absence])).toEqual(absence);
      expect(findOverlap({ start: t("18:00"), end: null }, [], [absence])).toBeNull();
    });
  });

  describe("work rounds: logs must not overlap once the worker's work-round group has rounded them", () => {
    const zone = "Europe/Helsinki";
    const tens = { rules: { roundStartMinutes: 10, roundEndMinutes: 10 }, timeZone: zone } as const;
    const before = [{ workId: "a", start: t("08:00"), end: t("12:05") }];
    it("a tie rounds the end up and the start down, so 08:00-12:05 and 12:05-13:00 collide on a 10-minute grid", () => {
      expect(findOverlap({ start: t("12:05"), end: t("13:00") }, before)).toBeNull();
      expect(roundedBusyMinutes(before[0]!, tens)).toEqual([Date.parse(t("08:00")), Date.parse(t("12:10"))]);
      expect(findWorkRoundOverlap({ start: t("12:05"), end: t("13:00") }, before, tens)).toBe("a");
      expect(findWorkRoundOverlap({ start: t("12:06"), end: t("13:00") }, before, tens)).toBeNull();
      expect(findWorkRoundOverlap({ start: t("12:05"), end: t("13:00") }, before, tens, "a")).toBeNull();
    });
    it("different steps for start and end can make neighbours collide", () => {
      const mixed = { rules: { roundStartMinutes: 60, roundEndMinutes: 15 }, timeZone: zone } as const;
      const morning = [{ workId: "a", start: t("08:00"), end: t("12:20") }];
      expect(findWorkRoundOverlap({ start: t("12:25"), end: t("14:00") }, morning, mixed)).toBe("a");
      expect(findWorkRoundOverlap({ start: t("12:35"), end: t("14:00") }, morning, mixed)).toBeNull();
      // Running work occupies everything from its rounded start on.
      expect(findWorkRoundOverlap({ start: t("12:25"), end: null }, morning, mixed)).toBe("a");
    });
    it("without a group, or with a group that rounds nothing, nothing changes", () => {
      expect(findWorkRoundOverlap({ start: t("12:05"), end: t("13:00") }, before, undefined)).toBeNull();
      expect(findWorkRoundOverlap({ start: t("12:05"), end: t("13:00") }, before, { rules: { roundStartMinutes: null, roundEndMinutes: null }, timeZone: zone })).toBeNull();
    });
    it("an empty log (start and end in one minute) stays empty after rounding", () => {
      expect(findWorkRoundOverlap({ start: t("12:07", "10"), end: t("12:07", "50") }, before, tens)).toBeNull();
    });
  });
});
