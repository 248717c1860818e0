import type { MailMessage } from "./mail.port.ts";

/** The languages people choose (web/src/lib/i18n/locales.ts); the mails of an email change speak each. */
export const mailLocales = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type MailLocale = (typeof mailLocales)[number];

interface EmailChangeTexts {
  readonly confirmSubject: string;
  /** {{email}}: the new address. */
  readonly confirmLines: readonly [string, string];
  readonly noticeSubject: string;
  /** {{old}}, {{new}}: the current and the asked-for address. */
  readonly noticeLines: readonly [string, string];
}

const texts: Readonly<Record<MailLocale, EmailChangeTexts>> = {
  en: {
    confirmSubject: "Confirm your new email address (Workledger)",
    confirmLines: ["{{email}} was asked to become the email address of your Workledger account.", "Your current address stays in use until you confirm. The link is valid for 1 day:"],
    noticeSubject: "The email address of your Workledger account is being changed",
    noticeLines: [
      "A change of your Workledger account's email address from {{old}} to {{new}} was asked for.",
      "Nothing changes until the new address confirms it. If you did not expect this, contact your company's manager.",
    ],
  },
  et: {
    confirmSubject: "Kinnita oma uus e-posti aadress (Workledger)",
    confirmLines: ["Sinu Workledgeri konto e-posti aadressiks on soovitud {{email}}.", "Praegune aadress jääb kehtima, kuni muudatuse kinnitad. Link kehtib 1 päeva:"],
    noticeSubject: "Sinu Workledgeri konto e-posti aadressi muudetakse",
    noticeLines: [
      "Sinu Workledgeri konto e-posti aadressi muutmist aadressilt {{old}} aadressile {{new}} on taotletud.",
      "Midagi ei muutu enne, kui uus aadress muudatuse kinnitab. Kui sa seda ei oodanud, võta ühendust oma ettevõtte juhiga.",
    ],
  },
  fi: {
    confirmSubject: "Vahvista uusi sähköpostiosoitteesi (Workledger)",
    confirmLines: ["Workledger-tilisi sähköpostiosoitteeksi on pyydetty {{email}}.", "Nykyinen osoitteesi on käytössä, kunnes vahvistat muutoksen. Linkki on voimassa 1 päivän:"],
    noticeSubject: "Workledger-tilisi sähköpostiosoitetta ollaan vaihtamassa",
    noticeLines: [
      "Workledger-tilisi sähköpostiosoitteen vaihtoa osoitteesta {{old}} osoitteeseen {{new}} on pyydetty.",
      "Mikään ei muutu ennen kuin uusi osoite vahvistaa muutoksen. Jos et odottanut tätä, ota yhteyttä yrityksesi esihenkilöön.",
    ],
  },
  ru: {
    confirmSubject: "Подтвердите новый адрес электронной почты (Workledger)",
    confirmLines: ["Для вашей учётной записи Workledger запрошен новый адрес электронной почты: {{email}}.", "Текущий адрес действует, пока вы не подтвердите изменение. Ссылка действительна 1 день:"],
    noticeSubject: "Адрес электронной почты вашей учётной записи Workledger меняется",
    noticeLines: [
      "Запрошена смена адреса электронной почты вашей учётной записи Workledger с {{old}} на {{new}}.",
      "Ничего не изменится, пока новый адрес не подтвердит изменение. Если вы этого не ожидали, свяжитесь с руководителем вашей компании.",
    ],
  },
  sv: {
    confirmSubject: "Bekräfta din nya e-postadress (Workledger)",
    confirmLines: ["{{email}} har begärts som e-postadress för ditt Workledger-konto.", "Din nuvarande adress gäller tills du bekräftar ändringen. Länken gäller i 1 dag:"],
    noticeSubject: "E-postadressen för ditt Workledger-konto håller på att ändras",
    noticeLines: [
      "En ändring av e-postadressen för ditt Workledger-konto från {{old}} till {{new}} har begärts.",
      "Inget ändras förrän den nya adressen bekräftar ändringen. Om du inte väntade dig detta, kontakta din chef på företaget.",
    ],
  },
  es: {
    confirmSubject: "Confirme su nueva dirección de correo (Workledger)",
    confirmLines: ["Se ha solicitado que {{email}} sea la dirección de correo de su cuenta de Workledger.", "Su dirección actual sigue en uso hasta que confirme el cambio. El enlace es válido durante 1 día:"],
    noticeSubject: "La dirección de correo de su cuenta de Workledger se está cambiando",
    noticeLines: [
      "Se ha solicitado cambiar la dirección de correo de su cuenta de Workledger de {{old}} a {{new}}.",
      "Nada cambia hasta que la nueva dirección confirme el cambio. Si no lo esperaba, póngase en contacto con el responsable de su empresa.",
    ],
  },
};

const localeOf = (language: string): MailLocale => (mailLocales as readonly string[]).find((l) => l === language.slice(0, 2).toLowerCase()) as MailLocale | undefined ?? "en";
const fill = (text: string, values: Readonly<Record<string, string>>): string => text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The mails of an email change, in the person's language (English when it is not one of the six). */
export const emailChangeMails = {
  /** To the new address: its link makes the address the person's own. */
  confirm: (language: string, to: string, link: string): MailMessage => {
    const t = texts[localeOf(language)];
    const lines = t.confirmLines.map((line) => fill(line, { email: to }));
    return { to, kind: "confirm_email", subject: t.confirmSubject, text: [...lines, "", link].join("\n"), link };
  },
  /** To the current address: told, with no link (nothing there can stop or speed up the change). */
  notice: (language: string, to: string, newEmail: string): MailMessage => {
    const t = texts[localeOf(language)];
    return { to, kind: "email_change_notice", subject: t.noticeSubject, text: t.noticeLines.map((line) => fill(line, { old: to, new: newEmail })).join("\n\n") };
  },
};

export const emailChangeTexts = texts;
