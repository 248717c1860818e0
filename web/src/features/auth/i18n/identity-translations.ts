import { companyTranslations } from "../../company/i18n/company-translations.ts";
import { peopleTranslations } from "../../people/i18n/people-translations.ts";
import { preferencesTranslations } from "../../preferences/i18n/preferences-translations.ts";
import { profileTranslations } from "../../profile/i18n/profile-translations.ts";
import { authTranslations } from "./auth-translations.ts";
import { identityLocales, type TranslationTables } from "./translation-rows.ts";

/** The identity features' tables (auth, people, profile, preferences, company), merged for i18n.ts. */
export const identityTranslations: TranslationTables = Object.fromEntries(
  identityLocales.map((l) => [l, { ...authTranslations[l], ...peopleTranslations[l], ...profileTranslations[l], ...preferencesTranslations[l], ...companyTranslations[l] }]),
) as unknown as TranslationTables;
