import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { PersonResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../ui/button/Button.tsx";
import { Input } from "../../ui/input/Input.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { refreshSession } from "../auth/session-actions.ts";
import { emailFieldProblem, isAnotherAddress, pendingEmailOf } from "../people/email/email-change-rules.ts";
import { PendingEmailNote } from "../people/email/PendingEmailNote.tsx";
import { profileApi, profileKeys } from "./profile.api.ts";
import { formFailures } from "../../lib/http/http-client.ts";

/**
 * Own email change: the new address gets a link, the current one keeps working until it is
 * followed (then every session ends). The current password proves it is the person asking.
 */
export const ChangeEmailCard = ({ person }: { person: PersonResponse }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [current, setCurrent] = useState("");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const problem = emailFieldProblem(email);
  const ready = isAnotherAddress(email, person.email) && problem === undefined && current !== "";
  const pending = pendingEmailOf(person, new Date());
  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.own(person.id) });
    await refreshSession(queryClient, router);
  };
  const send = async () => {
    setBusy(true);
    const outcome = await runMutation(() => profileApi.changeEmail(person.id, { email: email.trim(), current_password: current }), "Profile updated successfully", formFailures.fieldsAndConflicts);
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.failure.status === 409 ? { email: outcome.failure.message } : outcome.failure.fieldErrors);
    setErrors({});
    setEmail("");
    setCurrent("");
    await after();
  };
  const cancel = async () => {
    setBusy(true);
    const outcome = await runMutation(() => profileApi.cancelEmailChange(person.id), "Profile updated successfully");
    setBusy(false);
    if (outcome.ok) await after();
  };
  const shown = (message: string | undefined) => (message === undefined ? undefined : t(message));
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "3", maxW: "md" })} aria-labelledby="change-email" data-testid="change-email">
      <h2 id="change-email" className={css({ fontWeight: "semibold", textStyle: "lg" })}>
        {t("Change email")}
      </h2>
      {pending !== null && <PendingEmailNote pending={pending} busy={busy} onCancel={() => void cancel()} />}
      <Input label={t("New email")} type="email" autoComplete="email" name="new_email" value={email} onChange={(e) => setEmail(e.target.value)} error={shown(problem ?? errors["email"])} />
      <Input
        label={t("Current password")}
        type="password"
        autoComplete="current-password"
        name="email_current_password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={shown(errors["current_password"])}
      />
      <Button variant="primary" onClick={() => void send()} loading={busy} disabled={!ready} className={css({ alignSelf: "flex-start" })}>
        {t("Send confirmation link")}
      </Button>
    </section>
  );
};
