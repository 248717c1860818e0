import { describe, expect, it } from "vitest";
import { planningWarningMessages } from "@workledger/domain/schedules/schedules.warnings.ts";
import { timelineWarningsInSlices } from "./schedule-feedback.ts";
import { itemsOfSchedule, type CompactScheduleDto } from "./schedules.api.ts";

const zone = "Europe/Helsinki";
const hour = 3_600_000;

/**
 * The month's planning warnings as the timeline shows them: judged per person over the shifts shown,
 * and the same when judged in slices of people after the month is drawn.
 */
describe("the timeline's planning warnings", () => {
  // 120 people, 08:00-16:00 Dec 1-5: every third works 14 h on Dec 2 (a long day), every fifth works 18:00-02:00 on Dec 3 (6 h of rest before Dec 4).
  const people = Array.from({ length: 120 }, (_, i) => ({ id: `u${i}`, name: `Person ${i}`, initials: "P" }));
  const shifts: { person: number; id: string; start: number; end: number }[] = [];
  people.forEach((_, p) => {
    for (let day = 1; day <= 5; day++) {
      const start = Date.parse(`2026-12-0${day}T06:00:00.000Z`);
      const long = day === 2 && p % 3 === 0;
      const late = day === 3 && p % 5 === 0;
      shifts.push({ person: p, id: `e${p}-${day}`, start: late ? start + 10 * hour : start, end: start + (long ? 14 : late ? 18 : 8) * hour });
    }
  });
  const compact: CompactScheduleDto = {
    from: "2026-12-01",
    to: "2026-12-31",
    time_zone: zone,
    format: "compact",
    people,
    events: {
      id: shifts.map((s) => s.id),
      person: shifts.map((s) => s.person),
      position_id: shifts.map(() => null),
      type: shifts.map(() => "shift"),
      title: shifts.map(() => ""),
      start_ms: shifts.map((s) => s.start),
      end_ms: shifts.map((s) => s.end),
      confirmed: shifts.map(() => 0),
      color: shifts.map(() => null),
      is_all_day: shifts.map(() => 0),
      is_night_shift: shifts.map(() => 0),
      is_shift_manager: shifts.map(() => 0),
      series_id: shifts.map(() => null),
      pause_length: shifts.map(() => null),
      additional_break_time: shifts.map(() => 0),
      total: shifts.map((s) => (s.end - s.start) / 1000),
      comment: shifts.map(() => ""),
      type_id: shifts.map(() => null),
      work_leave: shifts.map(() => 0),
    },
  };
  const items = itemsOfSchedule(compact, zone);
  /** Everyone judged in one slice. */
  const judgedAtOnce = () => timelineWarningsInSlices(items, zone, people.length)()!;

  it("marks each long day and each short rest on its person's shifts, and nothing else", () => {
    const warnings = judgedAtOnce();
    const expected = new Map<string, string[]>();
    people.forEach((_, p) => {
      if (p % 3 === 0) expected.set(`e${p}-2`, [planningWarningMessages.long_day]);
      // The long day ends at 22:00: 10 h of rest before an 08:00 start (not before the late start).
      if (p % 3 === 0 && p % 5 !== 0) expected.set(`e${p}-3`, [planningWarningMessages.short_rest]);
      if (p % 5 === 0) expected.set(`e${p}-4`, [planningWarningMessages.short_rest]);
    });
    expect(expected.size).toBe(40 + 32 + 24);
    expect(new Map([...warnings].sort())).toEqual(new Map([...expected].sort()));
  });

  it("judges the same warnings in slices of people, answering only with the last slice", () => {
    const step = timelineWarningsInSlices(items, zone, 50);
    expect(step()).toBeNull();
    expect(step()).toBeNull();
    const done = step();
    expect(done).not.toBeNull();
    expect(new Map([...done!].sort())).toEqual(new Map([...judgedAtOnce()].sort()));
    expect(timelineWarningsInSlices([], zone)()).toEqual(new Map());
  });
});
