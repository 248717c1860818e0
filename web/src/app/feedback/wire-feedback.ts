import { fallbackFeedback, setFeedback } from "../../lib/feedback/feedback.ts";
import { toast } from "../../ui/toast/toaster.ts";

/** Toasts go to the UI kit's toaster; dialog toasts use the fallback host until the kit's land. */
export const wireFeedback = (): void =>
  setFeedback({
    toast: ({ type, message }) => void toast[type](message),
    dialog: (request) => fallbackFeedback.dialog(request),
    closeOpenDialog: () => fallbackFeedback.closeOpenDialog(),
  });
