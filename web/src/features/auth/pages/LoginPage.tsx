import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure } from "../api/api-failure.ts";
import { AuthCard, FormMessage, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { startSession } from "../session-actions.ts";
import { useQueryParam } from "../use-query-param.ts";

/** /login: every refusal of POST /api/login shows the API's message (README error table) inline. */
export const LoginPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  // The set-password page sends people here with their address when it cannot sign them in itself.
  const [email, setEmail] = useState(useQueryParam("email") ?? "");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; code: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await authApi.login(email.trim(), password);
      await startSession(queryClient, router, session);
      await navigate({ href: "/", replace: true });
    } catch (failure) {
      const { message, code } = toApiFailure(failure);
      setError({ message, code });
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t("Login")}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        {error && (
          <FormMessage tone="error">
            {t(error.message)}
            {error.code === "login_throttled" && (
              <>
                {" "}
                <AppLink to="/forgot-password">
                  {t("Reset password")}
                </AppLink>
              </>
            )}
          </FormMessage>
        )}
        <Input label={t("Email")} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Input label={t("Password")} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <Button type="submit" variant="primary" loading={busy} disabled={email.trim() === "" || password === ""}>
          {t("Log in")}
        </Button>
      </form>
      <div className={authStyles.links}>
        <AppLink to="/forgot-password">
          {t("Forgot password?")}
        </AppLink>
        <AppLink to="/signup">
          {t("Create an account")}
        </AppLink>
      </div>
    </AuthCard>
  );
};
