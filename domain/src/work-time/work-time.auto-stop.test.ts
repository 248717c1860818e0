import { describe, expect, it } from "vitest";
import { ForbiddenError } from "../errors.ts";
import { dueAutoStops, nextAutoStopAt } from "./work-time.auto-stop.ts";
import { asSystem, asWorker, at, autoStop, given, history, opened, pause, resume, start, ZONE } from "./work-time.fixtures.ts";

const T = (time: string, date = "2026-11-20") => at(date, time);
const started = history(opened(), start(asWorker(T("08:00")), { workId: "a" }));
const paused = history(opened(), start(asWorker(T("08:00")), { workId: "a" }), pause(asWorker(T("12:00")), {}));
const stateOf = (events: typeof started) => given(events).state();

describe("automatic stops", () => {
  describe("when the work is paused", () => {
    it("is due after 60 idle minutes when the preference is unset, ending when the pause began", () => {
      expect(dueAutoStops(stateOf(paused), T("12:59"), { timeZone: ZONE })).toEqual([]);
      expect(dueAutoStops(stateOf(paused), T("13:00"), { timeZone: ZONE })).toEqual([
        { workerId: "w1", workId: "a", at: T("12:00"), reason: "idle" },
      ]);
      expect(nextAutoStopAt(stateOf(paused), { timeZone: ZONE })).toBe(T("13:00"));
    });
    it("follows the idle-stop preference when set", () => {
      expect(dueAutoStops(stateOf(paused), T("12:30"), { timeZone: ZONE, idleStopMinutes: 30 })).toHaveLength(1);
      expect(dueAutoStops(stateOf(paused), T("12:30"), { timeZone: ZONE, idleStopMinutes: 90 })).toEqual([]);
    });
    it("stops the work as the system, dropping the idle pause", () => {
      const when = given(paused).when(autoStop(asSystem(T("13:00")), { workId: "a", at: T("12:00"), reason: "idle" }));
      when.then([{ type: "WorkAutoStopped", data: { workerId: "w1", workId: "a", stoppedAt: T("12:00"), reason: "idle", workedSeconds: 4 * 3600, pauseSeconds: 0 } }]);
      expect(when.state().logs["a"]).toMatchObject({ status: "stopped", end: T("12:00"), pauses: [], endedBy: "automatic" });
      expect(when.state().currentWorkId).toBeNull();
    });
    it("only the system stops work automatically", () => {
      given(paused).when(autoStop(asWorker(T("13:00")), { workId: "a", at: T("12:00"), reason: "idle" })).thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
    });
  });

  describe("when the worker came back in time", () => {
    const back = [...paused, ...given(paused).when(resume(asWorker(T("12:30")), {})).events()];
    it("a stale idle stop records nothing", () => {
      given(back).when(autoStop(asSystem(T("13:00")), { workId: "a", at: T("12:00"), reason: "idle" })).then([]);
      expect(dueAutoStops(stateOf(back), T("15:00"), { timeZone: ZONE })).toEqual([]);
    });
  });

  describe("when the company ends workdays automatically", () => {
    const settings = { timeZone: ZONE, autoEndWorkday: true, workdayEndsAt: "17:00" };
    it("is due at the workday's end on the work's local date", () => {
      expect(dueAutoStops(stateOf(started), T("16:59"), settings)).toEqual([]);
      expect(dueAutoStops(stateOf(started), T("18:00"), settings)).toEqual([{ workerId: "w1", workId: "a", at: T("17:00"), reason: "end_of_workday" }]);
      expect(nextAutoStopAt(stateOf(started), settings)).toBe(T("17:00"));
    });
    it("ends at midnight after the start day when no end time is set", () => {
      expect(nextAutoStopAt(stateOf(started), { timeZone: ZONE, autoEndWorkday: true })).toBe(at("2026-11-21", "00:00"));
    });
    it("takes the next day's end for work started after the end time", () => {
      const evening = history(opened(), start(asWorker(T("18:00")), { workId: "e" }));
      expect(nextAutoStopAt(stateOf(evening), settings)).toBe(at("2026-11-21", "17:00"));
    });
    it("records the stop, and a second one is stale", () => {
      const when = given(started).when(autoStop(asSystem(T("18:00")), { workId: "a", at: T("17:00"), reason: "end_of_workday" }));
      when.thenMatches([{ type: "WorkAutoStopped", data: { stoppedAt: T("17:00"), reason: "end_of_workday", workedSeconds: 9 * 3600 } }]);
      const after = [...started, ...when.events()];
      given(after).when(autoStop(asSystem(T("18:00")), { workId: "a", at: T("17:00"), reason: "end_of_workday" })).then([]);
      expect(dueAutoStops(stateOf(after), T("18:00"), settings)).toEqual([]);
    });
    it("does not stop before the moment it names", () => {
      given(started).when(autoStop(asSystem(T("16:00")), { workId: "a", at: T("17:00"), reason: "end_of_workday" })).then([]);
    });
  });
});
