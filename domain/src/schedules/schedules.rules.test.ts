import { describe, expect, it } from "vitest";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { at, values, ZONE } from "./schedules.fixtures.ts";
import { nextOrderNumber, remapResources, schedulePositionsDecider, type PositionsCommand } from "./schedules.positions.ts";
import { countsAsUnconfirmed, schedulePresetsDecider } from "./schedules.presets.ts";
import { expandRecurrence } from "./schedules.recurrence.ts";
import { displayedEnd, formatTotal, plannedSeconds } from "./schedules.rules.ts";
import { planningWarnings, type PlannedShift } from "./schedules.warnings.ts";

const recur = (frequency: "daily" | "weekdays" | "weekly" | "biweekly" | "monthly" | "annually" | "custom", more: { interval?: number; until?: string; count?: number } = {}) => ({
  frequency,
  interval: more.interval ?? null,
  until: more.until ?? null,
  count: more.count ?? null,
});
const dates = (list: { start: string }[]) => list.map((o) => new Date(Date.parse(o.start) + 2 * 3600_000).toISOString().slice(0, 10));

describe("recurrence", () => {
  const first = values("2026-11-02", "08:00", "16:00"); // a Monday
  it.each([
    ["daily", recur("daily", { count: 3 }), ["2026-11-02", "2026-11-03", "2026-11-04"]],
    ["weekdays", recur("weekdays", { count: 6 }), ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-09"]],
    ["weekly", recur("weekly", { until: "2026-11-16" }), ["2026-11-02", "2026-11-09", "2026-11-16"]],
    ["biweekly", recur("biweekly", { count: 3 }), ["2026-11-02", "2026-11-16", "2026-11-30"]],
    ["monthly", recur("monthly", { count: 3 }), ["2026-11-02", "2026-12-02", "2027-01-02"]],
    ["annually", recur("annually", { count: 2 }), ["2026-11-02", "2027-11-02"]],
    ["custom every 3 days", recur("custom", { interval: 3, until: "2026-11-09" }), ["2026-11-02", "2026-11-05", "2026-11-08"]],
  ] as const)("%s", (_name, rule, expected) => {
    expect(dates(expandRecurrence(first, rule, ZONE))).toEqual(expected);
  });
  it("keeps the wall-clock times across a DST change (a weekly night shift is 7 h on the spring night)", () => {
    const night = values("2026-03-21", "22:00", "06:00");
    const list = expandRecurrence(night, recur("weekly", { count: 2 }), ZONE);
    expect(list[1]).toEqual({ start: at("2026-03-28", "22:00"), end: at("2026-03-29", "06:00") });
    expect((Date.parse(list[1]!.end) - Date.parse(list[1]!.start)) / 3600_000).toBe(7);
  });
  it("needs an end date or a count, a custom interval, and not too many occurrences", () => {
    expect(() => expandRecurrence(first, recur("weekly"), ZONE)).toThrow(ValidationError);
    expect(() => expandRecurrence(first, recur("custom", { count: 2 }), ZONE)).toThrow(ValidationError);
    expect(() => expandRecurrence(first, recur("daily", { until: "2030-01-01" }), ZONE)).toThrow(ValidationError);
  });
});

describe("totals and displayed ends", () => {
  it("counts pause length and additional break out of the total, shown as h:mm", () => {
    const v = values("2026-11-20", "08:00", "16:30", { pauseLengthMinutes: 30, additionalBreakMinutes: 15 });
    expect(plannedSeconds(v)).toBe(7 * 3600 + 45 * 60);
    expect(formatTotal(plannedSeconds(v))).toBe("7:45");
  });
  it("totals an all-day absence with a pause over the one day it shows, not the two it is kept as (23:30, not 47:30)", () => {
    const absence = { ...values("2026-12-10", "00:00", "00:00", { kind: "absence", pauseLengthMinutes: 30 }), end: at("2026-12-12", "00:00"), isAllDay: true };
    expect(displayedEnd(absence)).toBe(at("2026-12-11", "00:00"));
    expect(formatTotal(plannedSeconds(absence))).toBe("23:30");
    // Without a pause length nothing moves: [10.12, 11.12) is one day, 24:00.
    expect(formatTotal(plannedSeconds({ ...absence, end: at("2026-12-11", "00:00"), pauseLengthMinutes: null }))).toBe("24:00");
    // A shift keeps its instants.
    expect(formatTotal(plannedSeconds(values("2026-12-10", "08:00", "16:30", { pauseLengthMinutes: 30 })))).toBe("8:00");
  });
  it("moves the end of an absence or all-day event with a pause length back one day (clarification 23: both kinds)", () => {
    const absence = values("2026-11-20", "00:00", "00:00", { kind: "absence", pauseLengthMinutes: 0 });
    expect(displayedEnd(absence)).toBe(at("2026-11-20", "00:00"));
    const allDayShift = { ...values("2026-11-20", "00:00", "00:00"), isAllDay: true, pauseLengthMinutes: 30 };
    expect(displayedEnd(allDayShift)).toBe(at("2026-11-20", "00:00"));
    // The other reading (only absences need a pause length; all-day always moves) would move this one too.
    const allDayWithout = { ...values("2026-11-20", "00:00", "00:00"), isAllDay: true, pauseLengthMinutes: null };
    expect(displayedEnd(allDayWithout)).toBe(at("2026-11-21", "00:00"));
    expect(displayedEnd({ ...absence, pauseLengthMinutes: null })).toBe(at("2026-11-21", "00:00"));
    expect(displayedEnd(values("2026-11-20", "08:00", "16:00", { pauseLengthMinutes: 30 }))).toBe(at("2026-11-20", "16:00"));
  });
  it("never counts a preset as unconfirmed", () => {
    expect(countsAsUnconfirmed({ confirmed: false, isPreset: true })).toBe(false);
    expect(countsAsUnconfirmed({ confirmed: false, isPreset: false })).toBe(true);
    expect(countsAsUnconfirmed({ confirmed: true, isPreset: false })).toBe(false);
  });
});

describe("planning warnings", () => {
  const s = (eventId: string, date: string, from: string, to: string): PlannedShift => {
    const v = values(date, from, to);
    return { eventId, start: v.start, end: v.end, totalSeconds: plannedSeconds(v) };
  };
  it("warns about less than 11 hours of rest between two shifts, not about 11 hours", () => {
    expect(planningWarnings([s("a", "2026-11-20", "14:00", "22:00"), s("b", "2026-11-21", "08:00", "16:00")], ["b"], ZONE)).toEqual([
      { code: "short_rest", eventId: "b", restSeconds: 10 * 3600 },
    ]);
    expect(planningWarnings([s("a", "2026-11-20", "13:00", "21:00"), s("b", "2026-11-21", "08:00", "16:00")], ["b"], ZONE)).toEqual([]);
  });
  it("warns about more than 13 hours in a day", () => {
    expect(planningWarnings([s("a", "2026-11-20", "06:00", "12:00"), s("b", "2026-11-20", "12:00", "19:30")], ["a"], ZONE)).toContainEqual({
      code: "long_day",
      date: "2026-11-20",
      plannedSeconds: 13.5 * 3600,
    });
  });
  it("warns when the last 4 months average more than 48 hours a week, not at 40", () => {
    const heavy: PlannedShift[] = [];
    const normal: PlannedShift[] = [];
    for (let d = new Date(Date.UTC(2026, 6, 1)); d <= new Date(Date.UTC(2026, 10, 20)); d.setUTCDate(d.getUTCDate() + 1)) {
      const date = d.toISOString().slice(0, 10);
      heavy.push(s(`h${date}`, date, "07:00", "14:00")); // 7 h every day: 49 h a week
      if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) normal.push(s(`n${date}`, date, "08:00", "16:00"));
    }
    expect(planningWarnings(heavy, ["h2026-11-20"], ZONE).map((w) => w.code)).toEqual(["long_week_average"]);
    expect(planningWarnings(normal, ["n2026-11-20"], ZONE)).toEqual([]);
  });
});

describe("positions", () => {
  const { given } = deciderSpec(schedulePositionsDecider);
  const run = (...commands: PositionsCommand[]) => {
    const events = [];
    let state = schedulePositionsDecider.initialState;
    for (const c of commands) {
      const decided = schedulePositionsDecider.decide(c, state);
      events.push(...decided);
      state = decided.reduce(schedulePositionsDecider.evolve, state);
    }
    return events;
  };
  const three = run(
    { type: "AddSchedulePosition", data: { positionId: "p1", name: "Kitchen" } },
    { type: "AddSchedulePosition", data: { positionId: "p2", name: "Bar" } },
    { type: "AddSchedulePosition", data: { positionId: "p3", name: " Floor " } },
  );
  it("gives the next order number: the highest plus 1, or 1 when there is none", () => {
    expect(nextOrderNumber([])).toBe(1);
    expect(nextOrderNumber([{ orderNumber: 4 }, { orderNumber: 2 }])).toBe(5);
    expect(three.map((e) => (e.type === "SchedulePositionAdded" ? [e.data.name, e.data.orderNumber] : null))).toEqual([["Kitchen", 1], ["Bar", 2], ["Floor", 3]]);
    const afterDelete = [...three, ...run({ type: "AddSchedulePosition", data: { positionId: "p1", name: "Kitchen" } }, { type: "DeleteSchedulePosition", data: { positionId: "p1" } })];
    given(afterDelete).when({ type: "AddSchedulePosition", data: { positionId: "p4", name: "New" } }).thenMatches([{ data: { orderNumber: 4 } }]);
  });
  it("renames, refuses an empty name and an unknown position", () => {
    given(three).when({ type: "RenameSchedulePosition", data: { positionId: "p2", name: "Bar 2" } }).then([{ type: "SchedulePositionRenamed", data: { positionId: "p2", name: "Bar 2" } }]);
    given(three).when({ type: "RenameSchedulePosition", data: { positionId: "p2", name: "  " } }).thenThrows(ValidationError, "position_name_required");
    given(three).when({ type: "DeleteSchedulePosition", data: { positionId: "nope" } }).thenThrows(NotFoundError, "position_not_found");
  });
  it("reorders every position and remaps each event's resource from the new order number and the person", () => {
    const reordered = given(three).when({ type: "ReorderSchedulePositions", data: { positionIds: ["p3", "p1", "p2"] } });
    reordered.thenMatches([{ data: { orders: [{ positionId: "p3", orderNumber: 1 }, { positionId: "p1", orderNumber: 2 }, { positionId: "p2", orderNumber: 3 }] } }]);
    const events = [{ positionId: "p1", personId: "w1" }, { positionId: "p3", personId: "w2" }, { positionId: null, personId: "w3" }];
    expect(remapResources(reordered.state().positions, events).map((e) => e.resourceId)).toEqual(["2-w1", "1-w2", "0-w3"]);
    given(three).when({ type: "ReorderSchedulePositions", data: { positionIds: ["p3", "p1"] } }).thenThrows(ValidationError, "reorder_mismatch");
  });
  it("assigns, reorders and removes workers", () => {
    const withWorkers = [
      ...three,
      ...run(
        { type: "AddSchedulePosition", data: { positionId: "p1", name: "Kitchen" } },
        { type: "AssignScheduleWorker", data: { positionId: "p1", personId: "w1" } },
        { type: "AssignScheduleWorker", data: { positionId: "p1", personId: "w2" } },
      ).slice(1),
    ];
    given(withWorkers).when({ type: "AssignScheduleWorker", data: { positionId: "p1", personId: "w1" } }).thenThrows(ConflictError, "worker_already_assigned");
    expect(given(withWorkers).when({ type: "ReorderScheduleWorkers", data: { positionId: "p1", personIds: ["w2", "w1"] } }).state().positions.get("p1")!.personIds).toEqual(["w2", "w1"]);
    given(withWorkers).when({ type: "ReorderScheduleWorkers", data: { positionId: "p1", personIds: ["w2"] } }).thenThrows(ValidationError, "reorder_mismatch");
    expect(given(withWorkers).when({ type: "RemoveScheduleWorker", data: { positionId: "p1", personId: "w1" } }).state().positions.get("p1")!.personIds).toEqual(["w2"]);
  });
});

describe("presets", () => {
  const { given } = deciderSpec(schedulePresetsDecider);
  const preset = { kind: "shift" as const, title: "Morning", startTime: "06:00", endTime: "14:00", pauseLengthMinutes: 30, additionalBreakMinutes: 0, comment: "", color: null };
  const saved = [{ type: "SchedulePresetSaved" as const, data: { presetId: "pr1", values: preset } }];
  it("creates, updates and destroys, refusing bad times and unknown presets", () => {
    given([]).when({ type: "SaveSchedulePreset", data: { presetId: "pr1", values: preset } }).then(saved);
    given([]).when({ type: "SaveSchedulePreset", data: { presetId: "pr1", values: { ...preset, endTime: "25:00" } } }).thenThrows(ValidationError, "invalid_time");
    given(saved).when({ type: "UpdateSchedulePreset", data: { presetId: "pr1", values: { ...preset, title: "Early" } } }).thenMatches([{ type: "SchedulePresetUpdated" }]);
    given(saved).when({ type: "DestroySchedulePreset", data: { presetId: "pr1" } }).then([{ type: "SchedulePresetDestroyed", data: { presetId: "pr1" } }]);
    given([]).when({ type: "DestroySchedulePreset", data: { presetId: "pr1" } }).thenThrows(NotFoundError, "preset_not_found");
  });
});
