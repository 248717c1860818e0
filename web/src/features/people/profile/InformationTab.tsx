import { useQueryClient } from "@tanstack/react-query";
import type { PersonResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { localeNames, supportedLocales } from "../../../lib/i18n/locales.ts";
import { Avatar } from "../../../ui/avatar/Avatar.tsx";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { Select } from "../../../ui/select/Select.tsx";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { PhotoDialog } from "../../profile/photo/PhotoDialog.tsx";
import { emailFieldProblem, isAnotherAddress, pendingEmailOf } from "../email/email-change-rules.ts";
import { PendingEmailNote } from "../email/PendingEmailNote.tsx";
import { peopleApi, peopleKeys } from "../people.api.ts";
import { statusActionLabels, statusActionsFor } from "../people-rules.ts";
import { formFailures } from "../../../lib/http/http-client.ts";

export const formGrid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4", maxW: "3xl" });
export const formActions = css({ gridColumn: "1 / -1", display: "flex", justifyContent: "flex-end", gap: "2" });

/** Information: name, email (a new one waits for its link), phone, language, photo and the status actions. */
export const InformationTab = ({ companyId, person }: { companyId: string; person: PersonResponse }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    phone: person.phone_numbers[0] ?? "",
    language: person.language,
  });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(companyId) });
  const emailProblem = isAnotherAddress(form.email, person.email) ? emailFieldProblem(form.email) : undefined;
  const pending = pendingEmailOf(person, new Date());
  const emailAction = async (call: () => Promise<{ message?: string; data?: PersonResponse }>) => {
    setBusy(true);
    const outcome = await runMutation(call, "User successfully updated");
    setBusy(false);
    if (outcome.ok) void refresh();
  };
  const save = async () => {
    if (emailProblem !== undefined) return setErrors({ email: emailProblem });
    setBusy(true);
    const outcome = await runMutation(
      () =>
        peopleApi.update(companyId, person.id, {
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          language: form.language,
          phone_numbers: form.phone.trim() === "" ? [] : [form.phone.trim()],
          ...(isAnotherAddress(form.email, person.email) ? { email: form.email.trim() } : {}),
        }),
      "User successfully updated",
      formFailures.fieldsAndConflicts,
    );
    setBusy(false);
    setErrors(outcome.ok ? {} : { ...outcome.failure.fieldErrors, ...(outcome.failure.status === 409 ? { email: outcome.failure.message } : {}) });
    if (!outcome.ok) return;
    // A new address waits for its link: the field shows the address in use, the note the pending one.
    setForm((f) => ({ ...f, email: outcome.data.data?.email ?? person.email }));
    void refresh();
  };
  const errorOf = (field: string) => {
    const e = field === "email" ? (emailProblem ?? errors[field]) : errors[field];
    return e === undefined ? undefined : t(e);
  };
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  return (
    <div className={formGrid} data-testid="information-tab">
      <div className={css({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" })}>
        <Avatar name={person.full_name} src={person.photo} size="lg" />
        <Button variant="secondary" size="sm" onClick={() => setPhotoOpen(true)}>
          {t("Change photo")}
        </Button>
        {statusActionsFor(person.status).map((action) => (
          <Button
            key={action}
            variant={action === "deactivate" ? "danger" : "secondary"}
            size="sm"
            onClick={() => void runMutation(() => peopleApi.setStatus(companyId, person.id, action)).then((o) => {
              if (o.ok) void refresh();
            })}
          >
            {t(statusActionLabels[action])}
          </Button>
        ))}
      </div>
      <Input label={t("First name")} name="first_name" value={form.first_name} onChange={set("first_name")} error={errorOf("first_name")} />
      <Input label={t("Last name")} name="last_name" value={form.last_name} onChange={set("last_name")} error={errorOf("last_name")} />
      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <Input label={t("Email")} name="email" type="email" value={form.email} onChange={set("email")} error={errorOf("email")} />
        {pending !== null && (
          <PendingEmailNote
            pending={pending}
            busy={busy}
            onResend={() => void emailAction(() => peopleApi.update(companyId, person.id, { email: pending.email }))}
            onCancel={() => void emailAction(() => peopleApi.cancelEmailChange(companyId, person.id))}
          />
        )}
      </div>
      <Input label={t("Phone number")} name="phone" type="tel" value={form.phone} onChange={set("phone")} error={errorOf("phone_numbers")} />
      <Select label={t("Language")} options={supportedLocales.map((l) => ({ value: l, label: localeNames[l] }))} value={form.language} onChange={(v) => v && setForm((f) => ({ ...f, language: v }))} name="language" />
      <div className={formActions}>
        <Button variant="primary" onClick={() => void save()} loading={busy}>
          {t("Save")}
        </Button>
      </div>
      <PhotoDialog
        open={photoOpen}
        purpose="profile"
        onClose={() => setPhotoOpen(false)}
        onSave={async (photo) => {
          const outcome = await runMutation(() => peopleApi.uploadPhoto(companyId, person.id, photo.blob, photo.filename), "Profile photo updated successfully");
          if (outcome.ok) void refresh();
        }}
      />
    </div>
  );
};
