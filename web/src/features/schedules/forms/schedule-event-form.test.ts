import { describe, expect, it } from "vitest";
import { formErrors, instantsOf, newEventForm, recurrenceOf } from "./schedule-event-form.ts";

const zone = "Europe/Helsinki";
const shift = newEventForm("shift", { personId: "p1", positionId: null, dates: ["2026-11-25"] });

describe("the schedule event form", () => {
  it("starts a shift 08:00-16:00 with a 30-minute pause, and a dragged day-view span at its times", () => {
    expect(shift).toMatchObject({ startTime: "08:00", endTime: "16:00", pauseMinutes: 30, repeat: "none" });
    expect(newEventForm("task", { personId: "p1", positionId: null, dates: ["2026-11-25"], startMinutes: 600, endMinutes: 690 })).toMatchObject({ startTime: "10:00", endTime: "11:30" });
  });

  it("needs a person, real times and different start and end", () => {
    expect(formErrors(shift)).toEqual({});
    expect(formErrors({ ...shift, personId: null })).toHaveProperty("personId");
    expect(formErrors({ ...shift, startTime: "25:00" })).toHaveProperty("startTime", "Enter a time such as 08:00");
    expect(formErrors({ ...shift, endTime: "08:00" })).toHaveProperty("endTime", "Start must be before end");
  });

  it("asks a recurring event for an end, and a custom one for its interval", () => {
    expect(formErrors({ ...shift, repeat: "weekly" })).toHaveProperty("recurrence");
    expect(formErrors({ ...shift, repeat: "weekly", count: 4 })).toEqual({});
    expect(formErrors({ ...shift, repeat: "custom", count: 4 })).toHaveProperty("interval");
    expect(recurrenceOf({ ...shift, repeat: "custom", interval: 3, until: "2026-12-31" })).toEqual({ frequency: "custom", interval: 3, until: "2026-12-31", count: null });
    expect(recurrenceOf({ ...shift, repeat: "weekly", interval: 3, count: 2 })).toEqual({ frequency: "weekly", interval: null, until: null, count: 2 });
  });

  it("ends a night shift on the next day, 7 real hours on the spring DST night", () => {
    const night = { ...shift, startTime: "22:00", endTime: "06:00" };
    const { start, end } = instantsOf(night, "2026-03-28", zone);
    expect(start).toBe("2026-03-28T20:00:00.000Z");
    expect(end).toBe("2026-03-29T03:00:00.000Z");
  });

  it("runs an all-day absence from the first day's midnight to the midnight after its last day", () => {
    const absence = { ...newEventForm("absence", { personId: "p1", positionId: null, dates: ["2026-11-25"] }), endDate: "2026-11-27", absenceTypeId: "t" };
    expect(instantsOf(absence, "2026-11-25", zone)).toEqual({ start: "2026-11-24T22:00:00.000Z", end: "2026-11-27T22:00:00.000Z" });
    expect(formErrors({ ...absence, endDate: "2026-11-20" })).toHaveProperty("endDate");
  });
});
