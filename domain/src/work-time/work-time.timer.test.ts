import { describe, expect, it } from "vitest";
import { asWorker, at, given, history, opened, pause, start } from "./work-time.fixtures.ts";
import { workTimerOf } from "./work-time.timer.ts";

const T = (time: string, date = "2026-11-20") => at(date, time);

describe("work timer", () => {
  it("runs from the start, in days, hours, minutes and seconds", () => {
    const state = given(history(opened(), start(asWorker(T("08:00")), { workId: "a" }))).state();
    expect(workTimerOf(state.logs["a"], "2026-11-21T08:01:05.000Z")).toEqual({
      timeElapse: { days: 1, hours: 2, minutes: 1, seconds: 5 },
      totalElapseTime: 93_665,
      currentWork: "a",
      timerStarted: true,
    });
  });
  it("stands still while paused", () => {
    const state = given(history(opened(), start(asWorker(T("08:00")), { workId: "a" }), pause(asWorker(T("09:00")), {}))).state();
    expect(workTimerOf(state.logs["a"], T("11:00"))).toMatchObject({ totalElapseTime: 3600, timerStarted: false, currentWork: "a" });
  });
  it("is zero without current work", () => {
    expect(workTimerOf(null, T("11:00"))).toMatchObject({ totalElapseTime: 0, currentWork: null, timerStarted: false });
  });
});
