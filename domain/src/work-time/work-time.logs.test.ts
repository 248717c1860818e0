import { describe, expect, it } from "vitest";
import { inJsonbOrder } from "../testing/jsonb-order.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { add, asManager, asWorker, at, confirm, edit, given, history, opened, remove, start, stop } from "./work-time.fixtures.ts";

const T = (time: string, date = "2026-11-20") => at(date, time);
const NOW = T("20:00");
const idle = history(opened());
const day = history(opened(), add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:00") } }));
const confirmed = [...day, ...given(day).when(confirm(asManager(NOW), { workIds: ["a"] })).events()];

describe("manual work logs", () => {
  describe("when adding a log", () => {
    it("records it on its local date, to the minute, with its durations", () => {
      given(idle)
        .when(
          add(asWorker(NOW), {
            workId: "a",
            values: {
              start: "2026-11-20T06:00:59.000Z",
              end: T("16:30"),
              pauses: [{ start: T("11:00"), lengthSeconds: 1800 }],
              tags: ["site"],
            },
          }),
        )
        .then([
          {
            type: "WorkLogAdded",
            data: {
              workerId: "w1",
              workId: "a",
              workNumber: 1,
              date: "2026-11-20",
              source: "web",
              values: {
                start: "2026-11-20T06:00:00.000Z",
                end: "2026-11-20T14:30:00.000Z",
                pauses: [{ start: "2026-11-20T09:00:00.000Z", end: "2026-11-20T09:30:00.000Z", lengthSeconds: 1800 }],
                workTypeId: null,
                workspaceId: null,
                comment: "",
                workerComment: "",
                bonus: null,
                tags: ["site"],
                files: [],
              },
              workedSeconds: 8 * 3600,
              pauseSeconds: 1800,
            },
          },
        ]);
    });
    it("counts a night across spring-forward as 7 hours and across fall-back as 9", () => {
      const spring = history(opened("2026-03"), add(asWorker(T("12:00", "2026-03-29")), {
        workId: "n",
        values: { start: T("22:00", "2026-03-28"), end: T("06:00", "2026-03-29") },
      }));
      expect(spring[1]).toMatchObject({ data: { date: "2026-03-28", workedSeconds: 7 * 3600 } });
      const autumn = history(opened("2026-10"), add(asWorker(T("12:00", "2026-10-25")), {
        workId: "n",
        values: { start: T("22:00", "2026-10-24"), end: T("06:00", "2026-10-25") },
      }));
      expect(autumn[1]).toMatchObject({ data: { date: "2026-10-24", workedSeconds: 9 * 3600 } });
    });
    it("refuses a start after the end", () => {
      given(idle)
        .when(add(asWorker(NOW), { workId: "a", values: { start: T("12:00"), end: T("08:00") } }))
        .thenThrows(ValidationError, "start_after_end");
    });
    it("refuses a pause longer than the work", () => {
      const when = given(idle).when(
        add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("09:00"), pauses: [{ start: T("08:00"), lengthSeconds: 7200 }] } }),
      );
      when.thenThrows(ValidationError, "pause_longer_than_work", "Pause cannot be longer than the work");
      expect(() => when.events()).toThrow(expect.objectContaining({ errors: expect.objectContaining({ pauses: ["Pause cannot be longer than the work"] }) }));
    });
    it("refuses a pause starting before the work", () => {
      given(idle)
        .when(add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:00"), pauses: [{ start: T("07:30"), end: T("08:15") }] } }))
        .thenThrows(ValidationError, "pause_before_work_start");
    });
    it("refuses negative durations", () => {
      given(idle)
        .when(add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:00"), pauses: [{ start: T("10:00"), end: T("09:00") }] } }))
        .thenThrows(ValidationError, "negative_duration");
    });
    it("refuses overlapping pauses and a pause without end or length", () => {
      const pauses = [
        { start: T("09:00"), end: T("10:00") },
        { start: T("09:30"), end: T("10:30") },
      ];
      given(idle).when(add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:00"), pauses } })).thenThrows(ValidationError, "pauses_overlap");
      given(idle)
        .when(add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:00"), pauses: [{ start: T("09:00") }] } }))
        .thenThrows(ValidationError, "pause_without_end");
    });
    it("refuses an overlap with another log, a paid absence or a work round", () => {
      given(day).when(add(asWorker(NOW), { workId: "b", values: { start: T("11:59"), end: T("13:00") } })).thenThrows(ConflictError, "work_overlap");
      const absence = { kind: "paid_absence", start: T("13:00"), end: T("17:00") } as const;
      given(day)
        .when(add({ ...asWorker(NOW), blocked: [absence] }, { workId: "b", values: { start: T("12:00"), end: T("13:01") } }))
        .thenThrows(ConflictError, "work_overlap", "Overlapping work or absences");
      const round = { kind: "work_round", start: T("13:00"), end: T("17:00") } as const;
      given(day)
        .when(add({ ...asWorker(NOW), blocked: [round] }, { workId: "b", values: { start: T("16:00"), end: T("18:00") } }))
        .thenThrows(ConflictError, "work_round_overlap");
    });
    it("refuses logs that overlap only once the worker's work-round group rounds them ('Overlapping work rounds')", () => {
      const morning = history(opened(), add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:05") } }));
      const rounds = { ...asWorker(NOW), workRounds: { roundStartMinutes: 10, roundEndMinutes: 10 } } as const;
      const next = { workId: "b", values: { start: T("12:05"), end: T("13:00") } };
      given(morning).when(add(asWorker(NOW), next)).thenMatches([{ type: "WorkLogAdded" }]);
      given(morning).when(add(rounds, next)).thenThrows(ConflictError, "work_round_overlap", "Overlapping work rounds");
      given(morning).when(add(rounds, { workId: "b", values: { start: T("12:10"), end: T("13:00") } })).thenMatches([{ type: "WorkLogAdded" }]);
      const both = [...morning, ...given(morning).when(add(asWorker(NOW), { workId: "b", values: { start: T("12:30"), end: T("13:00") } })).events()];
      given(both).when(edit(rounds, { workId: "b", changes: { start: T("12:05") } })).thenThrows(ConflictError, "work_round_overlap");
      given(both).when(edit(rounds, { workId: "a", changes: { comment: "ok" } })).thenMatches([{ type: "WorkLogEdited" }]);
    });
    it("lets 12:45-13:00 and 13:00-13:15 coexist (half-open, to the minute)", () => {
      const first = history(opened(), add(asWorker(NOW), { workId: "a", values: { start: T("12:45"), end: "2026-11-20T11:00:40.000Z" } }));
      given(first).when(add(asWorker(NOW), { workId: "b", values: { start: T("13:00"), end: T("13:15") } })).thenMatches([{ type: "WorkLogAdded" }]);
    });
    it("asks to confirm more than 24 working hours", () => {
      const long = { start: T("06:00", "2026-11-18"), end: T("07:00", "2026-11-19") };
      given(idle).when(add(asWorker(NOW), { workId: "a", values: long })).thenThrows(ConflictError, "confirm_over_24_hours");
      given(idle).when(add(asWorker(NOW), { workId: "a", values: long, confirmOver24Hours: true })).thenMatches([{ data: { workedSeconds: 25 * 3600 } }]);
      given(idle)
        .when(add(asWorker(NOW), { workId: "a", values: { ...long, pauses: [{ start: T("12:00", "2026-11-18"), lengthSeconds: 3600 }] } }))
        .thenMatches([{ data: { workedSeconds: 24 * 3600 } }]);
    });
    it("needs can_edit_own_work_time for one's own log", () => {
      given(idle)
        .when(add(asWorker(NOW, []), { workId: "a", values: { start: T("08:00"), end: T("12:00") } }))
        .thenThrows(ForbiddenError, "no_rights_to_edit_work_time", "You have no rights to edit work time!");
    });
    it("needs can_add_work_hours_of_users for someone else's, as a manager", () => {
      const values = { start: T("08:00"), end: T("12:00") };
      given(idle).when(add(asManager(NOW), { workId: "a", values })).thenMatches([{ type: "WorkLogAdded" }]);
      given(idle).when(add(asManager(NOW, ["can_edit_work_hours_of_users"]), { workId: "a", values })).thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
      given(idle)
        .when(add({ ...asManager(NOW), persona: "worker" }, { workId: "a", values }))
        .thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
    });
    it("refuses the same work id again: it names one log (a retry is replayed before the ledger)", () => {
      given(day).when(add(asWorker(NOW), { workId: "a", values: { start: T("08:00"), end: T("12:00") } })).thenThrows(ConflictError, "work_id_taken");
    });
    it("refuses work in the future beyond the clock skew, naming the fields", () => {
      given(idle)
        .when(add(asManager(NOW), { workId: "f", values: { start: T("08:00", "2026-11-21"), end: T("12:00", "2026-11-21") } }))
        .thenThrows(ValidationError, "work_in_future", "Work cannot be logged in the future; plan it in schedules");
      given(idle).when(add(asWorker(NOW), { workId: "f", values: { start: T("19:00"), end: T("20:02") } })).thenMatches([{ type: "WorkLogAdded" }]);
      given(idle).when(add(asWorker(NOW), { workId: "f", values: { start: T("19:00"), end: T("20:03") } })).thenThrows(ValidationError, "work_in_future");
    });
    it("refuses a bonus on a worker's own log; a manager sets it within bounds", () => {
      const values = { start: T("08:00"), end: T("12:00") };
      given(idle).when(add(asWorker(NOW), { workId: "b", values: { ...values, bonus: 5 } })).thenThrows(ForbiddenError, "bonus_not_allowed", "Only a manager can set a bonus");
      given(idle).when(add(asWorker(NOW), { workId: "b", values: { ...values, bonus: null } })).thenThrows(ForbiddenError, "bonus_not_allowed");
      given(idle).when(add(asManager(NOW), { workId: "b", values: { ...values, bonus: 100_000 } })).thenMatches([{ data: { values: { bonus: 100_000 } } }]);
      // Adding people's hours is not deciding their money: that takes can_edit_work_hours_of_users.
      given(idle).when(add(asManager(NOW, ["can_add_work_hours_of_users"]), { workId: "b", values: { ...values, bonus: 5 } })).thenThrows(ForbiddenError, "bonus_not_allowed");
      given(idle).when(add(asManager(NOW), { workId: "b", values: { ...values, bonus: 100_001 } })).thenThrows(ValidationError, "bonus_too_large");
      given(day).when(edit(asWorker(NOW), { workId: "a", changes: { bonus: 2147483647 } })).thenThrows(ForbiddenError, "bonus_not_allowed");
      given(day).when(edit(asManager(NOW), { workId: "a", changes: { bonus: 40 } })).thenMatches([{ data: { previous: { bonus: null }, next: { bonus: 40 } } }]);
    });
  });

  describe("when editing a log", () => {
    it("records the values before and after and marks the log edited", () => {
      const events = given(day).when(edit(asWorker(NOW), { workId: "a", changes: { end: T("13:00"), workerComment: "late" } })).events();
      expect(events).toMatchObject([
        {
          type: "WorkLogEdited",
          data: {
            workId: "a",
            date: "2026-11-20",
            previous: { start: T("08:00"), end: T("12:00"), workerComment: "" },
            next: { start: T("08:00"), end: T("13:00"), workerComment: "late" },
            workedSeconds: 5 * 3600,
          },
        },
      ]);
      expect(given(day).when(edit(asWorker(NOW), { workId: "a", changes: { end: T("13:00") } })).state().logs["a"]).toMatchObject({
        edited: true,
        end: T("13:00"),
      });
    });
    it("moves the log to the date its new start falls on", () => {
      given(day)
        .when(edit(asWorker(NOW), { workId: "a", changes: { start: T("23:00", "2026-11-19") } }))
        .thenMatches([{ data: { date: "2026-11-19" } }]);
    });
    it("keeps a punched start to the second when only the end is edited", () => {
      const punched = history(
        opened(),
        start(asWorker("2026-11-20T06:00:30.000Z"), { workId: "p" }), // 08:00:30 in Helsinki
        stop(asWorker("2026-11-20T10:00:45.000Z"), {}),
      );
      given(punched)
        .when(edit(asWorker(NOW), { workId: "p", changes: { end: T("13:00") } }))
        .thenMatches([{ data: { next: { start: "2026-11-20T06:00:30.000Z", end: T("13:00") }, workedSeconds: 5 * 3600 - 30 } }]);
    });
    it("records nothing when nothing changes", () => {
      given(day).when(edit(asWorker(NOW), { workId: "a", changes: { end: T("12:00") } })).then([]);
      given(inJsonbOrder(day)).when(edit(asWorker(NOW), { workId: "a", changes: { end: T("12:00") } })).then([]);
    });
    it("applies the time rules and ignores the log itself in the overlap check", () => {
      given(day).when(edit(asWorker(NOW), { workId: "a", changes: { start: T("13:00") } })).thenThrows(ValidationError, "start_after_end");
      given(day).when(edit(asWorker(NOW), { workId: "a", changes: { start: T("07:00") } })).thenMatches([{ type: "WorkLogEdited" }]);
      const two = [...day, ...given(day).when(add(asWorker(NOW), { workId: "b", values: { start: T("13:00"), end: T("15:00") } })).events()];
      given(two).when(edit(asWorker(NOW), { workId: "b", changes: { start: T("11:00") } })).thenThrows(ConflictError, "work_overlap");
    });
    it("is refused to the worker once confirmed, but not to a manager", () => {
      given(confirmed).when(edit(asWorker(NOW), { workId: "a", changes: { comment: "x" } })).thenThrows(ForbiddenError, "work_log_confirmed");
      given(confirmed).when(edit(asManager(NOW), { workId: "a", changes: { comment: "x" } })).thenMatches([{ type: "WorkLogEdited" }]);
    });
    it("needs the edit right", () => {
      given(day).when(edit(asWorker(NOW, []), { workId: "a", changes: { comment: "x" } })).thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
      given(day)
        .when(edit(asManager(NOW, ["can_add_work_hours_of_users"]), { workId: "a", changes: { comment: "x" } }))
        .thenThrows(ForbiddenError, "no_rights_to_edit_work_time");
    });
    it("refuses an unknown log", () => {
      given(day).when(edit(asWorker(NOW), { workId: "zz", changes: { comment: "x" } })).thenThrows(NotFoundError, "work_not_found");
    });
  });

  describe("when deleting a log", () => {
    it("records the deletion with the log's date", () => {
      given(day).when(remove(asWorker(NOW), { workId: "a" })).then([{ type: "WorkLogDeleted", data: { workerId: "w1", workId: "a", date: "2026-11-20" } }]);
    });
    it("is refused to the worker once confirmed", () => {
      given(confirmed).when(remove(asWorker(NOW), { workId: "a" })).thenThrows(ForbiddenError, "work_log_confirmed");
    });
    it("says 'Work has been deleted' the second time", () => {
      const gone = [...day, ...given(day).when(remove(asWorker(NOW), { workId: "a" })).events()];
      given(gone).when(remove(asWorker(NOW), { workId: "a" })).thenThrows(NotFoundError, "work_deleted");
      given(gone).when(edit(asWorker(NOW), { workId: "a", changes: { comment: "x" } })).thenThrows(NotFoundError, "work_deleted");
    });
  });
});
