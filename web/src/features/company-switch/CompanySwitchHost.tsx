import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { onDrawerRequest } from "../../app/nav/drawer-requests.ts";
import { useSession } from "../../app/session/use-session.ts";
import { dialogs } from "../../ui/dialog/dialog-stack.ts";
import { CompanySwitchPicker } from "./CompanySwitchPicker.tsx";
import { useCompanySwitch } from "./company-switch.store.ts";
import { SwitchingAccountOverlay } from "./SwitchingAccountOverlay.tsx";

/** The user-menu entry id that opens the picker (app/nav asks through drawer-requests). */
export const companySwitchEntryId = "company-switch";

/** Opens the company picker when the user menu asks, and shows the overlay while a switch runs. */
export const CompanySwitchHost = () => {
  const { t } = useTranslation();
  const session = useSession();
  const switching = useCompanySwitch();
  // The menu speaks through a subscription, an outside source to follow.
  useEffect(
    () =>
      onDrawerRequest((id) => {
        if (id !== companySwitchEntryId || session === null) return false;
        dialogs.open({ id: "company-switch", title: t("Switch company"), size: "medium1", content: (close) => <CompanySwitchPicker session={session} close={close} /> });
        return true;
      }),
    [session, t],
  );
  return switching === null ? null : <SwitchingAccountOverlay switching={switching} />;
};
