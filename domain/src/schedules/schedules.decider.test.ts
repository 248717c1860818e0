import { describe, expect, it } from "vitest";
import { inJsonbOrder } from "../testing/jsonb-order.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { expandRecurrence } from "./schedules.recurrence.ts";
import { assignManager, at, change, confirm, context, create, detach, given, history, remove, removeSeries, values } from "./schedules.fixtures.ts";

const shift = (eventId: string, date: string, from: string, to: string, overrides = {}) => ({ eventId, values: values(date, from, to, overrides), series: null });

describe("schedule events", () => {
  describe("when creating", () => {
    it("records one event per shift, task or absence with its date, total and night flag", () => {
      given([])
        .when(create({ events: [shift("a", "2026-11-20", "08:00", "16:30", { pauseLengthMinutes: 30, additionalBreakMinutes: 15 })] }))
        .then([
          {
            type: "ScheduleEventCreated",
            data: {
              personId: "w1",
              eventId: "a",
              values: values("2026-11-20", "08:00", "16:30", { pauseLengthMinutes: 30, additionalBreakMinutes: 15 }),
              series: null,
              movedFrom: null,
              confirmed: false,
              shiftManagerId: null,
              date: "2026-11-20",
              totalSeconds: 8.5 * 3600 - 45 * 60,
              isNightShift: false,
            },
          },
        ]);
    });
    it("creates many at once (multiple) and refuses the whole call when one breaks a rule", () => {
      const events = given([]).when(create({ events: [shift("a", "2026-11-20", "08:00", "12:00"), shift("b", "2026-11-21", "08:00", "12:00", { kind: "task" })] })).events();
      expect(events.map((e) => e.data.eventId)).toEqual(["a", "b"]);
      given([])
        .when(create({ events: [shift("a", "2026-11-20", "08:00", "12:00"), shift("b", "2026-11-20", "11:00", "19:00")] }))
        .thenThrows(ConflictError, "schedule_overlap");
    });
    it("refuses an end before the start, a shift over 24 hours, breaks as long as the shift, and absence fields on a shift", () => {
      const bad = (v: object) => given([]).when(create({ events: [{ eventId: "a", values: { ...values("2026-11-20", "08:00", "12:00"), ...v }, series: null }] }));
      bad({ end: at("2026-11-20", "07:00") }).thenThrows(ValidationError, "start_after_end");
      bad({ end: at("2026-11-21", "09:00") }).thenThrows(ValidationError, "event_too_long");
      bad({ pauseLengthMinutes: 180, additionalBreakMinutes: 60 }).thenThrows(ValidationError, "breaks_longer_than_event");
      bad({ workLeave: true }).thenThrows(ValidationError, "absence_fields_on_non_absence");
    });
    it("refuses an event of another month's stream, and a known id", () => {
      given([]).when(create({ events: [shift("a", "2026-12-01", "08:00", "12:00")] })).thenThrows(ValidationError, "wrong_period");
      const h = history(create({ events: [shift("a", "2026-11-20", "08:00", "12:00")] }));
      given(h).when(create({ events: [shift("a", "2026-11-21", "08:00", "12:00")] })).thenThrows(ConflictError, "schedule_event_exists");
    });
  });

  describe("overlapping shifts of the same worker", () => {
    const day = history(create({ events: [shift("a", "2026-11-20", "08:00", "16:00")] }));
    it("refuses a shift overlapping another (409), accepts one that starts as the other ends (half-open)", () => {
      given(day).when(create({ events: [shift("b", "2026-11-20", "15:00", "20:00")] })).thenThrows(ConflictError, "schedule_overlap");
      expect(given(day).when(create({ events: [shift("b", "2026-11-20", "16:00", "20:00")] })).events()).toHaveLength(1);
    });
    it("lets tasks and absences overlap shifts", () => {
      expect(given(day).when(create({ events: [shift("t", "2026-11-20", "09:00", "10:00", { kind: "task" })] })).events()).toHaveLength(1);
    });
    it("checks the neighbouring months' shifts the API passes in (a night shift at the month's edge)", () => {
      const ctx = context({ neighbourShifts: [{ eventId: "oct", start: at("2026-10-31", "22:00"), end: at("2026-11-01", "06:00") }] });
      given([]).when(create({ events: [shift("b", "2026-11-01", "05:00", "09:00")] }, "2026-11", ctx)).thenThrows(ConflictError, "schedule_overlap");
    });
    it("refuses an edit that moves a shift onto another", () => {
      const two = history(create({ events: [shift("a", "2026-11-20", "08:00", "12:00"), shift("b", "2026-11-20", "13:00", "17:00")] }));
      given(two).when(change({ eventId: "b", action: "move", values: values("2026-11-20", "11:00", "15:00") })).thenThrows(ConflictError, "schedule_overlap");
    });
  });

  describe("night shifts", () => {
    it("belong to their start date and count real hours across both Europe/Helsinki DST changes", () => {
      const spring = given([]).when(create({ events: [shift("n", "2026-03-28", "22:00", "06:00")] }, "2026-03")).events()[0]!;
      expect(spring.data).toMatchObject({ date: "2026-03-28", isNightShift: true, totalSeconds: 7 * 3600 });
      const autumn = given([]).when(create({ events: [shift("n", "2026-10-24", "22:00", "06:00")] }, "2026-10")).events()[0]!;
      expect(autumn.data).toMatchObject({ date: "2026-10-24", isNightShift: true, totalSeconds: 9 * 3600 });
      const day = given([]).when(create({ events: [shift("d", "2026-10-24", "08:00", "16:00")] }, "2026-10")).events()[0]!;
      expect(day.data).toMatchObject({ isNightShift: false, totalSeconds: 8 * 3600 });
    });
  });

  describe("edit, move and resize", () => {
    const one = history(create({ events: [shift("a", "2026-11-20", "08:00", "12:00")] }));
    it("records the values before and after with the action", () => {
      given(one)
        .when(change({ eventId: "a", action: "resize", values: values("2026-11-20", "08:00", "14:00") }))
        .thenMatches([{ type: "ScheduleEventChanged", data: { action: "resize", previous: { end: at("2026-11-20", "12:00") }, next: { end: at("2026-11-20", "14:00") }, totalSeconds: 6 * 3600 } }]);
    });
    it("records nothing when nothing changes, and 404 for an unknown event", () => {
      given(one).when(change({ eventId: "a", action: "edit", values: values("2026-11-20", "08:00", "12:00") })).then([]);
      // The history as read back from jsonb, its keys reordered: still nothing changed.
      given(inJsonbOrder(one)).when(change({ eventId: "a", action: "edit", values: values("2026-11-20", "08:00", "12:00") })).then([]);
      given(one).when(change({ eventId: "x", action: "edit", values: values("2026-11-20", "08:00", "12:00") })).thenThrows(NotFoundError, "schedule_event_not_found");
    });
    it("refuses changing or deleting a confirmed event until it is unconfirmed", () => {
      const confirmed = [...one, ...given(one).when(confirm({ eventIds: ["a"], confirm: true })).events()];
      given(confirmed).when(change({ eventId: "a", action: "move", values: values("2026-11-21", "08:00", "12:00") })).thenThrows(ConflictError, "schedule_event_confirmed");
      given(confirmed).when(remove({ eventIds: ["a"], scope: "this" })).thenThrows(ConflictError, "schedule_event_confirmed");
      const unconfirmed = [...confirmed, ...given(confirmed).when(confirm({ eventIds: ["a"], confirm: false })).events()];
      expect(given(unconfirmed).when(remove({ eventIds: ["a"], scope: "this" })).events()).toHaveLength(1);
    });
  });

  describe("confirm and unconfirm", () => {
    const two = history(create({ events: [shift("a", "2026-11-20", "08:00", "12:00"), shift("b", "2026-11-21", "08:00", "12:00")] }));
    it("confirms all, records only those not confirmed yet, and unconfirms all", () => {
      const once = given(two).when(confirm({ eventIds: ["a"], confirm: true })).events();
      const all = given([...two, ...once]).when(confirm({ eventIds: ["a", "b"], confirm: true })).events();
      expect(all).toEqual([{ type: "ScheduleEventConfirmed", data: { personId: "w1", eventId: "b", confirmedAt: context().now } }]);
      const state = given([...two, ...once, ...all]).when(confirm({ eventIds: ["a", "b"], confirm: false })).state();
      expect([...state.events.values()].map((e) => e.confirmed)).toEqual([false, false]);
    });
  });

  describe("bulk delete and recurring removal scopes", () => {
    const series = { seriesId: "s1", recurrence: { frequency: "weekly" as const, interval: null, until: null, count: 4 } };
    const weekly = expandRecurrence(values("2026-11-02", "08:00", "16:00"), series.recurrence, "Europe/Helsinki");
    const h = history(create({ events: weekly.map((o, i) => ({ eventId: `e${i}`, values: { ...values("2026-11-02", "08:00", "16:00"), ...o }, series })) }));
    const withConfirmed = [...h, ...given(h).when(confirm({ eventIds: ["e3"], confirm: true })).events()];
    const removed = (events: readonly { data: { eventId: string } }[]) => events.map((e) => e.data.eventId);
    it("this event: only that one", () => {
      expect(removed(given(withConfirmed).when(remove({ eventIds: ["e1"], scope: "this" })).events())).toEqual(["e1"]);
    });
    it("this and following unconfirmed: from its start on, confirmed ones kept", () => {
      const events = given(withConfirmed).when(removeSeries({ seriesId: "s1", from: weekly[1]!.start })).events();
      expect(removed(events)).toEqual(["e1", "e2"]);
      expect(events[0]).toMatchObject({ data: { scope: "following" } });
    });
    it("all unconfirmed: every unconfirmed event of the series", () => {
      expect(removed(given(withConfirmed).when(removeSeries({ seriesId: "s1", from: null })).events())).toEqual(["e0", "e1", "e2"]);
    });
    it("bulk removes several, 404 when one is unknown", () => {
      expect(removed(given(h).when(remove({ eventIds: ["e0", "e2"], scope: "this" })).events())).toEqual(["e0", "e2"]);
      given(h).when(remove({ eventIds: ["e0", "nope"], scope: "this" })).thenThrows(NotFoundError, "schedule_event_not_found");
    });
  });

  describe("detaching a position", () => {
    it("removes that position's unconfirmed events for the person from the given moment on", () => {
      const h = history(
        create({
          events: [
            shift("past", "2026-11-02", "08:00", "12:00"),
            shift("p1", "2026-11-20", "08:00", "12:00"),
            shift("other", "2026-11-21", "08:00", "12:00", { positionId: "pos-2" }),
            shift("kept", "2026-11-22", "08:00", "12:00"),
          ],
        }),
        confirm({ eventIds: ["kept"], confirm: true }),
      );
      const events = given(h).when(detach({ positionId: "pos-1", from: at("2026-11-10", "00:00") })).events();
      expect(events.map((e) => [e.data.eventId, e.type === "ScheduleEventRemoved" ? e.data.scope : null])).toEqual([["p1", "detached"]]);
    });
  });

  describe("shift managers", () => {
    const h = history(create({ events: [shift("a", "2026-11-20", "08:00", "12:00"), shift("t", "2026-11-20", "13:00", "14:00", { kind: "task" })] }));
    it("names a shift's manager only when shift managers are active, and only on shifts", () => {
      given(h).when(assignManager({ eventIds: ["a"], managerId: "m1" })).then([{ type: "ShiftManagerAssigned", data: { personId: "w1", eventId: "a", managerId: "m1" } }]);
      given(h).when(assignManager({ eventIds: ["a"], managerId: "m1" }, "2026-11", context({ shiftManagerActive: false }))).thenThrows(ForbiddenError, "shift_managers_inactive");
      given(h).when(assignManager({ eventIds: ["t"], managerId: "m1" })).thenThrows(ValidationError, "shift_manager_on_non_shift");
    });
  });
});
