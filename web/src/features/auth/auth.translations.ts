import type { FeatureTranslations } from "../../lib/i18n/feature-translations.ts";
import { authTranslations } from "./i18n/auth-translations.ts";

/** Picked up by lib/i18n/feature-translations.ts (every `<slug>.translations.ts` of a feature). */
export const translations: FeatureTranslations = authTranslations;
