import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { http } from "../../lib/http/http-client.ts";
import { Button } from "../../ui/button/Button.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { refreshSession } from "../auth/session-actions.ts";
import { notificationTypes, readNotificationSettings, type OwnSettingsSource } from "./preferences.ts";

/** /preference/notifications: POST /api/users/{id}/notifications/settings with options as a JSON string. */
export const NotificationSettingsPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const user = session?.user as (NonNullable<typeof session>["user"] & OwnSettingsSource) | undefined;
  const [settings, setSettings] = useState(() => readNotificationSettings(user?.notification_settings));
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const save = async () => {
    setBusy(true);
    const outcome = await runMutation(
      () => http.post<{ message?: string }>(`users/${user.id}/notifications/settings`, { options: JSON.stringify(settings) }, { globalErrorHandling: false }),
      "Settings updated successfully",
    );
    setBusy(false);
    if (outcome.ok) await refreshSession(queryClient, router);
  };
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "xl" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Notification settings")}</h1>
      {notificationTypes.map(([type, label]) => (
        <label key={type} className={css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm" })}>
          <input type="checkbox" name={type} checked={settings[type] ?? true} onChange={(e) => setSettings((s) => ({ ...s, [type]: e.target.checked }))} />
          {t(label)}
        </label>
      ))}
      <Button variant="primary" onClick={() => void save()} loading={busy} className={css({ alignSelf: "flex-start" })}>
        {t("Save")}
      </Button>
    </section>
  );
};
