import { assign, setup } from "xstate";

/** Spec section 2 dialog sizes (medium 610, medium-1 510, large 860, extraLarge 900, default 480x200, overlap 600). */
export type DialogSize = "default" | "medium" | "medium1" | "large" | "extraLarge" | "overlap";

export interface DialogEntry {
  readonly id: string;
  readonly title: string;
  readonly size: DialogSize;
  readonly minimised: boolean;
}

export interface DialogStackContext {
  /** In opening order; the last one not minimised is on screen, the others are hidden. */
  readonly entries: readonly DialogEntry[];
}

export type DialogStackEvent =
  | { type: "dialog.open"; id: string; title: string; size?: DialogSize }
  | { type: "dialog.close"; id: string }
  | { type: "dialog.closeTop" }
  | { type: "dialog.closeAll" }
  | { type: "dialog.minimise"; id: string }
  | { type: "dialog.restore"; title: string };

/** The dialog on screen, if any. */
export const visibleDialog = (context: DialogStackContext): DialogEntry | undefined =>
  context.entries.findLast((e) => !e.minimised);

/** Buttons at the page bottom, in the order they were minimised. */
export const minimisedDialogs = (context: DialogStackContext): readonly DialogEntry[] => context.entries.filter((e) => e.minimised);

const raise = (entries: readonly DialogEntry[], entry: DialogEntry): DialogEntry[] => [
  ...entries.filter((e) => e.id !== entry.id),
  { ...entry, minimised: false },
];

export const dialogStackMachine = setup({
  types: {
    context: {} as DialogStackContext,
    events: {} as DialogStackEvent,
  },
  guards: {
    hasVisibleDialog: ({ context }) => visibleDialog(context) !== undefined,
    hasDialogs: ({ context }) => context.entries.length > 0,
  },
  actions: {
    // Opening hides the dialog below; opening an id that is already stacked raises it instead.
    openDialog: assign({
      entries: ({ context, event }) => {
        if (event.type !== "dialog.open") return context.entries;
        const known = context.entries.find((e) => e.id === event.id);
        const entry: DialogEntry = { id: event.id, title: event.title, size: event.size ?? known?.size ?? "default", minimised: false };
        return raise(context.entries, entry);
      },
    }),
    // Removing the top one lets the one it hid show again.
    closeDialog: assign({
      entries: ({ context, event }) => (event.type === "dialog.close" ? context.entries.filter((e) => e.id !== event.id) : context.entries),
    }),
    closeTopDialog: assign({
      entries: ({ context }) => {
        const top = visibleDialog(context);
        return top ? context.entries.filter((e) => e.id !== top.id) : context.entries;
      },
    }),
    closeAllDialogs: assign({ entries: () => [] }),
    minimiseDialog: assign({
      entries: ({ context, event }) =>
        event.type === "dialog.minimise"
          ? [...context.entries.filter((e) => e.id !== event.id), ...context.entries.filter((e) => e.id === event.id).map((e) => ({ ...e, minimised: true }))]
          : context.entries,
    }),
    // Restored by title (the text on the button); the most recently minimised one wins on a tie.
    restoreDialog: assign({
      entries: ({ context, event }) => {
        if (event.type !== "dialog.restore") return context.entries;
        const entry = context.entries.findLast((e) => e.minimised && e.title === event.title);
        return entry ? raise(context.entries, entry) : context.entries;
      },
    }),
  },
}).createMachine({
  id: "dialogStack",
  context: { entries: [] },
  initial: "empty",
  on: {
    "dialog.open": { target: ".routing", actions: "openDialog" },
    "dialog.close": { target: ".routing", actions: "closeDialog" },
    "dialog.closeTop": { target: ".routing", actions: "closeTopDialog" },
    "dialog.closeAll": { target: ".routing", actions: "closeAllDialogs" },
    "dialog.minimise": { target: ".routing", actions: "minimiseDialog" },
    "dialog.restore": { target: ".routing", actions: "restoreDialog" },
  },
  states: {
    routing: {
      always: [{ guard: "hasVisibleDialog", target: "showing" }, { guard: "hasDialogs", target: "allMinimised" }, { target: "empty" }],
    },
    empty: {},
    showing: {},
    allMinimised: {},
  },
});
