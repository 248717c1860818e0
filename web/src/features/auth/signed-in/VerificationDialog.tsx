import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { productName } from "../../../app/title/page-title.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { toast } from "../../../ui/toast/toaster.ts";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure } from "../api/api-failure.ts";
import { FeatureDialog } from "../components/FeatureDialog.tsx";
import { refreshSession } from "../session-actions.ts";

/**
 * Spec section 2 and clarification 24: shown while the email is unverified after the trial.
 * 'Refresh' re-reads the current user (the dialog closes once verified); 'Resend verification' mails a new link.
 */
export const VerificationDialog = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState<"refresh" | "resend" | null>(null);
  const refresh = async () => {
    setBusy("refresh");
    await refreshSession(queryClient, router).finally(() => setBusy(null));
  };
  const resend = async () => {
    setBusy("resend");
    try {
      toast.success((await authApi.resendVerification(email)).message);
    } catch (error) {
      toast.error(toApiFailure(error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <FeatureDialog
      open
      title={t("Email verification")}
      size="medium1"
      testId="email-verification-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => void refresh()} loading={busy === "refresh"}>
            {t("Refresh")}
          </Button>
          <Button variant="primary" onClick={() => void resend()} loading={busy === "resend"}>
            {t("Resend verification")}
          </Button>
        </>
      }
    >
      <p>{t("Your email is unverified and your trial has ended. Verify your email if you want to continue using the {{product}} software.", { product: productName })}</p>
    </FeatureDialog>
  );
};
