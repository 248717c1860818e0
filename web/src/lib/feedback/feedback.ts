/**
 * The small interface through which app code shows toasts and dialog toasts. The UI kit
 * (web/src/ui/toast, web/src/ui/dialog-toast, web/src/ui/dialog) provides the real components;
 * app/feedback/wire-feedback.ts wires them with `setFeedback`. The in-memory fallback serves code
 * that runs before the wiring (and tests).
 */
export type ToastType = "success" | "info" | "error";

export interface ToastRequest {
  readonly type: ToastType;
  /** A server message (string, or object of messages); the spec's default text when absent. */
  readonly message?: unknown;
}

export interface DialogRequest {
  readonly tone: "danger" | "error" | "success" | "confirm";
  readonly title: string;
  readonly message: string;
  readonly hint?: string;
  readonly cancellable: boolean;
}

export interface Feedback {
  toast(request: ToastRequest): void;
  dialog(request: DialogRequest): void;
  /** The generic mutation flow closes the open dialog after a success. */
  closeOpenDialog(): void;
}

export interface FallbackEntry {
  readonly id: number;
  readonly toast?: ToastRequest;
  readonly dialog?: DialogRequest;
}

let entries: readonly FallbackEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const fallbackFeedbackStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly FallbackEntry[] => entries,
  dismiss(id: number) {
    entries = entries.filter((e) => e.id !== id);
    emit();
  },
};

const toastTimeoutMs = 6000;

export const fallbackFeedback: Feedback = {
  toast(toast) {
    const id = nextId++;
    entries = [...entries, { id, toast }];
    emit();
    setTimeout(() => fallbackFeedbackStore.dismiss(id), toastTimeoutMs);
  },
  dialog(dialog) {
    entries = [...entries, { id: nextId++, dialog }];
    emit();
  },
  closeOpenDialog() {
    const last = [...entries].reverse().find((e) => e.dialog);
    if (last) fallbackFeedbackStore.dismiss(last.id);
  },
};

let current: Feedback = fallbackFeedback;

export const feedback = (): Feedback => current;

export const setFeedback = (implementation: Feedback): void => {
  current = implementation;
};
