import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth.api.ts";
import { AuthCard, FormMessage } from "../components/AuthCard.tsx";
import { useQueryParam } from "../use-query-param.ts";
import { NewPasswordForm } from "./NewPasswordForm.tsx";

/** /set-password?token=: an invited user's first password (link valid 1 day, clarification 1); it also verifies and activates. */
export const SetPasswordPage = () => {
  const { t } = useTranslation();
  const token = useQueryParam("token");
  return (
    <AuthCard title={t("Set password")} lead={t("Welcome! Choose a password to activate your account.")}>
      {token === null ? (
        <FormMessage tone="error">{t("Token already expired, invalid or already used")}</FormMessage>
      ) : (
        <NewPasswordForm token={token} submitLabel="Set password" send={authApi.setPassword} />
      )}
    </AuthCard>
  );
};
