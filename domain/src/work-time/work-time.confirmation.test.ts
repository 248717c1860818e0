import { describe, expect, it } from "vitest";
import { ConflictError, ForbiddenError } from "../errors.ts";
import { assertBulkConfirmable, bulkConfirmProblem } from "./work-time.confirmation.ts";
import { add, asManager, asWorker, at, confirm, given, history, opened, unconfirm } from "./work-time.fixtures.ts";

const NOW = at("2026-11-25", "20:00");
const log = (workId: string, date: string, from: string, to: string) =>
  add(asWorker(NOW), { workId, values: { start: at(date, from), end: at(date, to) } });
const logs = history(opened(), log("a", "2026-11-20", "08:00", "12:00"), log("b", "2026-11-21", "08:00", "12:00"), log("c", "2026-11-21", "13:00", "15:00"));

describe("confirming work logs", () => {
  describe("when a log is unconfirmed", () => {
    it("confirms it, with when and by whom", () => {
      given(logs).when(confirm(asManager(NOW), { workIds: ["a"] })).then([
        { type: "WorkLogConfirmed", data: { workerId: "w1", workId: "a", date: "2026-11-20", confirmedAt: NOW, confirmedBy: "m1" } },
      ]);
    });
    it("needs can_confirm_work_hours under a manager persona", () => {
      given(logs).when(confirm(asWorker(NOW, ["can_confirm_work_hours"]), { workIds: ["a"] })).thenThrows(ForbiddenError, "no_rights_to_confirm_work_time");
      given(logs).when(confirm(asManager(NOW, ["can_edit_work_hours_of_users"]), { workIds: ["a"] })).thenThrows(ForbiddenError, "no_rights_to_confirm_work_time");
    });
    it("unconfirming it changes nothing", () => {
      given(logs).when(unconfirm(asManager(NOW), { workIds: ["a"] })).then([]);
    });
  });

  describe("when a log is confirmed", () => {
    const confirmed = [...logs, ...given(logs).when(confirm(asManager(NOW), { workIds: ["a"] })).events()];
    it("confirming it again changes nothing", () => {
      given(confirmed).when(confirm(asManager(NOW), { workIds: ["a"] })).then([]);
    });
    it("unconfirms it", () => {
      given(confirmed).when(unconfirm(asManager(NOW), { workIds: ["a"] })).then([{ type: "WorkLogUnconfirmed", data: { workerId: "w1", workId: "a", date: "2026-11-20" } }]);
      expect(given(confirmed).when(unconfirm(asManager(NOW), { workIds: ["a"] })).state().logs["a"]).toMatchObject({
        confirmed: false,
        confirmedAt: null,
        confirmedBy: null,
      });
    });
    it("refuses a bulk confirm that includes it", () => {
      given(confirmed)
        .when(confirm(asManager(NOW), { workIds: ["a", "b"] }))
        .thenThrows(ConflictError, "work_logs_already_confirmed", "Some selected work logs are already confirmed");
    });
  });

  describe("when confirming in bulk", () => {
    it("refuses a worker with several logs on one selected day", () => {
      given(logs)
        .when(confirm(asManager(NOW), { workIds: ["a", "b"] }))
        .thenThrows(ConflictError, "multiple_work_logs_same_day", "Selected works have users with multiple work logs the same day");
    });
    it("confirms logs on different days with one log each", () => {
      const more = [...logs, ...history(opened(), log("d", "2026-11-22", "08:00", "09:00")).slice(1)];
      given(more).when(confirm(asManager(NOW), { workIds: ["a", "d"] })).thenMatches([{ data: { workId: "a" } }, { data: { workId: "d" } }]);
    });
    it("checks a selection across workers before it is split per worker", () => {
      const row = { workerId: "w1", workId: "a", date: "2026-11-20", confirmed: false, logsThatDay: 1 };
      expect(bulkConfirmProblem([row, { ...row, workerId: "w2", workId: "b" }])).toBeNull();
      expect(bulkConfirmProblem([row, { ...row, workId: "b", confirmed: true }])).toBe("work_logs_already_confirmed");
      expect(bulkConfirmProblem([row, { ...row, workId: "b" }])).toBe("multiple_work_logs_same_day");
      expect(bulkConfirmProblem([{ ...row, logsThatDay: 2 }])).toBe("multiple_work_logs_same_day");
      expect(() => assertBulkConfirmable([{ ...row, confirmed: true }])).toThrow("Some selected work logs are already confirmed");
    });
  });
});
