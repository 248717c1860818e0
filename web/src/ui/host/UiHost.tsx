import { DialogStackProvider } from "../dialog/DialogStackProvider.tsx";
import { DialogToastProvider } from "../dialog-toast/DialogToastProvider.tsx";
import { ToastProvider } from "../toast/ToastProvider.tsx";

/** Renders toasts, dialog toasts and the dialog stack. Mount exactly once, near the root. */
export const UiHost = () => (
  <>
    <DialogStackProvider />
    <DialogToastProvider />
    <ToastProvider />
  </>
);
