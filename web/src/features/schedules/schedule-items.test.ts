import { describe, expect, it } from "vitest";
import { itemOf, itemsOfSchedule, type CompactScheduleDto, type ScheduleDto } from "./schedules.api.ts";

/**
 * The month grid reads the compact answer (format=compact); the week of a person, the tests and any
 * older server read the spec's event objects. Both must give the grid the same items, including a
 * night shift over midnight on the company's wall clock, an all-day absence and a task in a position.
 */
describe("the grid's items of the compact schedule answer", () => {
  const full: ScheduleDto = {
    from: "2026-12-01",
    to: "2026-12-31",
    time_zone: "Europe/Helsinki",
    events: [
      { id: "e1", type: "shift", title: "Aamu", start: "2026-12-01T06:00:00.000Z", end: "2026-12-01T14:30:00.000Z", started_at: "2026-12-01T06:00:00.000Z", ended_at: "2026-12-01T14:30:00.000Z", user_id: "u1", name: "Anna Aalto", initials: "AA", position_id: null, confirmed: false, editable: true, is_preset: false, is_repeating: true, series_id: "s1", is_all_day: false, is_night_shift: false, is_shift_manager: true, pause_length: 30, additional_break_time: 15, total: 27_900, comment: "rivi", customColor: "#00aa00", type_id: null, work_leave: false },
      { id: "e2", type: "shift", title: "", start: "2026-12-02T20:00:00.000Z", end: "2026-12-03T04:00:00.000Z", started_at: "2026-12-02T20:00:00.000Z", ended_at: "2026-12-03T04:00:00.000Z", user_id: "u2", name: "Bo Berg", initials: "BB", position_id: "p1", confirmed: true, editable: false, is_preset: false, is_repeating: false, series_id: null, is_all_day: false, is_night_shift: true, is_shift_manager: false, pause_length: null, additional_break_time: 0, total: 28_800, comment: "", customColor: null, type_id: null, work_leave: false },
      { id: "e3", type: "absence", title: "Loma", start: "2026-12-09T22:00:00.000Z", end: "2026-12-10T22:00:00.000Z", started_at: "2026-12-09T22:00:00.000Z", ended_at: "2026-12-11T22:00:00.000Z", user_id: "u1", name: "Anna Aalto", initials: "AA", position_id: null, confirmed: true, editable: false, is_preset: false, is_repeating: false, series_id: null, is_all_day: true, is_night_shift: false, is_shift_manager: false, pause_length: 0, additional_break_time: 0, total: 0, comment: "", customColor: null, type_id: "t1", work_leave: true },
    ],
  };
  const compact: CompactScheduleDto = {
    from: "2026-12-01",
    to: "2026-12-31",
    time_zone: "Europe/Helsinki",
    format: "compact",
    people: [
      { id: "u1", name: "Anna Aalto", initials: "AA" },
      { id: "u2", name: "Bo Berg", initials: "BB" },
    ],
    events: {
      id: ["e1", "e2", "e3"],
      person: [0, 1, 0],
      position_id: [null, "p1", null],
      type: ["shift", "shift", "absence"],
      title: ["Aamu", "", "Loma"],
      start_ms: [Date.parse("2026-12-01T06:00:00.000Z"), Date.parse("2026-12-02T20:00:00.000Z"), Date.parse("2026-12-09T22:00:00.000Z")],
      end_ms: [Date.parse("2026-12-01T14:30:00.000Z"), Date.parse("2026-12-03T04:00:00.000Z"), Date.parse("2026-12-11T22:00:00.000Z")],
      confirmed: [0, 1, 1],
      color: ["#00aa00", null, null],
      is_all_day: [0, 0, 1],
      is_night_shift: [0, 1, 0],
      is_shift_manager: [1, 0, 0],
      series_id: ["s1", null, null],
      pause_length: [30, null, 0],
      additional_break_time: [15, 0, 0],
      total: [27_900, 28_800, 0],
      comment: ["rivi", "", ""],
      type_id: [null, null, "t1"],
      work_leave: [0, 0, 1],
    },
  };

  it("gives the same items as the spec's event objects", () => {
    const zone = "Europe/Helsinki";
    expect(itemsOfSchedule(compact, zone)).toEqual(full.events.map((e) => itemOf(e, zone)));
    expect(itemsOfSchedule(full, zone)).toEqual(full.events.map((e) => itemOf(e, zone)));
  });

  it("places the night shift on the company's wall clock across midnight", () => {
    const night = itemsOfSchedule(compact, "Europe/Helsinki")[1]!;
    expect(night.start).toEqual({ date: "2026-12-02", minutes: 22 * 60 });
    expect(night.end).toEqual({ date: "2026-12-03", minutes: 6 * 60 });
    expect(night.rowKey).toBe(itemOf(full.events[1]!, "Europe/Helsinki").rowKey);
  });
});
