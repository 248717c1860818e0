import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { personNameProblem } from "@workledger/domain/identity/person-name.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { authApi, type Invitation } from "../api/auth.api.ts";
import { toApiFailure, type ApiFailure } from "../api/api-failure.ts";
import { AuthCard, FormMessage, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { PasswordFields } from "../components/PasswordFields.tsx";
import { passwordFeedback } from "../password-feedback.ts";
import { startSession } from "../session-actions.ts";
import { useQueryParam } from "../use-query-param.ts";

/**
 * The invited person's form: the address the link went to (shown, and given to password managers),
 * their first and last name (asked when the invite carried none), and the password. The answer
 * signs them in as the login does.
 */
const SetPasswordForm = ({ token, invitation }: { token: string; invitation: Invitation }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const [names, setNames] = useState({ first_name: invitation.first_name, last_name: invitation.last_name });
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The domain's name rule, the one the API applies.
  const nameProblem = (field: keyof typeof names) => (submitted ? personNameProblem(names[field], true) : null) ?? failure?.fieldErrors[field];
  const namesValid = personNameProblem(names.first_name, true) === null && personNameProblem(names.last_name, true) === null;
  const passwordsValid = passwordFeedback(password, confirmation).valid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!namesValid || !passwordsValid) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await authApi.setPassword({ token, password, password_confirmation: confirmation, first_name: names.first_name.trim(), last_name: names.last_name.trim() });
      if (answer.access_token !== undefined && answer.user !== undefined && answer.token_type !== undefined && answer.expires_in !== undefined) {
        await startSession(queryClient, router, { access_token: answer.access_token, token_type: answer.token_type, expires_in: answer.expires_in, user: answer.user });
        await navigate({ href: "/", replace: true });
        return;
      }
      setDone(answer.message);
    } catch (error) {
      setFailure(toApiFailure(error));
    }
    setBusy(false);
  };

  if (done !== null)
    return (
      <>
        <FormMessage tone="success">{t(done)}</FormMessage>
        <AppLink to={`/login?email=${encodeURIComponent(invitation.email)}`}>{t("Go to login")}</AppLink>
      </>
    );
  const set = (field: keyof typeof names) => (e: { target: { value: string } }) => setNames((n) => ({ ...n, [field]: e.target.value }));
  const firstError = nameProblem("first_name");
  const lastError = nameProblem("last_name");
  return (
    <form className={authStyles.form} onSubmit={submit} noValidate>
      {failure && <FormMessage tone="error">{t(failure.message)}</FormMessage>}
      <Input label={t("Email")} type="email" name="email" autoComplete="username" value={invitation.email} readOnly />
      <Input label={t("First name")} name="first_name" autoComplete="given-name" value={names.first_name} onChange={set("first_name")} error={firstError && t(firstError)} required />
      <Input label={t("Last name")} name="last_name" autoComplete="family-name" value={names.last_name} onChange={set("last_name")} error={lastError && t(lastError)} required />
      <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} serverErrors={failure?.fieldErrors} passwordLabel="New password" />
      <Button type="submit" variant="primary" loading={busy}>
        {t("Set password and sign in")}
      </Button>
    </form>
  );
};

const InvitationForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const invitation = useQuery({ queryKey: ["auth", "invitation", token], queryFn: () => authApi.invitation(token), retry: false, staleTime: Infinity });
  if (invitation.isPending) return <Spinner />;
  if (invitation.isError) return <FormMessage tone="error">{t(toApiFailure(invitation.error).message)}</FormMessage>;
  return <SetPasswordForm token={token} invitation={invitation.data} />;
};

/** /set-password?token=: an invited user's first password (link valid 1 day, clarification 1); it also verifies, activates and signs in. */
export const SetPasswordPage = () => {
  const { t } = useTranslation();
  const token = useQueryParam("token");
  return (
    <AuthCard title={t("Set password")} lead={t("Welcome! Tell us your name and choose a password. You are signed in right after.")}>
      {token === null ? <FormMessage tone="error">{t("Token already expired, invalid or already used")}</FormMessage> : <InvitationForm token={token} />}
    </AuthCard>
  );
};
