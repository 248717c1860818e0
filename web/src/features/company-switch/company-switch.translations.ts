import type { FeatureTranslations } from "../../lib/i18n/feature-translations.ts";
import { tablesFromRows, type TranslationRow } from "../auth/i18n/translation-rows.ts";

/** Texts of the company switch: en, et, fi, ru, sv, es. */
export const companySwitchRows: readonly TranslationRow[] = [
  ["Switch company", "Vaheta ettevõtet", "Vaihda yritystä", "Сменить компанию", "Byt företag", "Cambiar de empresa"],
  ["Switching Account", "Konto vahetamine", "Vaihdetaan tiliä", "Смена аккаунта", "Byter konto", "Cambiando de cuenta"],
  ["Admin", "Administraator", "Ylläpitäjä", "Администратор", "Administratör", "Administrador"],
  ["Search", "Otsi", "Hae", "Поиск", "Sök", "Buscar"],
];

/** Picked up by lib/i18n/feature-translations.ts (every `<slug>.translations.ts` of a feature). */
export const translations: FeatureTranslations = tablesFromRows(companySwitchRows);
