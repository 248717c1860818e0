import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Avatar } from "../../../ui/avatar/Avatar.tsx";
import { Drawer } from "../../../ui/drawer/Drawer.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { personQueryOptions } from "../people.api.ts";
import { profileTabs, type ProfileTab } from "../use-people-url.ts";
import { FilesTab } from "./FilesTab.tsx";
import { InformationTab } from "./InformationTab.tsx";
import { PersonalTab } from "./PersonalTab.tsx";
import { can } from "@workledger/domain/identity/access.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { editorOf, RightsTab } from "./RightsTab.tsx";
import { SalarySettingsTab } from "./SalarySettingsTab.tsx";
import { RequestsList } from "../../requests/RequestsList.tsx";
import { useWorkTimeContext } from "../../work-time/use-work-time-context.ts";

const tabLabels: Readonly<Record<ProfileTab, string>> = {
  information: "Information",
  rights: "Rights",
  personal: "Personal",
  files: "Files",
  bonuses: "Bonuses",
  "paid-absences": "Paid absences",
  "salary-settings": "Salary settings",
};

const tabStyle = css({
  px: "3",
  py: "2",
  fontSize: "sm",
  borderBottomWidth: "2px",
  borderColor: "transparent",
  cursor: "pointer",
  color: "fg.muted",
  "&[aria-selected=true]": { borderColor: "accent.default", color: "fg.default", fontWeight: "semibold" },
});

/**
 * A person's profile with the spec's sub-pages: information, rights, personal, files, bonuses, paid absences, salary settings. It is a
 * drawer over the people list: ✕ or Escape close it (after the drawer's animation `onClose` drops
 * `?user=`) and focus returns to what opened it.
 */
export const PersonProfile = ({ companyId, userId, tab, onTab, onClose }: { companyId: string; userId: string; tab: ProfileTab; onTab: (tab: ProfileTab) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const person = useQuery(personQueryOptions(companyId, userId));
  const session = useSession();
  const { zone } = useWorkTimeContext();
  // Salary settings: managers who may edit users, for someone other than themselves (the API's rule).
  const salary = session !== null && String(session.user.id) !== userId && can(editorOf(session, companyId), "people.edit", { companyId });
  // Bonuses and paid absences: requests, decided by managers who may accept or decline them (the API's rule).
  const decides = session !== null && can(editorOf(session, companyId), "requests.decide", { companyId });
  const tabs = profileTabs.filter((id) => (id !== "salary-settings" || salary) && ((id !== "bonuses" && id !== "paid-absences") || decides));
  const title = person.data === undefined ? t("Profile") : person.data.full_name.trim() || person.data.email;
  return (
    <Drawer title={title} onCancel={onClose} footer={false}>
      <section className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="person-profile">
        {person.data === undefined ? (
          <Spinner />
        ) : (
          <>
            <header className={css({ display: "flex", alignItems: "center", gap: "3" })}>
              <Avatar name={person.data.full_name} src={person.data.photo} size="lg" />
              <div className={css({ minW: "0" })}>
                <p className={css({ fontWeight: "semibold", overflowWrap: "anywhere" })}>{person.data.email}</p>
                <p className={css({ color: "fg.muted", fontSize: "sm" })}>
                  {t(person.data.label)} · {t(person.data.status_label)}
                </p>
              </div>
            </header>
            <div role="tablist" aria-label={t("Profile")} className={css({ display: "flex", gap: "1", borderBottomWidth: "1px", borderColor: "border.subtle", overflowX: "auto" })}>
              {tabs.map((id) => (
                <button key={id} type="button" role="tab" aria-selected={tab === id} className={tabStyle} onClick={() => onTab(id)} data-tab={id}>
                  {t(tabLabels[id])}
                </button>
              ))}
            </div>
            <div role="tabpanel">
              {tab === "information" && <InformationTab companyId={companyId} person={person.data} />}
              {tab === "rights" && <RightsTab companyId={companyId} person={person.data} />}
              {tab === "personal" && <PersonalTab companyId={companyId} person={person.data} />}
              {tab === "files" && <FilesTab companyId={companyId} userId={userId} />}
              {tab === "salary-settings" && salary && <SalarySettingsTab companyId={companyId} userId={userId} />}
              {tab === "bonuses" && decides && <RequestsList companyId={companyId} zone={zone} userId={userId} kind="bonus" role="decider" />}
              {tab === "paid-absences" && decides && <RequestsList companyId={companyId} zone={zone} userId={userId} kind="paid_absence" role="decider" />}
            </div>
          </>
        )}
      </section>
    </Drawer>
  );
};
