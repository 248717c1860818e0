import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The settings' counted texts: the forms that differ from each locale's row in settings.translations.ts. */
export const plurals: FeaturePlurals = {
  "Leave empty for {{count}} days; at most {{max}}.": {
    en: { one: "Leave empty for {{count}} day; at most {{max}}." },
    et: { one: "Jäta tühjaks, et lubada {{count}} päev; kõige rohkem {{max}}." },
    fi: { one: "Jätä tyhjäksi, niin raja on {{count}} päivä; enintään {{max}}." },
    ru: { one: "Оставьте пустым — будет {{count}} день; не более {{max}}.", few: "Оставьте пустым — будет {{count}} дня; не более {{max}}.", many: "Оставьте пустым — будет {{count}} дней; не более {{max}}." },
    sv: { one: "Lämna tomt för {{count}} dag; högst {{max}}." },
    es: { one: "Déjalo vacío para {{count}} día; como máximo {{max}}." },
  },
};
