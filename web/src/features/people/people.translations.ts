import type { FeatureTranslations } from "../../lib/i18n/feature-translations.ts";
import { peopleTranslations } from "./i18n/people-translations.ts";

/** Picked up by lib/i18n/feature-translations.ts (every `<slug>.translations.ts` of a feature). */
export const translations: FeatureTranslations = peopleTranslations;
