import { lastCoveredDay } from "../date-ranges.ts";
import type { NotificationData, NotificationType } from "./notification-types.ts";

/** The six locales of the product. */
export const notificationLocales = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type NotificationLocale = (typeof notificationLocales)[number];

type Texts = Readonly<Record<NotificationType, string>>;
/** One text in the six locales, in the order of `notificationLocales`. */
type Row = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

/** Ended by the mobile app or by the preference: the same words either way. */
const workEndedAutomatically: { readonly title: Row; readonly template: Row } = {
  title: ["Work ended automatically", "Töö lõppes automaatselt", "Työ päättyi automaattisesti", "Работа завершена автоматически", "Arbetet avslutades automatiskt", "Trabajo finalizado automáticamente"],
  template: [
    "Your work (:workspace - :worktype) has automatically ended at :datetime.",
    "Sinu töö (:workspace - :worktype) lõppes automaatselt :datetime.",
    "Työsi (:workspace - :worktype) päättyi automaattisesti :datetime.",
    "Ваша работа (:workspace - :worktype) автоматически завершена в :datetime.",
    "Ditt arbete (:workspace - :worktype) har avslutats automatiskt :datetime.",
    "Tu trabajo (:workspace - :worktype) ha finalizado automáticamente el :datetime.",
  ],
};

/**
 * Spec section 8's notification texts, one row per type: its short title (an email's subject, and
 * the text when neither data nor message is there) and its template, placeholders in colons
 * (clarification 21: the shorthand expanded into one template per type; :trial is filled from
 * trial_ends_at_in_days), each in en, et, fi, ru, sv, es. English is word for word; system and
 * company notifications are their own message. A new type is one more row here.
 */
const notificationTexts: Readonly<Record<NotificationType, { readonly title: Row; readonly template: Row }>> = {
  system: {
    title: ["System notification", "Süsteemiteavitus", "Järjestelmäilmoitus", "Системное уведомление", "Systemavisering", "Notificación del sistema"],
    template: [
      ":message",
      ":message",
      ":message",
      ":message",
      ":message",
      ":message",
    ],
  },
  company: {
    title: ["Company notification", "Ettevõtte teavitus", "Yrityksen ilmoitus", "Уведомление компании", "Företagsavisering", "Notificación de la empresa"],
    template: [
      ":message",
      ":message",
      ":message",
      ":message",
      ":message",
      ":message",
    ],
  },
  overtime: {
    title: ["Overtime", "Ületunnid", "Ylityö", "Сверхурочные", "Övertid", "Horas extra"],
    template: [
      ":name is working overtime with work (:workspace - :worktype) at this :datetime.",
      ":name teeb ületunde tööga (:workspace - :worktype) seisuga :datetime.",
      ":name tekee ylitöitä työssä (:workspace - :worktype) hetkellä :datetime.",
      ":name работает сверхурочно (:workspace - :worktype) на :datetime.",
      ":name arbetar övertid med arbetet (:workspace - :worktype) vid :datetime.",
      ":name está haciendo horas extra en el trabajo (:workspace - :worktype) el :datetime.",
    ],
  },
  workspace_in: {
    title: ["Entered a workspace", "Tööalale saabumine", "Saapui työpisteelle", "Вход на рабочее место", "Kom till en arbetsplats", "Entrada en un espacio de trabajo"],
    template: [
      ":name has entered :workspace at :datetime.",
      ":name saabus tööalale :workspace :datetime.",
      ":name saapui työpisteelle :workspace :datetime.",
      ":name пришёл(ла) на рабочее место :workspace в :datetime.",
      ":name har kommit till :workspace :datetime.",
      ":name ha entrado en :workspace el :datetime.",
    ],
  },
  workspace_out: {
    title: ["Left a workspace", "Tööalalt lahkumine", "Lähti työpisteeltä", "Выход с рабочего места", "Lämnade en arbetsplats", "Salida de un espacio de trabajo"],
    template: [
      ":name has left :workspace at :datetime.",
      ":name lahkus tööalalt :workspace :datetime.",
      ":name lähti työpisteeltä :workspace :datetime.",
      ":name покинул(а) рабочее место :workspace в :datetime.",
      ":name har lämnat :workspace :datetime.",
      ":name ha salido de :workspace el :datetime.",
    ],
  },
  automatic_start_by_mobile: {
    title: ["Work started automatically", "Töö algas automaatselt", "Työ alkoi automaattisesti", "Работа начата автоматически", "Arbetet startade automatiskt", "Trabajo iniciado automáticamente"],
    template: [
      "Your work (:workspace - :worktype) has automatically started at :datetime.",
      "Sinu töö (:workspace - :worktype) algas automaatselt :datetime.",
      "Työsi (:workspace - :worktype) alkoi automaattisesti :datetime.",
      "Ваша работа (:workspace - :worktype) автоматически начата в :datetime.",
      "Ditt arbete (:workspace - :worktype) har startat automatiskt :datetime.",
      "Tu trabajo (:workspace - :worktype) se ha iniciado automáticamente el :datetime.",
    ],
  },
  automatic_end_by_mobile: workEndedAutomatically,
  automatic_pause_by_preference: {
    title: ["Work paused automatically", "Töö peatati automaatselt", "Työ keskeytyi automaattisesti", "Работа приостановлена автоматически", "Arbetet pausades automatiskt", "Trabajo pausado automáticamente"],
    template: [
      "Your work (:workspace - :worktype) has automatically paused at :datetime.",
      "Sinu töö (:workspace - :worktype) peatati automaatselt :datetime.",
      "Työsi (:workspace - :worktype) keskeytyi automaattisesti :datetime.",
      "Ваша работа (:workspace - :worktype) автоматически приостановлена в :datetime.",
      "Ditt arbete (:workspace - :worktype) har pausats automatiskt :datetime.",
      "Tu trabajo (:workspace - :worktype) se ha pausado automáticamente el :datetime.",
    ],
  },
  automatic_resume_by_preference: {
    title: ["Work resumed automatically", "Töö jätkus automaatselt", "Työ jatkui automaattisesti", "Работа возобновлена автоматически", "Arbetet återupptogs automatiskt", "Trabajo reanudado automáticamente"],
    template: [
      "Your work (:workspace - :worktype) has automatically resumed at :datetime.",
      "Sinu töö (:workspace - :worktype) jätkus automaatselt :datetime.",
      "Työsi (:workspace - :worktype) jatkui automaattisesti :datetime.",
      "Ваша работа (:workspace - :worktype) автоматически возобновлена в :datetime.",
      "Ditt arbete (:workspace - :worktype) har återupptagits automatiskt :datetime.",
      "Tu trabajo (:workspace - :worktype) se ha reanudado automáticamente el :datetime.",
    ],
  },
  automatic_end_by_preference: workEndedAutomatically,
  bonus_added: {
    title: ["Bonus added", "Boonus lisatud", "Bonus lisätty", "Премия добавлена", "Bonus tillagd", "Bonificación añadida"],
    template: [
      "Congrats! :manager has :action a bonus for your great work.",
      "Palju õnne! :manager on :action sulle boonuse suurepärase töö eest.",
      "Onnittelut! :manager on :action sinulle bonuksen hienosta työstä.",
      "Поздравляем! :manager :action премию за вашу отличную работу.",
      "Grattis! :manager har :action en bonus för ditt fina arbete.",
      "¡Enhorabuena! :manager ha :action una bonificación por tu gran trabajo.",
    ],
  },
  bonus_declined: {
    title: ["Bonus declined", "Boonus tagasi lükatud", "Bonus hylätty", "Премия отклонена", "Bonus avslagen", "Bonificación rechazada"],
    template: [
      ":manager has declined your request for a bonus.",
      ":manager lükkas tagasi sinu boonusetaotluse.",
      ":manager hylkäsi bonuspyyntösi.",
      ":manager отклонил(а) ваш запрос на премию.",
      ":manager har avslagit din begäran om bonus.",
      ":manager ha rechazado tu solicitud de bonificación.",
    ],
  },
  bonus_request: {
    title: ["Bonus request", "Boonusetaotlus", "Bonuspyyntö", "Запрос премии", "Bonusförfrågan", "Solicitud de bonificación"],
    template: [
      ":worker has requested a bonus of :bonus€.",
      ":worker taotles boonust summas :bonus€.",
      ":worker pyysi :bonus€ bonusta.",
      ":worker запросил(а) премию :bonus€.",
      ":worker har begärt en bonus på :bonus€.",
      ":worker ha solicitado una bonificación de :bonus€.",
    ],
  },
  absence_added: {
    title: ["Paid absence added", "Tasustatud puudumine lisatud", "Palkallinen poissaolo lisätty", "Оплачиваемое отсутствие добавлено", "Betald frånvaro tillagd", "Ausencia retribuida añadida"],
    template: [
      ":manager has :action a paid absence.",
      ":manager on :action tasustatud puudumise.",
      ":manager on :action palkallisen poissaolon.",
      ":manager :action оплачиваемое отсутствие.",
      ":manager har :action en betald frånvaro.",
      ":manager ha :action una ausencia retribuida.",
    ],
  },
  absence_declined: {
    title: ["Paid absence declined", "Tasustatud puudumine tagasi lükatud", "Palkallinen poissaolo hylätty", "Оплачиваемое отсутствие отклонено", "Betald frånvaro avslagen", "Ausencia retribuida rechazada"],
    template: [
      ":manager has declined your request for a paid absence.",
      ":manager lükkas tagasi sinu tasustatud puudumise taotluse.",
      ":manager hylkäsi palkallista poissaoloa koskevan pyyntösi.",
      ":manager отклонил(а) ваш запрос на оплачиваемое отсутствие.",
      ":manager har avslagit din begäran om betald frånvaro.",
      ":manager ha rechazado tu solicitud de ausencia retribuida.",
    ],
  },
  absence_request: {
    title: ["Paid absence request", "Tasustatud puudumise taotlus", "Palkallisen poissaolon pyyntö", "Запрос оплачиваемого отсутствия", "Förfrågan om betald frånvaro", "Solicitud de ausencia retribuida"],
    template: [
      ":worker has requested a paid absence ':type' (:start - :end).",
      ":worker taotles tasustatud puudumist ':type' (:start - :end).",
      ":worker pyysi palkallista poissaoloa ':type' (:start - :end).",
      ":worker запросил(а) оплачиваемое отсутствие ':type' (:start - :end).",
      ":worker har begärt betald frånvaro ':type' (:start - :end).",
      ":worker ha solicitado una ausencia retribuida ':type' (:start - :end).",
    ],
  },
  bill_warning: {
    title: ["Unpaid invoice", "Tasumata arve", "Maksamaton lasku", "Неоплаченный счёт", "Obetald faktura", "Factura impagada"],
    template: [
      "You have an unpaid invoice. Your account will be closed on :bill_warning.",
      "Sul on tasumata arve. Sinu konto suletakse :bill_warning.",
      "Sinulla on maksamaton lasku. Tilisi suljetaan :bill_warning.",
      "У вас есть неоплаченный счёт. Ваш аккаунт будет закрыт :bill_warning.",
      "Du har en obetald faktura. Ditt konto stängs den :bill_warning.",
      "Tienes una factura impagada. Tu cuenta se cerrará el :bill_warning.",
    ],
  },
  trial_ends: {
    title: ["Trial ending", "Prooviperioodi lõpp", "Kokeilujakso päättymässä", "Окончание пробного периода", "Provperioden tar slut", "Fin del periodo de prueba"],
    template: [
      "Your Workledger trial will end in :trial days. Add your billing details to keep using Workledger.",
      "Sinu Workledgeri prooviperiood lõpeb :trial päeva pärast. Lisa arveldusandmed, et Workledgerit edasi kasutada.",
      "Workledger-kokeilusi päättyy :trial päivän kuluttua. Lisää laskutustietosi jatkaaksesi Workledgerin käyttöä.",
      "Ваш пробный период Workledger закончится через :trial дн. Добавьте платёжные данные, чтобы продолжить пользоваться Workledger.",
      "Din provperiod för Workledger upphör om :trial dagar. Lägg till dina faktureringsuppgifter för att fortsätta använda Workledger.",
      "Tu prueba de Workledger terminará en :trial días. Añade tus datos de facturación para seguir usando Workledger.",
    ],
  },
};

const column = (part: "title" | "template", locale: NotificationLocale): Texts => {
  const i = notificationLocales.indexOf(locale);
  return Object.fromEntries(Object.entries(notificationTexts).map(([type, texts]) => [type, texts[part][i]!])) as Record<NotificationType, string>;
};
const byLocale = (part: "title" | "template"): Readonly<Record<NotificationLocale, Texts>> =>
  Object.fromEntries(notificationLocales.map((locale) => [locale, column(part, locale)])) as Record<NotificationLocale, Texts>;

/** The templates by locale and type (derived from the one table above). */
export const notificationTemplates: Readonly<Record<NotificationLocale, Texts>> = byLocale("template");

/** A short title per type and locale (derived from the one table above). */
export const notificationTitles: Readonly<Record<NotificationLocale, Texts>> = byLocale("title");

/** :action (clarification 22: the past-tense verb from data.action) in each locale. */
const actionWords: Readonly<Record<NotificationLocale, Readonly<Record<string, string>>>> = {
  en: { added: "added", approved: "approved" },
  et: { added: "lisanud", approved: "kinnitanud" },
  fi: { added: "lisännyt", approved: "hyväksynyt" },
  ru: { added: "добавил(а)", approved: "одобрил(а)" },
  sv: { added: "lagt till", approved: "godkänt" },
  es: { added: "añadido", approved: "aprobado" },
};

export const isNotificationLocale = (locale: string): locale is NotificationLocale => (notificationLocales as readonly string[]).includes(locale);
const localeOf = (locale: string): NotificationLocale => {
  const base = locale.toLowerCase().slice(0, 2);
  return isNotificationLocale(base) ? base : "en";
};

const formats = new Map<string, Intl.DateTimeFormat | null>();
const formatIn = (timeZone: string): Intl.DateTimeFormat | null => {
  if (!formats.has(timeZone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    } catch {
      format = null;
    }
    if (formats.size < 100) formats.set(timeZone, format);
    else return format;
  }
  return formats.get(timeZone) ?? null;
};

const partsIn = (instant: string, timeZone: string): Record<string, string> | null => {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const format = formatIn(timeZone);
  if (format === null) return null;
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
};

/** dd.MM.yyyy HH:mm in the zone (spec section 9's date format). */
export const formatNotificationDateTime = (instant: string, timeZone: string): string | null => {
  const p = partsIn(instant, timeZone);
  return p === null ? null : `${p["day"]}.${p["month"]}.${p["year"]} ${p["hour"]}:${p["minute"]}`;
};
/** dd.MM.yyyy in the zone; a bare YYYY-MM-DD is a local date already. */
export const formatNotificationDate = (value: string, timeZone: string): string | null => {
  const local = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (local !== null) return `${local[3]}.${local[2]}.${local[1]}`;
  const p = partsIn(value, timeZone);
  return p === null ? null : `${p["day"]}.${p["month"]}.${p["year"]}`;
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const amount = (value: unknown): string | null =>
  typeof value === "number" && Number.isFinite(value) ? String(Math.round(value * 100) / 100) : typeof value === "string" && /^\d+(\.\d+)?$/.test(value) ? value : null;

/** The value of one placeholder in this locale and zone, or null when the data lacks it. */
const placeholderValue = (name: string, data: NotificationData, locale: NotificationLocale, timeZone: string): string | null => {
  switch (name) {
    case "datetime":
      return text(data.datetime) === null ? null : formatNotificationDateTime(data.datetime!, timeZone);
    case "start":
      return text(data.start) === null ? null : formatNotificationDate(data.start as string, timeZone);
    case "end": {
      // :end is the exclusive end of [start, end) (the ledger's); the reader sees the last day covered.
      const end = text(data.end);
      if (end === null) return null;
      if (/^\d{4}-\d{2}-\d{2}$/.test(end)) return formatNotificationDate(end, timeZone);
      const last = lastCoveredDay(end, timeZone);
      return last === null ? null : formatNotificationDate(last, timeZone);
    }
    case "bill_warning":
      return text(data.bill_warning) === null ? null : formatNotificationDate(data.bill_warning!, timeZone);
    case "trial":
      return typeof data.trial_ends_at_in_days === "number" && Number.isInteger(data.trial_ends_at_in_days) ? String(data.trial_ends_at_in_days) : null;
    case "bonus":
      return amount(data.bonus);
    case "action": {
      const action = text(data.action);
      return action === null ? null : (actionWords[locale][action] ?? action);
    }
    default:
      return text(data[name]);
  }
};

export interface RenderOptions {
  /** en, et, fi, ru, sv or es (a longer tag such as fi-FI is read by its language); anything else is English. */
  readonly locale: string;
  /** IANA zone the instants are shown in; default Europe/Helsinki. */
  readonly timeZone?: string;
}

/**
 * A notification's text in the reader's locale: the type's template with every placeholder filled
 * from the data; when any placeholder is missing, the plain message (spec section 8: "If the
 * structured data is missing, the plain message is shown"), and without one the type's title.
 */
export const renderNotification = (type: NotificationType, data: NotificationData | null | undefined, options: RenderOptions): string => {
  const locale = localeOf(options.locale);
  const timeZone = options.timeZone ?? "Europe/Helsinki";
  const values = data ?? {};
  let missing = false;
  const filled = notificationTemplates[locale][type].replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = placeholderValue(name, values, locale, timeZone);
    if (value === null) missing = true;
    return value ?? "";
  });
  if (!missing) return filled;
  return text(values.message) ?? notificationTitles[locale][type];
};

/** The type's title in the locale (an email's subject; a broadcast's own title wins). */
export const notificationTitle = (type: NotificationType, data: NotificationData | null | undefined, locale: string): string =>
  text(data?.title) ?? notificationTitles[localeOf(locale)][type];
