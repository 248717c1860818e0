import { describe, expect, it } from "vitest";
import { initialTransition, transition } from "xstate";
import { exportSelectionMachine, selectedDates, selectedWorkerIds, type ExportSelectionEvent, type ExportSelectionSnapshot } from "./export-selection.machine.ts";
import { exportBlocks, type ExportWorker, type PayrollIntegration } from "./export-selection.rules.ts";

const worker = (id: string, over: Partial<ExportWorker> = {}): ExportWorker => ({ id, vismaId: `v${id}`, idCode: `3800101${id.padStart(4, "0")}`, hasUnconfirmed: false, dates: ["2025-10-01", "2025-10-02"], ...over });
const workers = [worker("1"), worker("2", { vismaId: null }), worker("3", { hasUnconfirmed: true }), worker("4", { idCode: "  " })];

const run = (integration: PayrollIntegration, ...events: ExportSelectionEvent[]): ExportSelectionSnapshot =>
  events.reduce((s, e) => transition(exportSelectionMachine, s, e)[0], initialTransition(exportSelectionMachine, { integration })[0]);
const loaded: ExportSelectionEvent[] = [{ type: "export.load" }, { type: "export.loaded", workers }];

describe("export selection rules", () => {
  it("blocks a worker missing the integration's identifier, and one with unconfirmed work", () => {
    expect(exportBlocks(worker("2", { vismaId: null }), "visma")).toEqual(["missing-identifier"]);
    expect(exportBlocks(worker("2", { vismaId: null }), "merit-palk")).toEqual([]);
    expect(exportBlocks(worker("4", { idCode: " " }), "merit-palk")).toEqual(["missing-identifier"]);
    expect(exportBlocks(worker("5", { idCode: null, hasUnconfirmed: true }), "merit-palk")).toEqual(["missing-identifier", "unconfirmed-work"]);
  });
});

describe("export selection machine", () => {
  it("selects only chosen workers with the identifier and no unconfirmed work, with all their dates", () => {
    const s = run("visma", ...loaded, { type: "export.select", ids: ["1", "2", "3", "4"] });
    expect(selectedWorkerIds(s.context)).toEqual(["1", "4"]);
    expect(s.context.selected).toEqual({
      "worker-1": true,
      "worker-1--date-2025-10-01": true,
      "worker-1--date-2025-10-02": true,
      "worker-4": true,
      "worker-4--date-2025-10-01": true,
      "worker-4--date-2025-10-02": true,
    });
    expect(selectedWorkerIds(run("merit-palk", ...loaded, { type: "export.select", ids: ["1", "2", "3", "4"] }).context)).toEqual(["1", "2"]);
  });

  it("leaves out a selectable worker who was not chosen", () => {
    expect(selectedWorkerIds(run("visma", ...loaded, { type: "export.select", ids: ["4"] }).context)).toEqual(["4"]);
  });

  it("ignores selection while loading", () => {
    const s = run("visma", ...loaded, { type: "export.load" }, { type: "export.select", ids: ["1"] });
    expect(s.value).toBe("loading");
    expect(s.context.selected).toEqual({});
    expect(s.can({ type: "export.select", ids: ["1"] })).toBe(false);
  });

  it("adds and removes dates per worker", () => {
    let s = run("visma", ...loaded, { type: "export.select", ids: ["1", "4"] }, { type: "export.date.remove", workerId: "1", date: "2025-10-01" });
    expect(selectedDates(s.context, "1")).toEqual(["2025-10-02"]);
    expect(selectedDates(s.context, "4")).toEqual(["2025-10-01", "2025-10-02"]);
    s = transition(exportSelectionMachine, s, { type: "export.date.add", workerId: "1", date: "2025-10-01" })[0];
    expect(selectedDates(s.context, "1")).toEqual(["2025-10-01", "2025-10-02"]);
    // A date the worker has no work on, or a worker not selected, is not added.
    expect(s.can({ type: "export.date.add", workerId: "1", date: "2025-10-09" })).toBe(false);
    expect(s.can({ type: "export.date.add", workerId: "2", date: "2025-10-01" })).toBe(false);
  });

  it("sets and removes responses per worker, resets them, and resets the whole state", () => {
    const sent = { status: "sent" as const, messages: [], dates: [] };
    const refused = { status: "partly-sent" as const, messages: ["Hours on this date have already been acknowledged or approved"], dates: ["2025-10-02"] };
    let s = run("visma", ...loaded, { type: "export.select", ids: ["1", "4"] }, { type: "export.request" });
    expect(s.value).toBe("exporting");
    expect(s.context.shouldExport).toBe(true);
    s = [
      { type: "export.response.set", workerId: "1", response: sent },
      { type: "export.response.set", workerId: "4", response: refused },
      { type: "export.finished" },
    ].reduce((acc, e) => transition(exportSelectionMachine, acc, e as ExportSelectionEvent)[0], s);
    expect(s.context.responses).toEqual({ "1": sent, "4": refused });
    expect(s.context.shouldExport).toBe(false);
    s = transition(exportSelectionMachine, s, { type: "export.response.remove", workerId: "1" })[0];
    expect(s.context.responses).toEqual({ "4": refused });
    s = transition(exportSelectionMachine, s, { type: "export.responses.reset" })[0];
    expect(s.context.responses).toEqual({});
    expect(selectedWorkerIds(s.context)).toEqual(["1", "4"]);
    s = transition(exportSelectionMachine, s, { type: "export.reset" })[0];
    expect(s.context).toEqual({ integration: "visma", shouldExport: false, workers: [], selected: {}, responses: {} });
  });

  it("does not start an export with nothing selected", () => {
    expect(run("visma", ...loaded).can({ type: "export.request" })).toBe(false);
  });
});
