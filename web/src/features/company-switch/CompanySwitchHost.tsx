import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { onDrawerRequest, switchToAdminEntryId } from "../../app/nav/drawer-requests.ts";
import { displayName } from "../../app/session/current-user.ts";
import { useSession } from "../../app/session/use-session.ts";
import { dialogs } from "../../ui/dialog/dialog-stack.ts";
import { CompanySwitchPicker } from "./CompanySwitchPicker.tsx";
import { runCompanySwitch, useCompanySwitch } from "./company-switch.store.ts";
import { SwitchingAccountOverlay } from "./SwitchingAccountOverlay.tsx";

/** The user-menu entry id that opens the picker (app/nav asks through drawer-requests). */
export const companySwitchEntryId = "company-switch";

/**
 * Opens the company picker when the user menu asks (or, for 'Switch to admin', switches to the admin
 * persona at once), and shows the overlay while a switch runs.
 */
export const CompanySwitchHost = () => {
  const { t } = useTranslation();
  const session = useSession();
  const switching = useCompanySwitch();
  // The menu speaks through a subscription, an outside source to follow.
  useEffect(
    () =>
      onDrawerRequest((id) => {
        if (session === null) return false;
        if (id === switchToAdminEntryId) {
          const userName = displayName(session.user) || session.user.email || "-";
          const to = { name: `${userName} (${t("Admin")})`, picture: session.user.photo ?? null };
          const from = session.company === null ? to : { name: session.company.name, picture: session.company.logo ?? null };
          void runCompanySwitch({ user: session.user, from, to, target: { kind: "admin" } });
          return true;
        }
        if (id !== companySwitchEntryId) return false;
        dialogs.open({ id: "company-switch", title: t("Switch company"), size: "medium1", content: (close) => <CompanySwitchPicker session={session} close={close} /> });
        return true;
      }),
    [session, t],
  );
  return switching === null ? null : <SwitchingAccountOverlay switching={switching} />;
};
