
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure } from "../api/api-failure.ts";
import { AuthCard, FormMessage, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { useQueryParam } from "../use-query-param.ts";
import { NewPasswordForm } from "./NewPasswordForm.tsx";

/** /forgot-password asks for the reset link (valid 1 day); /forgot-password?token= sets the new password. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const token = useQueryParam("token");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; message: string } | null>(null);

  if (token !== null)
    return (
      <AuthCard title={t("Reset password")} lead={t("Choose a new password for your account.")}>
        <NewPasswordForm token={token} submitLabel="Reset password" send={authApi.resetPassword} />
      </AuthCard>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setResult({ tone: "success", message: (await authApi.forgotPassword(email.trim())).message });
    } catch (error) {
      setResult({ tone: "error", message: toApiFailure(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t("Forgot password")} lead={t("Enter your email and we will send you a link to reset your password. The link is valid for 1 day.")}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        {result && <FormMessage tone={result.tone}>{t(result.message)}</FormMessage>}
        <Input label={t("Email")} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Button type="submit" variant="primary" loading={busy} disabled={email.trim() === ""}>
          {t("Send reset link")}
        </Button>
      </form>
      <AppLink to="/login">
        {t("Back to login")}
      </AppLink>
    </AuthCard>
  );
};
