import { setFeedback } from "../../lib/feedback/feedback.ts";
import { dialogToast } from "../../ui/dialog-toast/dialog-toast.store.ts";
import { toast } from "../../ui/toast/toaster.ts";

/** The app's feedback goes to the UI kit: toaster, dialog toasts and the dialog stack. */
export const wireFeedback = (): void =>
  setFeedback({
    toast: ({ type, message }) => void toast[type](message),
    dialog: ({ tone, title, message, hint }) => {
      // The catalogue's dialogs show the spec's texts and no cancel; an error dialog without a hint
      // of its own keeps the dialog toast's default sub-text (spec section 2).
      if (tone === "success") void dialogToast.success({ title, message });
      else if (tone === "confirm") void dialogToast.confirm({ title, message });
      else void dialogToast.error({ title, message, subText: hint, tone: tone === "danger" ? "danger" : "neutral" });
    },
    // The dialog stack (and XState) loads with the signed-in shell, not on the public pages.
    closeOpenDialog: () => void import("../../ui/dialog/dialog-stack.ts").then((m) => m.dialogs.closeTop()),
  });
