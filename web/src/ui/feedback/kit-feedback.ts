import { dialogs } from "../dialog/dialog-stack.ts";
import { dialogToast } from "../dialog-toast/dialog-toast.store.ts";
import { toast } from "../toast/toaster.ts";

/**
 * The kit behind the app's `Feedback` port (web/src/lib/feedback): call `setFeedback(kitFeedback)`.
 * Typed structurally so the kit imports nothing from the app.
 */
export const kitFeedback = {
  toast(request: { readonly type: "success" | "info" | "error"; readonly message?: unknown }): void {
    toast[request.type](request.message);
  },
  dialog(request: {
    readonly tone: "danger" | "error" | "success" | "confirm";
    readonly title: string;
    readonly message: string;
    readonly hint?: string;
    readonly cancellable: boolean;
  }): void {
    if (request.tone === "success") {
      void dialogToast.success({ title: request.title, message: request.message });
    } else if (request.tone === "confirm") {
      void dialogToast.confirm({ title: request.title, message: request.message });
    } else {
      // The caller gives the exact texts (e.g. the 'Oops!' dialogs), so no default sub-text here.
      void dialogToast.error({
        title: request.title,
        message: request.message,
        subText: request.hint ?? null,
        tone: request.tone === "danger" ? "danger" : "neutral",
      });
    }
  },
  closeOpenDialog(): void {
    dialogs.closeTop();
  },
};
