import { describe, expect, it } from "vitest";
import { normaliseSource } from "@workledger/event-schemas";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { add, asManager, asWorker, at, confirm, edit, given, history, opened, pause, remove, resume, start, stop } from "./work-time.fixtures.ts";

const T = (time: string) => at("2026-11-20", time);
const started = history(opened(), start(asWorker(T("08:00")), { workId: "a" }));
const paused = [...started, ...history(opened(), start(asWorker(T("08:00")), { workId: "a" }), pause(asWorker(T("10:00")), {})).slice(2)];
const resumed = [...paused, ...given(paused).when(resume(asWorker(T("10:30")), {})).events()];
const stopped = [...resumed, ...given(resumed).when(stop(asWorker(T("16:00")), {})).events()];

describe("work-time punches", () => {
  describe("when the period is not open", () => {
    it("refuses to start until the period is opened", () => {
      given([]).when(start(asWorker(T("08:00")), { workId: "a" })).thenThrows(ConflictError, "work_period_not_open");
    });
    it("opens a worker's first period with an empty summary from the month before", () => {
      given([]).when(opened()).then([
        {
          type: "WorkPeriodOpened",
          data: {
            workerId: "w1",
            period: "2026-11",
            previousPeriod: null,
            summary: { windowStart: "2026-09-30T21:00:00.000Z", currentWorkId: null, logs: [], deletedWorks: [], nextWorkNumber: 1 },
          },
        },
      ]);
    });
    it("opens a period once", () => {
      given(history(opened())).when(opened()).thenThrows(ConflictError, "work_period_already_open");
    });
  });

  describe("when nobody is working", () => {
    const idle = history(opened());
    it("starts work on the local date it started, from the punch's source", () => {
      given(idle)
        .when(start({ ...asWorker(at("2026-11-21", "00:30")), source: "box" }, { workId: "a", workTypeId: "wt1" }))
        .then([
          {
            type: "WorkStarted",
            data: {
              workerId: "w1",
              workId: "a",
              workNumber: 1,
              date: "2026-11-21",
              startedAt: "2026-11-20T22:30:00.000Z",
              source: "box",
              workTypeId: "wt1",
              workspaceId: null,
              comment: "",
            },
          },
        ]);
    });
    it("keeps where the start and the stop happened, and records no location when none was told", () => {
      const here = { latitude: 60.1699, longitude: 24.9384 };
      const begun = given(idle).when(start(asWorker(T("08:00")), { workId: "a", location: here })).events();
      expect(begun[0]).toMatchObject({ type: "WorkStarted", data: { location: here } });
      const there = { latitude: -33.8688, longitude: 151.2093 };
      const ended = given([...idle, ...begun]).when(stop(asWorker(T("16:00")), { location: there })).events();
      expect(ended[0]).toMatchObject({ type: "WorkStopped", data: { location: there } });
      const plain = given(idle).when(start(asWorker(T("08:00")), { workId: "a" })).events();
      expect("location" in plain[0]!.data).toBe(false);
    });
    it("records an unknown device kind as web", () => {
      const events = given(idle).when(start({ ...asWorker(T("08:00")), source: normaliseSource("smart-fridge") }, { workId: "a" })).events();
      expect(events[0]).toMatchObject({ data: { source: "web" } });
    });
    it("keeps punches to whole seconds and takes a device's earlier moment", () => {
      given(idle)
        .when(start(asWorker("2026-11-20T08:00:00.900Z"), { workId: "a", at: "2026-11-20T07:59:30.500Z" }))
        .thenMatches([{ data: { startedAt: "2026-11-20T07:59:30.000Z" } }]);
    });
    it("refuses a punch in the future beyond the clock skew; within it, the punch is now", () => {
      given(idle).when(start(asWorker(T("08:00")), { workId: "a", at: "2026-11-20T06:02:01.000Z" })).thenThrows(ValidationError, "punch_in_future");
      given(idle).when(start(asWorker(T("08:00")), { workId: "a", at: T("08:01") })).thenMatches([{ data: { startedAt: T("08:00"), receivedAt: T("08:00") } }]);
    });
    it("starting again with the same work id is refused: it names one log (a retry is replayed before the ledger)", () => {
      given(started).when(start(asWorker(T("08:01")), { workId: "a" })).thenThrows(ConflictError, "work_id_taken");
    });
    it("takes a back-dated punch only with can_edit_own_work_time or from a trusted device, recording both instants", () => {
      const ago = T("06:59");
      given(idle).when(start(asWorker(T("08:00"), []), { workId: "a", at: ago })).thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
      given(idle).when(start(asWorker(T("08:00"), []), { workId: "a", at: T("07:59") })).thenMatches([{ data: { startedAt: T("07:59"), receivedAt: T("08:00") } }]);
      given(idle)
        .when(start({ ...asWorker(T("08:00"), []), trustedDevice: true }, { workId: "a", at: ago }))
        .thenMatches([{ data: { startedAt: ago, receivedAt: T("08:00") } }]);
      given(idle).when(start(asWorker(T("08:00")), { workId: "a", at: ago })).thenMatches([{ data: { startedAt: ago, receivedAt: T("08:00") } }]);
      given(started).when(stop(asWorker(T("12:00"), []), { at: T("11:00") })).thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
    });
    it("lets no person claim the source 'automatic'", () => {
      given(idle).when(start({ ...asWorker(T("08:00")), source: "automatic" }, { workId: "a" })).thenThrows(ForbiddenError, "source_not_allowed");
      given(started).when(stop({ ...asManager(T("09:00")), source: "automatic" }, {})).thenThrows(ForbiddenError, "source_not_allowed");
    });
    it.each([
      ["pause", pause],
      ["resume", resume],
      ["stop", stop],
    ])("refuses to %s with 'Work not found'", (_, punch) => {
      given(idle).when(punch(asWorker(T("09:00")), {})).thenThrows(NotFoundError, "work_not_found", "Work not found");
    });
    it("refuses a start inside another work log", () => {
      const withLog = history(opened(), add(asWorker(T("09:00")), { workId: "m", values: { start: T("06:00"), end: T("08:30") } }));
      given(withLog).when(start(asWorker(T("08:15")), { workId: "a" })).thenThrows(ConflictError, "work_overlap");
    });
    it("starts in the minute a log ended: 13:00 to 13:00 do not overlap", () => {
      const withLog = history(opened(), add(asWorker(T("14:00")), { workId: "m", values: { start: T("12:45"), end: T("13:00") } }));
      given(withLog).when(start(asWorker("2026-11-20T11:00:40.000Z"), { workId: "a" })).thenMatches([{ type: "WorkStarted" }]);
    });
    it("refuses a start during a paid absence or a work round", () => {
      const absence = { kind: "paid_absence", start: T("00:00"), end: T("23:59") } as const;
      given(idle).when(start({ ...asWorker(T("08:00")), blocked: [absence] }, { workId: "a" })).thenThrows(ConflictError, "work_overlap");
      const round = { kind: "work_round", start: T("07:00"), end: T("12:00") } as const;
      given(idle).when(start({ ...asWorker(T("08:00")), blocked: [round] }, { workId: "a" })).thenThrows(ConflictError, "work_round_overlap");
      const morning = history(opened(), add(asWorker(T("13:00")), { workId: "m", values: { start: T("08:00"), end: T("12:05") } }));
      given(morning)
        .when(start({ ...asWorker(T("12:05")), workRounds: { roundStartMinutes: 10, roundEndMinutes: 10 } }, { workId: "a" }))
        .thenThrows(ConflictError, "work_round_overlap");
      given(morning).when(start(asWorker(T("12:05")), { workId: "a" })).thenMatches([{ type: "WorkStarted" }]);
    });
    it("lets a manager with edit rights punch for a worker, and nobody else", () => {
      given(idle).when(start(asManager(T("08:00")), { workId: "a" })).thenMatches([{ type: "WorkStarted" }]);
      given(idle)
        .when(start(asManager(T("08:00"), ["can_confirm_work_hours"]), { workId: "a" }))
        .thenThrows(ForbiddenError, "no_rights_to_edit_work_time", "You have no rights to edit work time!");
      given(idle)
        .when(start({ ...asWorker(T("08:00")), actorId: "w2" }, { workId: "a" }))
        .thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
    });
    it("a racing second start, decided again on the new history, is refused", () => {
      const first = given(idle).when(start(asWorker(T("08:00")), { workId: "a" })).events();
      const second = start(asWorker(T("08:00")), { workId: "b" });
      expect(given(idle).when(second).events()).toHaveLength(1);
      given([...idle, ...first]).when(second).thenThrows(ConflictError, "user_currently_working");
    });
    it("refuses a command for another worker's stream", () => {
      given(idle).when({ ...start(asWorker(T("08:00")), { workId: "a" }), data: { workerId: "w2", workId: "a" } }).thenThrows(ConflictError, "wrong_worker");
    });
    it("refuses a command whose now is in another period", () => {
      given(idle).when(start(asWorker(at("2026-12-01", "00:00")), { workId: "a" })).thenThrows(ConflictError, "work_period_over");
    });
  });

  describe("when the work is started", () => {
    it("refuses another start: the user is currently working", () => {
      given(started).when(start(asWorker(T("09:00")), { workId: "b" })).thenThrows(ConflictError, "user_currently_working", "User is currently working");
    });
    it("refuses to resume: resumed already", () => {
      given(started).when(resume(asWorker(T("09:00")), {})).thenThrows(ConflictError, "work_resumed_already", /resumed already/);
    });
    it("pauses", () => {
      given(started).when(pause(asWorker(T("10:00")), {})).then([
        { type: "WorkPaused", data: { workerId: "w1", workId: "a", pausedAt: T("10:00"), source: "web" } },
      ]);
    });
    it("stops with the worked seconds", () => {
      given(started).when(stop(asWorker(T("12:00")), { workId: "a" })).thenMatches([
        { type: "WorkStopped", data: { stoppedAt: T("12:00"), workedSeconds: 4 * 3600, pauseSeconds: 0 } },
      ]);
    });
    it("refuses a punch earlier than the start", () => {
      given(started).when(pause(asWorker(T("10:00")), { at: T("07:00") })).thenThrows(ValidationError, "punch_before_last_punch");
    });
    it("refuses a manual log after the start: open work occupies everything from its start on", () => {
      given(started)
        .when(add(asWorker(T("22:00")), { workId: "m", values: { start: T("20:00"), end: T("21:00") } }))
        .thenThrows(ConflictError, "work_overlap");
    });
    it("cannot be confirmed until ended", () => {
      given(started).when(confirm(asManager(T("10:00")), { workIds: ["a"] })).thenThrows(ConflictError, "work_not_ended", /not ended/);
    });
    it("keeps its times while running but takes a comment", () => {
      given(started).when(edit(asWorker(T("10:00")), { workId: "a", changes: { start: T("07:00") } })).thenThrows(ConflictError, "work_in_progress");
      given(started).when(edit(asWorker(T("10:00")), { workId: "a", changes: { comment: "site B" } })).thenMatches([
        { type: "WorkLogEdited", data: { next: { comment: "site B", end: null } } },
      ]);
    });
  });

  describe("when the work is paused", () => {
    it("refuses to pause: paused already", () => {
      given(paused).when(pause(asWorker(T("10:10")), {})).thenThrows(ConflictError, "work_paused_already", /paused already/);
    });
    it("refuses another start", () => {
      given(paused).when(start(asWorker(T("10:10")), { workId: "b" })).thenThrows(ConflictError, "user_currently_working");
    });
    it("resumes with the pause's length", () => {
      given(paused).when(resume(asWorker(T("10:30")), {})).thenMatches([{ type: "WorkResumed", data: { resumedAt: T("10:30"), pauseSeconds: 1800 } }]);
    });
    it("stops, ending the pause at the stop", () => {
      const events = given(paused).when(stop(asWorker(T("11:00")), {})).events();
      expect(events).toMatchObject([{ type: "WorkStopped", data: { workedSeconds: 2 * 3600, pauseSeconds: 3600 } }]);
      expect(given(paused).when(stop(asWorker(T("11:00")), {})).state().logs["a"]).toMatchObject({
        status: "stopped",
        end: T("11:00"),
        pauses: [{ start: T("10:00"), end: T("11:00"), lengthSeconds: 3600 }],
        endedBy: "web",
      });
    });
  });

  describe("when the work is resumed", () => {
    it("refuses to resume: resumed already", () => {
      given(resumed).when(resume(asWorker(T("11:00")), {})).thenThrows(ConflictError, "work_resumed_already");
    });
    it("pauses again", () => {
      given(resumed).when(pause(asWorker(T("12:00")), {})).thenMatches([{ type: "WorkPaused" }]);
    });
    it("stops with worked time net of pauses", () => {
      given(resumed).when(stop(asWorker(T("16:00")), {})).thenMatches([{ data: { workedSeconds: 7.5 * 3600, pauseSeconds: 1800 } }]);
    });
  });

  describe("when the work is stopped", () => {
    it.each([
      ["pause", pause],
      ["resume", resume],
      ["stop", stop],
    ])("refuses to %s it: stopped already", (_, punch) => {
      given(stopped).when(punch(asWorker(T("17:00")), { workId: "a" })).thenThrows(ConflictError, "work_stopped_already", /stopped already/);
    });
    it.each([
      ["pause", pause],
      ["resume", resume],
      ["stop", stop],
    ])("answers a %s for the current work, sent from a stale view, with 'Work paused, resumed or stopped already'", (_, punch) => {
      given(stopped).when(punch(asWorker(T("17:00")), {})).thenThrows(ConflictError, "work_changed_already", "Work paused, resumed or stopped already");
    });
    it("starts the next work with the next work number", () => {
      given(stopped).when(start(asWorker(T("17:00")), { workId: "b" })).thenMatches([{ data: { workId: "b", workNumber: 2 } }]);
    });
    it("refuses a new start that reaches back into it", () => {
      given(stopped).when(start(asWorker(T("17:00")), { workId: "b", at: T("15:00") })).thenThrows(ConflictError, "work_overlap");
    });
  });

  describe("when the work has been deleted", () => {
    const deleted = [...started, ...given(started).when(remove(asManager(T("09:00")), { workId: "a" })).events()];
    it.each([
      ["pause", pause],
      ["resume", resume],
      ["stop", stop],
    ])("refuses to %s it with 'Work has been deleted'", (_, punch) => {
      given(deleted).when(punch(asWorker(T("10:00")), { workId: "a" })).thenThrows(NotFoundError, "work_deleted", "Work has been deleted");
    });
    it("leaves the worker free to start again", () => {
      given(deleted).when(start(asWorker(T("10:00")), { workId: "b" })).thenMatches([{ type: "WorkStarted" }]);
      given(deleted).when(start(asWorker(T("10:00")), { workId: "a" })).thenThrows(NotFoundError, "work_deleted");
    });
  });
});
