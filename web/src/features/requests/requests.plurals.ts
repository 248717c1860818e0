import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The requests' counted texts: each locale's forms by count (they replace the row's "day(s)"). */
export const plurals: FeaturePlurals = {
  "At most {{count}} day(s) in one request": {
    en: { one: "At most {{count}} day in one request", other: "At most {{count}} days in one request" },
    et: { one: "Ühes taotluses kuni {{count}} päev", other: "Ühes taotluses kuni {{count}} päeva" },
    fi: { one: "Yhdessä pyynnössä enintään {{count}} päivä", other: "Yhdessä pyynnössä enintään {{count}} päivää" },
    ru: { one: "В одном запросе не более {{count}} дня", few: "В одном запросе не более {{count}} дней", many: "В одном запросе не более {{count}} дней", other: "В одном запросе не более {{count}} дня" },
    sv: { one: "Högst {{count}} dag per begäran", other: "Högst {{count}} dagar per begäran" },
    es: { one: "Como máximo {{count}} día por solicitud", other: "Como máximo {{count}} días por solicitud" },
  },
};
