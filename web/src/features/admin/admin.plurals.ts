import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The admin area's counted texts: the forms that differ from each locale's row in admin.translations.ts. */
export const plurals: FeaturePlurals = {
  "Up to {{count}} events per page, newest first": {
    en: { one: "Up to {{count}} event per page, newest first" },
    et: { one: "Kuni {{count}} sündmus lehel, uusimad eespool" },
    fi: { one: "Enintään {{count}} tapahtuma sivulla, uusimmat ensin" },
    ru: {},
    sv: { one: "Upp till {{count}} händelse per sida, nyaste först" },
    es: { one: "Hasta {{count}} evento por página, los más recientes primero" },
  },
};
