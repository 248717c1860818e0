import { useQuery, useQueryClient } from "@tanstack/react-query";
import { defaultWorkerRights } from "@workledger/domain/identity/permissions.ts";
import type { Rights } from "@workledger/event-schemas";
import { isEmail, refusedEmailReasons, refusedEmails } from "@workledger/domain/identity/email-list.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { localeNames, supportedLocales } from "../../../lib/i18n/locales.ts";
import { personNameProblem } from "@workledger/domain/identity/person-name.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { EmailMultiselect } from "../../../ui/email-multiselect/EmailMultiselect.tsx";
import { Select } from "../../../ui/select/Select.tsx";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { catalogueQueryOptions, peopleApi, peopleKeys, workspacesQueryOptions } from "../people.api.ts";
import { mayGrantPermission } from "@workledger/domain/identity/rights-hierarchy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { editorOf, RightsEditor } from "../profile/RightsTab.tsx";
import { invalidEmailsMessage } from "../people-rules.ts";
import { formFailures } from "../../../lib/http/http-client.ts";

const stack = css({ display: "flex", flexDirection: "column", gap: "4" });

/**
 * Invite by email (spec section 5): workspace and language required, every email valid
 * ('Invalid email address [list]'); already registered addresses come back as conflicting. The
 * rights (spec section 3's invite form) use the person's Rights-tab editor, starting from a new
 * worker's default rights, for someone who may manage rights; the API checks them with the rights schema.
 */
export const InviteForm = ({ companyId, companyName, close, canManageRights }: { companyId: string; companyName: string; close: () => void; canManageRights: boolean }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const workspaces = useQuery(workspacesQueryOptions(companyId)).data ?? [];
  const catalogue = useQuery({ ...catalogueQueryOptions(), enabled: canManageRights }).data;
  const [rights, setRights] = useState<Rights>(defaultWorkerRights);
  const session = useSession();
  // The rights hierarchy the API applies: only rights the inviter holds can be switched on.
  const mayGrant = (key: string) => session !== null && mayGrantPermission(editorOf(session, companyId), key);
  // A company without workspaces yet invites to the company as a whole.
  const options = workspaces.length > 0 ? workspaces.map((w) => ({ value: w.id, label: w.name })) : [{ value: companyId, label: companyName }];
  const [emails, setEmails] = useState<string[]>([]);
  const [workspace, setWorkspace] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(i18n.language);
  const [names, setNames] = useState({ first_name: "", last_name: "" });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [conflicting, setConflicting] = useState<string[]>([]);
  const chosenWorkspace = workspace ?? (options.length === 1 ? (options[0]?.value ?? null) : null);

  // The domain's one address rule, as the API applies it: invisible characters and mixed scripts are named.
  const refused = refusedEmails(emails);
  const emailError = invalidEmailsMessage(refused.map((r) => r.visible)) ?? (touched && emails.length === 0 ? "This field is required" : null) ?? serverError;
  // Names fit one person: shown while one address (or none yet) is entered, optional, checked by the domain's name rule.
  const oneInvitee = emails.length <= 1;
  const nameError = (field: keyof typeof names) => (oneInvitee ? personNameProblem(names[field], false) : null);
  const namesInvalid = nameError("first_name") !== null || nameError("last_name") !== null;
  const namesToSend = oneInvitee ? { first_name: names.first_name.trim(), last_name: names.last_name.trim() } : {};
  const setName = (field: keyof typeof names) => (e: { target: { value: string } }) => setNames((n) => ({ ...n, [field]: e.target.value }));
  const submit = async () => {
    setTouched(true);
    if (emails.length === 0 || refused.length > 0 || chosenWorkspace === null || language === null || namesInvalid) return;
    setBusy(true);
    setServerError(null);
    const outcome = await runMutation(
      () => peopleApi.invite(companyId, { emails, workspace: chosenWorkspace, language, ...namesToSend, ...(canManageRights ? { rights } : {}) }),
      "Invitations sent",
      formFailures.fieldsAndConflicts,
    );
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: peopleKeys.all(companyId) });
    if (outcome.ok) {
      if (outcome.data.conflicting.length === 0) return close();
      setEmails(outcome.data.conflicting);
      return setConflicting(outcome.data.conflicting);
    }
    setServerError(outcome.failure.fieldErrors["emails"] ?? outcome.failure.message);
    if (outcome.failure.status === 409) setConflicting(emails);
  };

  return (
    <div className={stack} data-testid="invite-form">
      <EmailMultiselect
        label={t("Emails")}
        placeholder={t("Type or paste emails, separated by commas")}
        value={emails}
        onChange={setEmails}
        // One message, shown by the field itself (the list of invalid addresses kept as typed).
        error={emailError ? (emailError.startsWith("Invalid email address [") ? `${t("Invalid email address")} ${emailError.slice("Invalid email address ".length)}` : t(emailError)) : undefined}
        name="emails"
        validate={isEmail}
      />
      {refusedEmailReasons(refused).map(({ reason, emails: named }) => (
        <p key={reason} role="alert" className={css({ color: "danger.default", fontSize: "sm" })}>
          {t(reason)}: {named}
        </p>
      ))}
      {conflicting.length > 0 && (
        <p role="alert" className={css({ color: "danger.default", fontSize: "sm" })} data-testid="invite-conflicting">
          {t("Already registered: {{emails}}", { emails: conflicting.join(", ") })}
        </p>
      )}
      {oneInvitee && (
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "3" })}>
          <Input label={t("First name (optional)")} name="first_name" value={names.first_name} onChange={setName("first_name")} error={nameError("first_name") && t(nameError("first_name")!)} />
          <Input label={t("Last name (optional)")} name="last_name" value={names.last_name} onChange={setName("last_name")} error={nameError("last_name") && t(nameError("last_name")!)} />
        </div>
      )}
      <Select label={t("Workspace")} options={options} value={chosenWorkspace} onChange={setWorkspace} error={touched && chosenWorkspace === null ? t("This field is required") : undefined} name="workspace" />
      <Select label={t("Language")} options={supportedLocales.map((l) => ({ value: l, label: localeNames[l] }))} value={language} onChange={setLanguage} error={touched && language === null ? t("This field is required") : undefined} name="language" />
      {canManageRights && catalogue !== undefined && (
        <details className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", p: "3" })} data-testid="invite-rights">
          <summary className={css({ cursor: "pointer", fontWeight: "medium", fontSize: "sm" })}>{t("Rights")}</summary>
          <div className={css({ mt: "3" })}>
            <RightsEditor rights={rights} onChange={setRights} catalogue={catalogue} workspaces={workspaces} mayGrant={mayGrant} />
          </div>
        </details>
      )}
      <div className={css({ display: "flex", justifyContent: "flex-end", gap: "2" })}>
        <Button variant="secondary" onClick={close}>
          {t("Cancel")}
        </Button>
        <Button variant="primary" onClick={() => void submit()} loading={busy}>
          {t("Send invitations")}
        </Button>
      </div>
    </div>
  );
};
