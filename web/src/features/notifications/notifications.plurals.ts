import type { FeaturePlurals } from "../../lib/i18n/plurals.ts";

/** The notifications' counted texts: the forms that differ from each locale's row in notifications.translations.ts. */
export const plurals: FeaturePlurals = {
  "This will notify {{count}} people": {
    en: { one: "This will notify {{count}} person" },
    et: {},
    fi: {},
    ru: { one: "Уведомление получит {{count}} человек", few: "Уведомление получат {{count}} человека", many: "Уведомление получат {{count}} человек" },
    sv: { one: "Detta meddelar {{count}} person" },
    es: { one: "Esto notificará a {{count}} persona" },
  },
  "Sent {{count}} times": {
    en: { one: "Sent {{count}} time" },
    et: { one: "Saadetud {{count}} kord" },
    fi: { one: "Lähetetty {{count}} kerran" },
    ru: { one: "Отправлено {{count}} раз", few: "Отправлено {{count}} раза", many: "Отправлено {{count}} раз" },
    sv: { one: "Skickad {{count}} gång" },
    es: { one: "Enviada {{count}} vez" },
  },
};
