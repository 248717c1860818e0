import { assign, setup } from "xstate";

/**
 * The schedule's selection state (spec section 3): shift, copying, dragging, bounded, selected,
 * clicked and copied events. One click selects one event; ctrl (or ⌘) adds or removes one; shift
 * selects the run between the last clicked event and this one in the order the grid shows
 * ("bounded"). Copy keeps the selected ids for a later paste; dragging moves them, or copies them
 * when the drag started with ctrl held.
 */
export interface SelectionContext {
  readonly selected: readonly string[];
  /** The anchor of a shift run: the last event clicked without shift. */
  readonly clicked: string | null;
  readonly copied: readonly string[];
  /** The shift key is held (a click or a paste then extends rather than replaces). */
  readonly shift: boolean;
  /** The selection is a run bounded by the anchor and a shift-clicked event. */
  readonly bounded: boolean;
  /** The current drag copies instead of moving. */
  readonly copying: boolean;
}

export type SelectionEvent =
  | { readonly type: "event.click"; readonly id: string; readonly shift?: boolean; readonly ctrl?: boolean; readonly order: readonly string[] }
  | { readonly type: "selection.set"; readonly ids: readonly string[] }
  | { readonly type: "selection.clear" }
  | { readonly type: "key.shift"; readonly down: boolean }
  | { readonly type: "clipboard.copy" }
  | { readonly type: "clipboard.clear" }
  | { readonly type: "drag.start"; readonly id: string; readonly copying: boolean }
  | { readonly type: "drag.end" }
  | { readonly type: "drag.cancel" }
  | { readonly type: "events.removed"; readonly ids: readonly string[] };

const initialContext: SelectionContext = { selected: [], clicked: null, copied: [], shift: false, bounded: false, copying: false };

/** The ids from the anchor to the target, inclusive, in the grid's order (either direction). */
export const boundedRun = (order: readonly string[], anchor: string | null, target: string): readonly string[] => {
  const to = order.indexOf(target);
  const from = anchor === null ? -1 : order.indexOf(anchor);
  if (to < 0) return [];
  if (from < 0) return [target];
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
};

const toggled = (ids: readonly string[], id: string): readonly string[] => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

export const selectionMachine = setup({
  types: { context: {} as SelectionContext, events: {} as SelectionEvent },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    // A drag picks up its own event: an unselected one replaces the selection.
    draggingUnselected: ({ context, event }) => event.type === "drag.start" && !context.selected.includes(event.id),
  },
  actions: {
    click: assign(({ context, event }) => {
      if (event.type !== "event.click") return {};
      const shift = event.shift === true || context.shift;
      if (shift && context.clicked !== null) {
        const run = boundedRun(event.order, context.clicked, event.id);
        const selected = event.ctrl === true ? [...new Set([...context.selected, ...run])] : run;
        return { selected, bounded: true };
      }
      if (event.ctrl === true) return { selected: toggled(context.selected, event.id), clicked: event.id, bounded: false };
      return { selected: [event.id], clicked: event.id, bounded: false };
    }),
    set: assign(({ event }) => (event.type === "selection.set" ? { selected: [...new Set(event.ids)], bounded: false } : {})),
    clear: assign({ selected: [], clicked: null, bounded: false }),
    shift: assign(({ event }) => (event.type === "key.shift" ? { shift: event.down } : {})),
    copy: assign(({ context }) => ({ copied: context.selected })),
    forgetCopied: assign({ copied: [] }),
    pickUp: assign(({ event }) => (event.type === "drag.start" ? { selected: [event.id], clicked: event.id, bounded: false } : {})),
    startDrag: assign(({ event }) => (event.type === "drag.start" ? { copying: event.copying } : {})),
    endDrag: assign({ copying: false }),
    forget: assign(({ context, event }) => {
      if (event.type !== "events.removed") return {};
      const gone = new Set(event.ids);
      return {
        selected: context.selected.filter((id) => !gone.has(id)),
        copied: context.copied.filter((id) => !gone.has(id)),
        clicked: context.clicked !== null && gone.has(context.clicked) ? null : context.clicked,
      };
    }),
  },
}).createMachine({
  id: "scheduleSelection",
  context: initialContext,
  initial: "idle",
  on: {
    "key.shift": { actions: "shift" },
    "events.removed": { actions: "forget" },
    "clipboard.clear": { actions: "forgetCopied" },
  },
  states: {
    idle: {
      on: {
        "event.click": { actions: "click" },
        "selection.set": { actions: "set" },
        "selection.clear": { actions: "clear" },
        "clipboard.copy": { guard: "hasSelection", actions: "copy" },
        "drag.start": [
          { guard: "draggingUnselected", target: "dragging", actions: ["pickUp", "startDrag"] },
          { target: "dragging", actions: "startDrag" },
        ],
      },
    },
    dragging: {
      on: {
        "drag.end": { target: "idle", actions: "endDrag" },
        "drag.cancel": { target: "idle", actions: "endDrag" },
      },
    },
  },
});

export type SelectionSnapshot = { readonly context: SelectionContext; readonly value: "idle" | "dragging" };
