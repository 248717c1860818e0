import { createToaster } from "@ark-ui/react/toast";

/** Spec section 9: toasts hide after 6000 ms. */
export const TOAST_DURATION_MS = 6000;

export type ToastType = "success" | "info" | "error";

/** The one toast store; <ToastProvider /> renders it at the bottom centre. */
export const toaster = createToaster({ placement: "bottom", duration: TOAST_DURATION_MS, gap: 12, max: 5 });

export interface ToastMeta {
  /** A server message: string, or object/array of messages (flattened and joined by newlines). */
  readonly message: unknown;
}

const show = (type: ToastType, message: unknown): string =>
  toaster.create({ type, duration: TOAST_DURATION_MS, closable: true, meta: { message } satisfies ToastMeta });

/**
 * Imperative toasts. With no message the spec's defaults show ('Success', 'Something went wrong');
 * each message line is translated when a translation exists.
 */
export const toast = {
  success: (message?: unknown) => show("success", message),
  info: (message: unknown) => show("info", message),
  error: (message?: unknown) => show("error", message),
  dismiss: (id?: string) => toaster.dismiss(id),
};
