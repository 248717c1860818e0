import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Input } from "../../../ui/input/Input.tsx";
import { passwordFeedback } from "../password-feedback.ts";

const ruleList = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "1", fontSize: "xs", color: "fg.muted", listStyle: "none", p: "0" });

export interface PasswordFieldsProps {
  readonly password: string;
  readonly confirmation: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirmation: (value: string) => void;
  /** A server message per field, shown when the instant check has nothing to say. */
  readonly serverErrors?: Readonly<Record<string, string>>;
  readonly passwordLabel?: string;
}

/** New password and its confirmation with the policy checked as the user types (spec section 5). */
export const PasswordFields = ({ password, confirmation, onPassword, onConfirmation, serverErrors = {}, passwordLabel = "Password" }: PasswordFieldsProps) => {
  const { t } = useTranslation();
  const feedback = passwordFeedback(password, confirmation);
  const passwordError = feedback.passwordError ?? serverErrors["password"];
  const confirmationError = feedback.confirmationError ?? serverErrors["password_confirmation"];
  return (
    <>
      <Input
        label={t(passwordLabel)}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={passwordError === undefined ? undefined : t(passwordError)}
        required
      />
      <ul className={ruleList} aria-label={t("Password rules")} data-testid="password-rules">
        {feedback.rules.map((rule) => (
          <li key={rule.id} data-met={rule.met ? "" : undefined} className={css({ color: rule.met ? "success.default" : "fg.muted" })}>
            {rule.met ? "✓" : "•"} {t(rule.label)}
          </li>
        ))}
      </ul>
      <Input
        label={t("Confirm password")}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        error={confirmationError === undefined ? undefined : t(confirmationError)}
        required
      />
    </>
  );
};
