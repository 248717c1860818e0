import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { http } from "../../lib/http/http-client.ts";
import { Button } from "../../ui/button/Button.tsx";
import { Select } from "../../ui/select/Select.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { AppLink } from "../auth/components/AppLink.tsx";
import { refreshSession } from "../auth/session-actions.ts";
import { calendarCodes, preferencesOf, type OwnSettingsSource, type PreferencesForm } from "./preferences.ts";

const PreferencesFormView = ({ userId, initial, showNotificationsLink }: { userId: string; initial: PreferencesForm; showNotificationsLink: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const outcome = await runMutation(() => http.put<{ message?: string }>(`users/${userId}/preferences`, form, { globalErrorHandling: false }), "Settings updated successfully");
    setBusy(false);
    if (outcome.ok) await refreshSession(queryClient, router);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "md" })} data-testid="preferences-form">
      <label className={css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm" })}>
        <input type="checkbox" name="show_time_decimal" checked={form.show_time_decimal} onChange={(e) => setForm((f) => ({ ...f, show_time_decimal: e.target.checked }))} />
        {t("Show time as decimals")}
      </label>
      <Select
        label={t("Holiday calendar")}
        options={calendarCodes.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
        value={form.calendar_code}
        onChange={(code) => setForm((f) => ({ ...f, calendar_code: code }))}
        name="calendar_code"
      />
      {showNotificationsLink && <AppLink to="/preference/notifications">{t("Notification settings")}</AppLink>}
      <Button variant="primary" onClick={() => void save()} loading={busy} className={css({ alignSelf: "flex-start" })}>
        {t("Save")}
      </Button>
    </div>
  );
};

/** /preference: the user's own preferences (time as decimals, holiday calendar) and the link to notification settings. */
export const PreferencesPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  if (session === null) return null;
  const user = session.user as typeof session.user & OwnSettingsSource;
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Preferences")}</h1>
      <PreferencesFormView userId={String(user.id)} initial={preferencesOf(user)} showNotificationsLink={session.persona !== "admin"} />
    </section>
  );
};
