import { describe, expect, it } from "vitest";
import type { WorkTypePricing } from "@workledger/event-schemas";
import { ForbiddenError } from "../errors.ts";
import type { WorkTimeContext } from "./work-time.commands.ts";
import { add, asManager, asWorker, at, confirm, edit, given, history, opened, remove, start } from "./work-time.fixtures.ts";

const NOW = at("2026-11-25", "12:00");
/** October is closed for workers (the default rule: monthly, open until the 5th of the next month). */
const closed = (context: WorkTimeContext): WorkTimeContext => ({ ...context, payPeriodsClosedThrough: "2026-10-31" });
const worker = closed(asWorker(NOW));
const manager = closed(asManager(NOW));
const october = { start: at("2026-10-20", "08:00"), end: at("2026-10-20", "16:00") };
const november = { start: at("2026-11-20", "08:00"), end: at("2026-11-20", "16:00") };
const withOctober = history(opened(), add(asManager(NOW), { workId: "oct", values: october }), add(asWorker(NOW), { workId: "nov", values: november }));

const cleaning: WorkTypePricing = { workTypeId: "wt-clean", workTypeName: "Cleaning", productNumber: "100", vismaProductNumber: null, price: 25.5, unit: "Hour" };
const windows: WorkTypePricing = { workTypeId: "wt-windows", workTypeName: "Windows", productNumber: null, vismaProductNumber: "W1", price: 3, unit: "Piece" };
const prices = (...list: WorkTypePricing[]) => Object.fromEntries(list.map((p) => [p.workTypeId, p]));

describe("pay periods closed for workers", () => {
  describe("when the log's pay period is closed", () => {
    it("refuses a worker's new log, edit or delete there with the pay calendar's message", () => {
      const message = "This pay period is closed. Ask a manager to make the change.";
      given(withOctober).when(add(worker, { workId: "x", values: { start: at("2026-10-21", "08:00"), end: at("2026-10-21", "10:00") } })).thenThrows(ForbiddenError, "pay_period_closed", message);
      given(withOctober).when(edit(worker, { workId: "oct", changes: { comment: "late" } })).thenThrows(ForbiddenError, "pay_period_closed", message);
      given(withOctober).when(remove(worker, { workId: "oct" })).thenThrows(ForbiddenError, "pay_period_closed", message);
    });
    it("refuses a worker moving an open period's log into a closed one, or starting work back there", () => {
      given(withOctober).when(edit(worker, { workId: "nov", changes: { start: at("2026-10-22", "08:00"), end: at("2026-10-22", "09:00") } })).thenThrows(ForbiddenError, "pay_period_closed");
      given(history(opened())).when(start(worker, { workId: "s", at: at("2026-10-30", "08:00") })).thenThrows(ForbiddenError, "pay_period_closed");
    });
    it("lets a manager add, edit and delete there, and flags each change", () => {
      const flag = { flags: ["changed_after_pay_period_closed"] };
      given(withOctober).when(add(manager, { workId: "x", values: { start: at("2026-10-21", "08:00"), end: at("2026-10-21", "10:00") } })).thenMatches([{ type: "WorkLogAdded", data: flag }]);
      given(withOctober).when(edit(manager, { workId: "oct", changes: { comment: "fixed" } })).thenMatches([{ type: "WorkLogEdited", data: flag }]);
      given(withOctober).when(remove(manager, { workId: "oct" })).thenMatches([{ type: "WorkLogDeleted", data: flag }]);
      // Moving a log out of a closed period is a change to that period too.
      given(withOctober).when(edit(manager, { workId: "oct", changes: { start: at("2026-11-21", "08:00"), end: at("2026-11-21", "16:00") } })).thenMatches([{ type: "WorkLogEdited", data: flag }]);
    });
  });

  describe("when the log's pay period is open", () => {
    it("records the changes of workers and managers without a flag", () => {
      const [edited] = given(withOctober).when(edit(worker, { workId: "nov", changes: { comment: "ok" } })).events();
      expect(edited).toMatchObject({ type: "WorkLogEdited" });
      expect(edited!.data).not.toHaveProperty("flags");
      const [managed] = given(withOctober).when(edit(manager, { workId: "nov", changes: { comment: "ok" } })).events();
      expect(managed!.data).not.toHaveProperty("flags");
    });
  });

  describe("when a worker enters more than 24 working hours", () => {
    const long = { start: at("2026-11-21", "08:00"), end: at("2026-11-22", "10:00") };
    it("flags the worker's confirmed entry for the manager's attention, but not a manager's", () => {
      given(history(opened())).when(add(worker, { workId: "l", values: long, confirmOver24Hours: true })).thenMatches([{ type: "WorkLogAdded", data: { flags: ["worker_over_24_hours"], workedSeconds: 26 * 3600 } }]);
      const [byManager] = given(history(opened())).when(add(manager, { workId: "l", values: long, confirmOver24Hours: true })).events();
      expect(byManager!.data).not.toHaveProperty("flags");
      given(withOctober).when(edit(worker, { workId: "nov", changes: { end: at("2026-11-21", "10:00") }, confirmOver24Hours: true })).thenMatches([{ type: "WorkLogEdited", data: { flags: ["worker_over_24_hours"] } }]);
    });
  });
});

describe("confirmed means frozen", () => {
  const typed = history(opened(), add(asWorker(NOW), { workId: "a", values: { ...november, workTypeId: "wt-clean" } }), add(asWorker(NOW), { workId: "b", values: { start: at("2026-11-21", "08:00"), end: at("2026-11-21", "09:00") } }));
  const confirming = { ...asManager(NOW), workTypePrices: prices(cleaning, windows) };

  it("records the work type's price, unit and codes as they are when the log is confirmed", () => {
    given(typed).when(confirm(confirming, { workIds: ["a"] })).thenMatches([{ type: "WorkLogConfirmed", data: { workId: "a", pricing: cleaning } }]);
  });
  it("records no pricing for a log without a work type, or one the catalogue does not know", () => {
    given(typed).when(confirm(confirming, { workIds: ["b"] })).thenMatches([{ type: "WorkLogConfirmed", data: { workId: "b", pricing: null } }]);
    given(typed).when(confirm({ ...asManager(NOW), workTypePrices: {} }, { workIds: ["a"] })).thenMatches([{ type: "WorkLogConfirmed", data: { pricing: null } }]);
  });
  it("prices a confirmed log again only when a manager moves it to another work type", () => {
    const confirmed = [...typed, ...given(typed).when(confirm(confirming, { workIds: ["a"] })).events()];
    const later = { ...asManager(NOW), workTypePrices: prices({ ...cleaning, price: 99 }, windows) };
    const [comment] = given(confirmed).when(edit(later, { workId: "a", changes: { comment: "x" } })).events();
    expect(comment!.data).not.toHaveProperty("pricing");
    given(confirmed).when(edit(later, { workId: "a", changes: { workTypeId: "wt-windows" } })).thenMatches([{ type: "WorkLogEdited", data: { pricing: windows } }]);
  });
});
