import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { PersonResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { localeNames, supportedLocales } from "../../lib/i18n/locales.ts";
import { Avatar } from "../../ui/avatar/Avatar.tsx";
import { Button } from "../../ui/button/Button.tsx";
import { DateInput } from "../../ui/date-input/DateInput.tsx";
import { Input } from "../../ui/input/Input.tsx";
import { Select } from "../../ui/select/Select.tsx";
import { Spinner } from "../../ui/spinner/SpinnerPage.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { followSavedLanguage, refreshSession } from "../auth/session-actions.ts";
import { ChangeEmailCard } from "./ChangeEmailCard.tsx";
import { ChangePasswordCard } from "./ChangePasswordCard.tsx";
import { PhotoDialog } from "./photo/PhotoDialog.tsx";
import { SessionsCard } from "./sessions/SessionsCard.tsx";
import { ownProfileQueryOptions, profileApi, profileKeys, type OwnProfileForm } from "./profile.api.ts";

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4", maxW: "3xl" });

const ProfileForm = ({ person, canEdit }: { person: PersonResponse; canEdit: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [form, setForm] = useState<OwnProfileForm>({
    first_name: person.first_name,
    last_name: person.last_name,
    phone_numbers: [...person.phone_numbers],
    addresses: [...person.addresses],
    language: person.language,
    date_of_birth: person.date_of_birth?.slice(0, 10) ?? null,
  });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.own(person.id) });
    await refreshSession(queryClient, router);
  };
  const save = async () => {
    setBusy(true);
    const outcome = await runMutation(() => profileApi.update(person.id, form), "Profile updated successfully");
    setBusy(false);
    setErrors(outcome.ok ? {} : outcome.failure.fieldErrors);
    if (outcome.ok) {
      await followSavedLanguage(form.language);
      await after();
    }
  };
  const errorOf = (f: string) => {
    const e = errors[f];
    return e === undefined ? undefined : t(e);
  };
  const first = (list: readonly string[]) => list[0] ?? "";
  return (
    <div className={grid} data-testid="own-profile">
      <div className={css({ gridColumn: "1 / -1", display: "flex", alignItems: "center", gap: "3" })}>
        <Avatar name={person.full_name} src={person.photo} size="lg" />
        <Button variant="secondary" size="sm" onClick={() => setPhotoOpen(true)} disabled={!canEdit}>
          {t("Change photo")}
        </Button>
      </div>
      <Input label={t("First name")} value={form.first_name} disabled={!canEdit} onChange={(e) => setForm((f) => ({ ...f, first_name: e.target.value }))} error={errorOf("first_name")} required />
      <Input label={t("Last name")} value={form.last_name} disabled={!canEdit} onChange={(e) => setForm((f) => ({ ...f, last_name: e.target.value }))} error={errorOf("last_name")} required />
      <Input label={t("Email")} value={person.email} disabled readOnly />
      <Input label={t("Phone number")} type="tel" value={first(form.phone_numbers)} disabled={!canEdit} onChange={(e) => setForm((f) => ({ ...f, phone_numbers: e.target.value === "" ? [] : [e.target.value] }))} />
      <Input label={t("Address")} value={first(form.addresses)} disabled={!canEdit} onChange={(e) => setForm((f) => ({ ...f, addresses: e.target.value === "" ? [] : [e.target.value] }))} />
      <DateInput label={t("Date of birth")} value={form.date_of_birth} disabled={!canEdit} onChange={(v) => setForm((f) => ({ ...f, date_of_birth: v }))} />
      <Select label={t("Language")} options={supportedLocales.map((l) => ({ value: l, label: localeNames[l] }))} value={form.language} disabled={!canEdit} onChange={(v) => v && setForm((f) => ({ ...f, language: v }))} />
      <div className={css({ gridColumn: "1 / -1", display: "flex", justifyContent: "flex-end" })}>
        <Button variant="primary" onClick={() => void save()} loading={busy} disabled={!canEdit}>
          {t("Save")}
        </Button>
      </div>
      <PhotoDialog
        open={photoOpen}
        purpose="profile"
        onClose={() => setPhotoOpen(false)}
        onSave={async (photo) => {
          const outcome = await runMutation(() => profileApi.uploadPhoto(person.id, photo.blob, photo.filename), "Profile photo updated successfully");
          if (outcome.ok) await after();
        }}
      />
    </div>
  );
};

/** /profile: the worker's own profile (editable with can_edit_own_profile), photo, email change, password and open sessions. */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const userId = String(session?.user.id ?? "");
  const profile = useQuery({ ...ownProfileQueryOptions(userId), enabled: userId !== "" });
  const canEdit = session?.permissions.has("can_edit_own_profile") ?? false;
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Profile")}</h1>
      {!canEdit && <p className={css({ color: "fg.muted", fontSize: "sm" })}>{t("You have no rights to edit your profile.")}</p>}
      {profile.data === undefined ? <Spinner /> : <ProfileForm key={profile.dataUpdatedAt} person={profile.data} canEdit={canEdit} />}
      {profile.data !== undefined && canEdit && <ChangeEmailCard person={profile.data} />}
      <ChangePasswordCard userId={userId} />
      <SessionsCard userId={userId} />
    </section>
  );
};
