import { useRouter, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { RuleGroupKind } from "@workledger/event-schemas";
import { PayCalendarSettings } from "../pay-calendar/PayCalendarSettings.tsx";
import { AbsenceTypesSection } from "./absence-types/AbsenceTypesSection.tsx";
import { CompanySection } from "./general/CompanySection.tsx";
import { MyPreferencesSection } from "./general/MyPreferencesSection.tsx";
import { pageStyles } from "./kit/page-styles.ts";
import { useCompany } from "./kit/use-company.ts";
import { RuleGroupsSection } from "./rule-groups/RuleGroupsSection.tsx";
import { currentSection, settingsSections, type SettingsSection } from "./settings-sections.ts";

const ruleKinds: Readonly<Partial<Record<SettingsSection["id"], RuleGroupKind>>> = {
  overtime: "overtime",
  "work-rounds": "work-round",
  "allowed-pauses": "allowed-pause",
  "daily-allowance": "daily-allowance",
  compensation: "compensation",
};

/**
 * /preference: one page, its sections as tabs (?section=). "My preferences" for everyone (a
 * worker sees only it); for a manager the company's settings too: general, pay periods, the rule
 * groups and the paid absence types. Each setting has one place and each section one Save.
 */
export const PreferenceSettingsPage = () => {
  const { t } = useTranslation();
  const router = useRouter();
  const company = useCompany();
  const search = useSearch({ strict: false }) as { section?: unknown };
  const sections = settingsSections(company);
  const current = currentSection(sections, search.section);
  const kind = ruleKinds[current.id];
  const manage = company.can("has_manager_rights");
  const href = (s: SettingsSection) => `/preference?section=${s.id}`;
  return (
    <div className={pageStyles.page} data-testid="organisation-settings">
      <h1 className={pageStyles.title}>{t("Preferences")}</h1>
      {sections.length > 1 && (
        <nav className={pageStyles.tabs} aria-label={t("Preferences")}>
          {sections.map((s) => (
            <a
              key={s.id}
              href={href(s)}
              className={pageStyles.tab}
              aria-current={s.id === current.id ? "page" : undefined}
              onClick={(e) => {
                e.preventDefault();
                void router.navigate({ href: href(s), replace: true });
              }}
            >
              {t(s.label)}
            </a>
          ))}
        </nav>
      )}
      {current.id === "mine" && <MyPreferencesSection companyId={company.companyId} />}
      {current.id === "company" && <CompanySection companyId={company.companyId} editable={company.can("can_edit_preferences")} />}
      {current.id === "pay-periods" && (
        <PayCalendarSettings companyId={company.companyId} editable={company.can("can_edit_preferences")} mayClose={company.can("can_confirm_work_hours")} />
      )}
      {kind !== undefined && <RuleGroupsSection key={kind} companyId={company.companyId} kind={kind} manage={manage} />}
      {current.id === "absence-types" && <AbsenceTypesSection companyId={company.companyId} manage={manage} />}
    </div>
  );
};
