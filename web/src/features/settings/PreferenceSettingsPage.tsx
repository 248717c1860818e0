import { useRouter, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { RuleGroupKind } from "@workledger/event-schemas";
import { MyTimeZoneCard } from "../pay-calendar/MyTimeZoneCard.tsx";
import { PayCalendarSettings } from "../pay-calendar/PayCalendarSettings.tsx";
import { PreferencesPage } from "../preferences/PreferencesPage.tsx";
import { AbsenceTypesSection } from "./absence-types/AbsenceTypesSection.tsx";
import { CompanySettingsCard } from "./general/CompanySettingsCard.tsx";
import { PreferencesCard } from "./general/PreferencesCard.tsx";
import { pageStyles } from "./kit/page-styles.ts";
import { useCompany } from "./kit/use-company.ts";
import { RuleGroupsSection } from "./rule-groups/RuleGroupsSection.tsx";
import { settingsSections, type SettingsSection } from "./settings-sections.ts";

const ruleKinds: Readonly<Partial<Record<SettingsSection["id"], RuleGroupKind>>> = {
  overtime: "overtime",
  "work-rounds": "work-round",
  "allowed-pauses": "allowed-pause",
  "daily-allowance": "daily-allowance",
  compensation: "compensation",
};

/**
 * The organisation settings of spec section 2, shown on /preference under the person's own
 * preferences: for a manager general (company settings and preferences), overtime, work rounds,
 * allowed pauses, daily allowance, compensation, paid absence types, and links to work types, login
 * boxes, doors and gateways; for a worker their own working-time preferences. The section is in the
 * URL (?section=).
 */
export const OrganisationSettings = () => {
  const { t } = useTranslation();
  const router = useRouter();
  const company = useCompany();
  const search = useSearch({ strict: false }) as { section?: unknown };
  const sections = settingsSections(company);
  const current = sections.find((s) => s.id === search.section) ?? sections[0]!;
  const go = (s: SettingsSection) => void router.navigate(s.href ? { href: s.href } : { href: `/preference?section=${s.id}`, replace: true });
  const kind = ruleKinds[current.id];
  const manage = company.can("has_manager_rights");
  return (
    <section className={pageStyles.page} aria-label={t("Settings")} data-testid="organisation-settings">
      <h2 className={pageStyles.title}>{t("Settings")}</h2>
      {sections.length > 1 && (
        <nav className={pageStyles.tabs} aria-label={t("Settings")}>
          {sections.map((s) => (
            <a
              key={s.id}
              href={s.href ?? `/preference?section=${s.id}`}
              className={pageStyles.tab}
              aria-current={s.id === current.id ? "page" : undefined}
              onClick={(e) => {
                e.preventDefault();
                go(s);
              }}
            >
              {t(s.label)}
            </a>
          ))}
        </nav>
      )}
      {current.id === "general" && (
        <>
          {company.persona === "manager" && <CompanySettingsCard companyId={company.companyId} editable={company.can("can_edit_preferences")} />}
          {company.persona === "manager" && <PreferencesCard companyId={company.companyId} scope="company" editable={company.can("can_edit_preferences")} />}
          <PreferencesCard companyId={company.companyId} scope="me" editable />
          <MyTimeZoneCard companyId={company.companyId} />
        </>
      )}
      {current.id === "pay-periods" && (
        <PayCalendarSettings companyId={company.companyId} editable={company.can("can_edit_preferences")} mayClose={company.can("can_confirm_work_hours")} />
      )}
      {kind !== undefined && <RuleGroupsSection key={kind} companyId={company.companyId} kind={kind} manage={manage} />}
      {current.id === "absence-types" && <AbsenceTypesSection companyId={company.companyId} manage={manage} />}
    </section>
  );
};

/** /preference: the identity feature's own preferences (time as decimals, calendar), then these settings. */
export const PreferenceSettingsPage = () => (
  <div className={pageStyles.page}>
    <PreferencesPage />
    <OrganisationSettings />
  </div>
);
