import { assign, setup, type SnapshotFrom } from "xstate";
import { dateSelectionKey, isSelectableForExport, workerSelectionKey, type ExportWorker, type PayrollIntegration } from "./export-selection.rules.ts";

/** The answer for one worker after an export: sent, or refused with a message and the dates concerned. */
export interface ExportResponse {
  readonly status: "sent" | "partly-sent" | "failed";
  readonly messages: readonly string[];
  readonly dates: readonly string[];
}

/**
 * Export state per integration (spec: shouldExport, loading, selected keyed 'worker-{id}' then
 * 'worker-{id}--date-{date}', responses keyed by worker id). Pure: the web runs it with an actor,
 * tests evaluate it with transition().
 */
export interface ExportSelectionContext {
  readonly integration: PayrollIntegration;
  readonly shouldExport: boolean;
  readonly workers: readonly ExportWorker[];
  readonly selected: Readonly<Record<string, true>>;
  readonly responses: Readonly<Record<string, ExportResponse>>;
}

export type ExportSelectionEvent =
  | { readonly type: "export.load" }
  | { readonly type: "export.loaded"; readonly workers: readonly ExportWorker[] }
  | { readonly type: "export.select"; readonly ids: readonly string[] }
  | { readonly type: "export.date.add"; readonly workerId: string; readonly date: string }
  | { readonly type: "export.date.remove"; readonly workerId: string; readonly date: string }
  | { readonly type: "export.response.set"; readonly workerId: string; readonly response: ExportResponse }
  | { readonly type: "export.response.remove"; readonly workerId: string }
  | { readonly type: "export.responses.reset" }
  | { readonly type: "export.request" }
  | { readonly type: "export.finished" }
  | { readonly type: "export.reset" };

const emptyContext = (integration: PayrollIntegration): ExportSelectionContext => ({ integration, shouldExport: false, workers: [], selected: {}, responses: {} });

const without = <T>(record: Readonly<Record<string, T>>, drop: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !drop(key)));

export const exportSelectionMachine = setup({
  types: {
    context: {} as ExportSelectionContext,
    events: {} as ExportSelectionEvent,
    input: {} as { readonly integration: PayrollIntegration },
  },
  guards: {
    workerIsSelected: ({ context, event }) => "workerId" in event && context.selected[workerSelectionKey(event.workerId)] === true,
    workerHasDate: ({ context, event }) => event.type === "export.date.add" && context.selected[workerSelectionKey(event.workerId)] === true && (context.workers.find((w) => w.id === event.workerId)?.dates.includes(event.date) ?? false),
    anythingSelected: ({ context }) => Object.keys(context.selected).length > 0,
  },
  actions: {
    setWorkers: assign(({ event }) => (event.type === "export.loaded" ? { workers: event.workers } : {})),
    select: assign(({ context, event }) => {
      if (event.type !== "export.select") return {};
      const chosen = new Set(event.ids);
      const selected: Record<string, true> = {};
      for (const worker of context.workers) {
        if (!isSelectableForExport(worker, chosen, context.integration)) continue;
        selected[workerSelectionKey(worker.id)] = true;
        for (const date of worker.dates) selected[dateSelectionKey(worker.id, date)] = true;
      }
      return { selected };
    }),
    addDate: assign(({ context, event }) => (event.type === "export.date.add" ? { selected: { ...context.selected, [dateSelectionKey(event.workerId, event.date)]: true as const } } : {})),
    removeDate: assign(({ context, event }) => (event.type === "export.date.remove" ? { selected: without(context.selected, (key) => key === dateSelectionKey(event.workerId, event.date)) } : {})),
    setResponse: assign(({ context, event }) => (event.type === "export.response.set" ? { responses: { ...context.responses, [event.workerId]: event.response } } : {})),
    removeResponse: assign(({ context, event }) => (event.type === "export.response.remove" ? { responses: without(context.responses, (key) => key === event.workerId) } : {})),
    resetResponses: assign({ responses: () => ({}) }),
    requestExport: assign({ shouldExport: () => true }),
    finishExport: assign({ shouldExport: () => false }),
    resetAll: assign(({ context }) => emptyContext(context.integration)),
  },
}).createMachine({
  id: "exportSelection",
  initial: "ready",
  context: ({ input }) => emptyContext(input.integration),
  on: {
    "export.response.set": { actions: "setResponse" },
    "export.response.remove": { actions: "removeResponse" },
    "export.responses.reset": { actions: "resetResponses" },
    "export.reset": { target: ".ready", actions: "resetAll" },
  },
  states: {
    // Selection is ignored while loading: select and date events have no transition here.
    loading: {
      on: { "export.loaded": { target: "ready", actions: "setWorkers" } },
    },
    ready: {
      on: {
        "export.load": { target: "loading" },
        "export.loaded": { actions: "setWorkers" },
        "export.select": { actions: "select" },
        "export.date.add": { guard: "workerHasDate", actions: "addDate" },
        "export.date.remove": { guard: "workerIsSelected", actions: "removeDate" },
        "export.request": { guard: "anythingSelected", target: "exporting", actions: "requestExport" },
      },
    },
    exporting: {
      on: { "export.finished": { target: "ready", actions: "finishExport" } },
    },
  },
});

export type ExportSelectionSnapshot = SnapshotFrom<typeof exportSelectionMachine>;

/** The dates selected for a worker, ascending (what the export sends for them). */
export const selectedDates = (context: ExportSelectionContext, workerId: string): string[] => {
  if (context.selected[workerSelectionKey(workerId)] !== true) return [];
  const prefix = `${dateSelectionKey(workerId, "")}`;
  return Object.keys(context.selected)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
    .sort();
};

export const selectedWorkerIds = (context: ExportSelectionContext): string[] =>
  context.workers.filter((worker) => context.selected[workerSelectionKey(worker.id)] === true).map((worker) => worker.id);
