import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure } from "../api/api-failure.ts";
import { FormMessage, authStyles } from "../components/AuthCard.tsx";

/** POST /api/users/verification/resend {email} (at most 5 mails per address and hour). */
export const ResendVerificationForm = ({ initialEmail }: { initialEmail: string }) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setResult({ tone: "success", message: (await authApi.resendVerification(email.trim())).message });
    } catch (error) {
      setResult({ tone: "error", message: toApiFailure(error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={authStyles.form} onSubmit={submit} noValidate>
      {result && <FormMessage tone={result.tone}>{t(result.message)}</FormMessage>}
      <Input label={t("Email")} type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Button type="submit" variant="primary" loading={busy} disabled={email.trim() === ""}>
        {t("Resend verification")}
      </Button>
    </form>
  );
};
