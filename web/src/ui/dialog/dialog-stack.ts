import type { ReactNode } from "react";
import { createActor } from "xstate";
import { dialogStackMachine, visibleDialog, type DialogSize } from "./dialog-stack.machine.ts";

export interface OpenDialogOptions {
  /** Stable id: opening the same id again raises the existing dialog. */
  id?: string;
  title: string;
  size?: DialogSize;
  /** Adds a minimise button to the header (the dialog becomes a button at the page bottom). */
  minimisable?: boolean;
  /** Body; a function receives `close`. */
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Footer buttons; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Called once the dialog is closed (close button, Escape, `close`, `closeTop`). */
  onClose?: () => void;
}

/**
 * Imperative dialog stack: the machine keeps the order, this keeps what each dialog renders.
 * <DialogStackProvider /> renders it. Usable outside React (e.g. the HTTP helpers close the top one).
 */
export const createDialogStack = () => {
  const actor = createActor(dialogStackMachine).start();
  const options = new Map<string, OpenDialogOptions>();
  let counter = 0;

  const close = (id: string) => {
    const closing = options.get(id);
    actor.send({ type: "dialog.close", id });
    options.delete(id);
    closing?.onClose?.();
  };

  return {
    actor,
    optionsOf: (id: string) => options.get(id),
    open: (dialog: OpenDialogOptions): string => {
      counter += 1;
      const id = dialog.id ?? `dialog-${counter}`;
      options.set(id, dialog);
      actor.send({ type: "dialog.open", id, title: dialog.title, size: dialog.size });
      return id;
    },
    close,
    closeTop: () => {
      const top = visibleDialog(actor.getSnapshot().context);
      if (top) close(top.id);
    },
    closeAll: () => {
      const all = [...options.values()];
      actor.send({ type: "dialog.closeAll" });
      options.clear();
      all.forEach((o) => o.onClose?.());
    },
    minimise: (id: string) => actor.send({ type: "dialog.minimise", id }),
    restore: (title: string) => actor.send({ type: "dialog.restore", title }),
  };
};

export type DialogStack = ReturnType<typeof createDialogStack>;

/** The app's dialog stack. */
export const dialogs = createDialogStack();
