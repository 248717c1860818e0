import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import type { PendingEmail } from "./email-change-rules.ts";

const box = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "3",
  borderWidth: "1px",
  borderColor: "accent.muted",
  borderLeftWidth: "4px",
  borderLeftColor: "accent.default",
  borderRadius: "md",
  bg: "accent.subtle",
  fontSize: "sm",
});

/** An address that waits for its confirmation link: what it is, whether the link still works, and what can be done. */
export const PendingEmailNote = ({ pending, onResend, onCancel, busy }: { pending: PendingEmail; onResend?: () => void; onCancel: () => void; busy?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={box} role="status" data-testid="pending-email">
      <strong className={css({ overflowWrap: "anywhere" })}>{t("Waiting for confirmation: {{email}}", { email: pending.email })}</strong>
      <span className={css({ color: pending.expired ? "danger.default" : "fg.muted" })}>
        {t(pending.expired ? "The link sent to the new address has expired." : "The current address stays in use until the link sent to the new one is followed.")}
      </span>
      <span className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
        {onResend !== undefined && (
          <Button variant="secondary" size="sm" onClick={onResend} disabled={busy}>
            {t("Send the link again")}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          {t("Cancel change")}
        </Button>
      </span>
    </div>
  );
};
