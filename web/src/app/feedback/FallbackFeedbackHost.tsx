import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { fallbackFeedbackStore } from "../../lib/feedback/feedback.ts";

/**
 * Shows dialog toasts until the UI kit's dialog toasts are wired through setFeedback
 * (toasts already go to the kit's toaster, see wire-feedback.ts).
 */
export const FallbackFeedbackHost = () => {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(fallbackFeedbackStore.subscribe, fallbackFeedbackStore.snapshot, fallbackFeedbackStore.snapshot);
  const dialog = [...entries].reverse().find((e) => e.dialog);
  if (!dialog?.dialog) return null;
  const d = dialog.dialog;
  return (
    <div className={css({ position: "fixed", inset: "0", bg: "bg.overlay", display: "grid", placeItems: "center", zIndex: "modal", p: "4" })}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="fallback-dialog-title"
        data-tone={d.tone}
        className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "xl", p: "6", w: "full", maxW: "480px", minH: "200px", display: "flex", flexDirection: "column", gap: "3" })}
      >
        <h2 id="fallback-dialog-title" className={css({ fontSize: "xl", fontWeight: "semibold", color: d.tone === "danger" || d.tone === "error" ? "danger.default" : "fg.default" })}>
          {t(d.title)}
        </h2>
        <p>{t(d.message)}</p>
        {d.hint && <p className={css({ color: "fg.muted", fontSize: "sm" })}>{t(d.hint)}</p>}
        <div className={css({ display: "flex", justifyContent: "flex-end", gap: "2", mt: "auto" })}>
          <button
            type="button"
            onClick={() => fallbackFeedbackStore.dismiss(dialog.id)}
            className={css({ bg: "accent.default", color: "fg.onAccent", px: "4", py: "2", borderRadius: "md", cursor: "pointer" })}
          >
            {t(d.tone === "success" ? "Done" : "Close")}
          </button>
        </div>
      </div>
    </div>
  );
};
