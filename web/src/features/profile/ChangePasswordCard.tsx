import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../ui/button/Button.tsx";
import { Input } from "../../ui/input/Input.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { PasswordFields } from "../auth/components/PasswordFields.tsx";
import { passwordFeedback } from "../auth/password-feedback.ts";
import { profileApi } from "./profile.api.ts";

/** Own password change with the policy and 'Passwords must match' checked as one types. */
export const ChangePasswordCard = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const valid = current !== "" && passwordFeedback(password, confirmation).valid;
  const save = async () => {
    setBusy(true);
    const outcome = await runMutation(() => profileApi.changePassword(userId, { current_password: current, password, password_confirmation: confirmation }), "Password changed successfully");
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.failure.fieldErrors);
    setErrors({});
    setCurrent("");
    setPassword("");
    setConfirmation("");
  };
  const currentError = errors["current_password"];
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "3", maxW: "md" })} aria-labelledby="change-password">
      <h2 id="change-password" className={css({ fontWeight: "semibold", textStyle: "lg" })}>
        {t("Change password")}
      </h2>
      <Input label={t("Current password")} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={currentError === undefined ? undefined : t(currentError)} />
      <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} serverErrors={errors} passwordLabel="New password" />
      <Button variant="primary" onClick={() => void save()} loading={busy} disabled={!valid} className={css({ alignSelf: "flex-start" })}>
        {t("Change password")}
      </Button>
    </section>
  );
};
