import { uiTranslations } from "../../ui/i18n/ui-translations.ts";
import { featureTranslationsFor } from "./feature-translations.ts";
import type { Locale } from "./locales.ts";
import { pluralResources } from "./plurals.ts";
import en from "./locales/en.json";
import es from "./locales/es.json";
import et from "./locales/et.json";
import fi from "./locales/fi.json";
import ru from "./locales/ru.json";
import sv from "./locales/sv.json";

/**
 * Keys are the English texts themselves (no key or namespace separators), so a server message is
 * translated exactly when a translation exists and shown as sent otherwise (spec section 2, toasts).
 */
export type TranslationTable = Readonly<Record<string, string>>;

const appTranslations: Readonly<Record<Locale, TranslationTable>> = { en, et, fi, ru, sv, es };

/**
 * Every table of every locale, merged. The UI kit owns its texts (ui/i18n), each feature its own
 * (features/<slug>/<slug>.translations.ts, and the forms of its counted texts in <slug>.plurals.ts);
 * the frame's tables cover everything else and win on overlap. English's singular forms load with
 * the app (i18n.ts), not here: every English text here is its own key.
 *
 * Heavy (all six locales): the app reaches it only through a dynamic import (i18n.ts), so it is a
 * chunk of its own that an English user never loads and that stays off the login route's budget.
 * Tests import it directly.
 */
const merged = (l: Locale): TranslationTable => ({ ...uiTranslations[l], ...featureTranslationsFor(l), ...appTranslations[l], ...(l === "en" ? {} : pluralResources(l)) });
export const bundledTranslations: Readonly<Record<Locale, TranslationTable>> = {
  en: merged("en"),
  et: merged("et"),
  fi: merged("fi"),
  ru: merged("ru"),
  sv: merged("sv"),
  es: merged("es"),
};
