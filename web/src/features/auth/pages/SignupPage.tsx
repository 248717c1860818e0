import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { emailAddressProblem } from "@workledger/domain/identity/email-address.ts";
import { identityMessages } from "@workledger/domain/identity/identity-messages.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure, type ApiFailure } from "../api/api-failure.ts";
import { AuthCard, FormMessage, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { PasswordFields } from "../components/PasswordFields.tsx";
import { passwordFeedback } from "../password-feedback.ts";
import { startSession } from "../session-actions.ts";

/**
 * /signup: the terms must be accepted (spec section 5). The company is named afterwards in the
 * complete-registration dialog; the user becomes its main user and a manager.
 */
export const SignupPage = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const [form, setForm] = useState({ first_name: "", last_name: "", email: "" });
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  // The domain's one address rule names invisible characters and mixed scripts as the API does.
  const emailProblem = emailAddressProblem(form.email);
  const emailError = touched && emailProblem !== null ? emailProblem : failure?.fieldErrors["email"];
  const termsError = touched && !terms ? identityMessages.termsRequired : failure?.fieldErrors["terms"];
  const passwords = passwordFeedback(password, confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailProblem !== null || !terms || !passwords.valid) return;
    setBusy(true);
    setFailure(null);
    try {
      const session = await authApi.signup({ ...form, email: form.email.trim(), password, password_confirmation: confirmation, terms, language: i18n.language });
      await startSession(queryClient, router, session);
      await navigate({ href: "/", replace: true });
    } catch (error) {
      setFailure(toApiFailure(error));
      setBusy(false);
    }
  };

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  return (
    <AuthCard title={t("Sign up")} lead={t("Create your company account. The trial starts at once.")}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        {failure && <FormMessage tone="error">{t(failure.message)}</FormMessage>}
        <Input label={t("First name")} name="first_name" autoComplete="given-name" value={form.first_name} onChange={set("first_name")} />
        <Input label={t("Last name")} name="last_name" autoComplete="family-name" value={form.last_name} onChange={set("last_name")} />
        <Input label={t("Email")} type="email" name="email" autoComplete="email" value={form.email} onChange={set("email")} error={emailError && t(emailError)} required />
        <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} serverErrors={failure?.fieldErrors} />
        <label className={authStyles.checkbox}>
          <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} aria-invalid={termsError ? true : undefined} />
          <span>
            <Trans i18nKey="I accept the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>" components={{ terms: <a href="/terms" target="_blank" rel="noopener" className={authStyles.link} />, privacy: <a href="/privacy" target="_blank" rel="noopener" className={authStyles.link} /> }} />
          </span>
        </label>
        {termsError && (
          <p className={authStyles.fieldError} role="alert">
            {t(termsError)}
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          {t("Sign up")}
        </Button>
      </form>
      <div className={authStyles.links}>
        <span>{t("Already have an account?")}</span>
        <AppLink to="/login">
          {t("Login")}
        </AppLink>
      </div>
    </AuthCard>
  );
};
