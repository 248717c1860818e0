import { setFeedback } from "../../lib/feedback/feedback.ts";
import { dialogToast } from "../../ui/dialog-toast/dialog-toast.store.ts";
import { toast } from "../../ui/toast/toaster.ts";

/** The app's feedback goes to the UI kit: toaster, dialog toasts and the dialog stack. */
export const wireFeedback = (): void =>
  setFeedback({
    toast: ({ type, message }) => void toast[type](message),
    dialog: ({ tone, title, message, hint }) => {
      // The catalogue's dialogs show exactly the spec's texts: no default sub-text, no cancel.
      if (tone === "success") void dialogToast.success({ title, message });
      else if (tone === "confirm") void dialogToast.confirm({ title, message });
      else void dialogToast.error({ title, message, subText: hint ?? null, tone: tone === "danger" ? "danger" : "neutral" });
    },
    // The dialog stack (and XState) loads with the signed-in shell, not on the public pages.
    closeOpenDialog: () => void import("../../ui/dialog/dialog-stack.ts").then((m) => m.dialogs.closeTop()),
  });
