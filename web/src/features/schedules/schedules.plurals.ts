import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The schedule's counted texts: the forms that differ from each locale's row in schedules.translations.ts. */
export const plurals: FeaturePlurals = {
  "Delete {{count}} events?": {
    en: { one: "Delete {{count}} event?" },
    et: { one: "Kas kustutada {{count}} sündmus?" },
    fi: { one: "Poistetaanko {{count}} tapahtuma?" },
    ru: { one: "Удалить {{count}} событие?", few: "Удалить {{count}} события?", many: "Удалить {{count}} событий?" },
    sv: { one: "Radera {{count}} händelse?" },
    es: { one: "¿Eliminar {{count}} evento?" },
  },
};
