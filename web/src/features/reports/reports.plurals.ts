import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The report page's counted texts: the forms that differ from each locale's row in reports.translations.ts. */
export const plurals: FeaturePlurals = {
  "{{count}} work logs are not confirmed": {
    en: { one: "{{count}} work log is not confirmed" },
    et: { one: "{{count}} töökanne on kinnitamata" },
    fi: { one: "{{count}} työkirjaus on vahvistamatta" },
    ru: { one: "{{count}} запись не подтверждена", few: "{{count}} записи не подтверждены", many: "{{count}} записей не подтверждено" },
    sv: { one: "{{count}} arbetspost är inte bekräftad" },
    es: { one: "{{count}} registro de trabajo sin confirmar" },
  },
};
