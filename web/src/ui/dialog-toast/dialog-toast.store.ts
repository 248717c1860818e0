/**
 * Queue behind the imperative dialog toasts (spec section 2): error, success and confirm.
 * Framework-free so it can be called from the HTTP client and tested without a DOM.
 */

export type DialogToastKind = "error" | "success" | "confirm";

export interface DialogToastOptions {
  title?: string;
  /** A server message: string, or object/array of messages. */
  message?: unknown;
  /** Error only; null hides the default 'Please try again or contact support for help'. */
  subText?: string | null;
  tone?: "neutral" | "danger";
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface DialogToastRequest extends DialogToastOptions {
  readonly id: number;
  readonly kind: DialogToastKind;
}

type Listener = () => void;

export const createDialogToastStore = () => {
  let queue: readonly DialogToastRequest[] = [];
  let nextId = 1;
  const resolvers = new Map<number, (confirmed: boolean) => void>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  const push = (kind: DialogToastKind, options: DialogToastOptions): Promise<boolean> =>
    new Promise((resolve) => {
      const id = nextId++;
      resolvers.set(id, resolve);
      queue = [...queue, { ...options, id, kind }];
      emit();
    });

  return {
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The dialog toast on screen (the oldest in the queue), if any. */
    current: (): DialogToastRequest | undefined => queue[0],
    snapshot: () => queue,
    /** Closes a dialog toast; confirm resolves with `confirmed`, the others with true. */
    settle: (id: number, confirmed: boolean) => {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      queue = queue.filter((r) => r.id !== id);
      emit();
      resolve(confirmed);
    },
    error: (options: DialogToastOptions = {}) => push("error", options).then(() => undefined),
    success: (options: DialogToastOptions = {}) => push("success", options).then(() => undefined),
    /** Resolves true on 'Confirm', false on 'Cancel' or dismiss. */
    confirm: (options: DialogToastOptions = {}) => push("confirm", options),
  };
};

export type DialogToastStore = ReturnType<typeof createDialogToastStore>;

/** The app's dialog toasts; <DialogToastProvider /> renders them. */
export const dialogToast = createDialogToastStore();
