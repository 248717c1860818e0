import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The payroll page's counted texts: the forms that differ from each locale's row in payroll.translations.ts. */
export const plurals: FeaturePlurals = {
  "{{count}} days selected": {
    en: { one: "{{count}} day selected" },
    et: { one: "{{count}} päev valitud" },
    fi: { one: "{{count}} päivä valittu" },
    ru: { one: "выбран {{count}} день", few: "выбрано {{count}} дня", many: "выбрано {{count}} дней" },
    sv: { one: "{{count}} dag vald" },
    es: { one: "{{count}} día seleccionado" },
  },
  "{{count}} workers": {
    en: { one: "{{count}} worker" },
    et: { one: "{{count}} töötaja" },
    fi: { one: "{{count}} työntekijä" },
    ru: { one: "{{count}} работник", few: "{{count}} работника", many: "{{count}} работников" },
    sv: { one: "{{count}} anställd" },
    es: { one: "{{count}} trabajador" },
  },
};
