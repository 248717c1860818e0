import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The admin lists' counted texts: the forms that differ from each locale's row in admin-pages.translations.ts. */
export const plurals: FeaturePlurals = {
  "More than {{count}} rows": {
    en: { one: "More than {{count}} row" },
    et: {},
    fi: { one: "Yli {{count}} rivi" },
    ru: { one: "Более {{count}} строки" },
    sv: { one: "Fler än {{count}} rad" },
    es: { one: "Más de {{count}} fila" },
  },
  "{{count}} earlier attempts not recorded": {
    en: { one: "{{count}} earlier attempt not recorded" },
    et: { one: "{{count}} varasem katse salvestamata" },
    fi: { one: "{{count}} aiempi yritys tallentamatta" },
    ru: {},
    sv: { one: "{{count}} tidigare försök inte registrerat" },
    es: { one: "{{count}} intento anterior sin registrar" },
  },
};
