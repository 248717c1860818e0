
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/Button.tsx";
import { toApiFailure, type ApiFailure } from "../api/api-failure.ts";
import type { NewPasswordForm as Form } from "../api/auth.api.ts";
import { FormMessage, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { PasswordFields } from "../components/PasswordFields.tsx";
import { passwordFeedback } from "../password-feedback.ts";

/** A new password from a one-time link (reset, or an invited user's first password). */
export const NewPasswordForm = ({ token, submitLabel, send }: { token: string; submitLabel: string; send: (form: Form) => Promise<{ message: string }> }) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const valid = passwordFeedback(password, confirmation).valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    try {
      setDone((await send({ token, password, password_confirmation: confirmation })).message);
    } catch (error) {
      setFailure(toApiFailure(error));
    } finally {
      setBusy(false);
    }
  };

  if (done !== null)
    return (
      <>
        <FormMessage tone="success">{t(done)}</FormMessage>
        <AppLink to="/login">
          {t("Go to login")}
        </AppLink>
      </>
    );
  return (
    <form className={authStyles.form} onSubmit={submit} noValidate>
      {failure && <FormMessage tone="error">{t(failure.message)}</FormMessage>}
      <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} serverErrors={failure?.fieldErrors} passwordLabel="New password" />
      <Button type="submit" variant="primary" loading={busy} disabled={!valid}>
        {t(submitLabel)}
      </Button>
    </form>
  );
};
