import type { NotificationData, NotificationType } from "./notification-types.ts";

/** The six locales of the product. */
export const notificationLocales = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type NotificationLocale = (typeof notificationLocales)[number];

type Texts = Readonly<Record<NotificationType, string>>;

/**
 * Spec section 8's notification texts, placeholders in colons (clarification 21: the shorthand
 * expanded into one template per type; :trial is filled from trial_ends_at_in_days). English is
 * word for word; system and company notifications are their own message.
 */
export const notificationTemplates: Readonly<Record<NotificationLocale, Texts>> = {
  en: {
    system: ":message",
    company: ":message",
    overtime: ":name is working overtime with work (:workspace - :worktype) at this :datetime.",
    workspace_in: ":name has entered :workspace at :datetime.",
    workspace_out: ":name has left :workspace at :datetime.",
    automatic_start_by_mobile: "Your work (:workspace - :worktype) has automatically started at :datetime.",
    automatic_end_by_mobile: "Your work (:workspace - :worktype) has automatically ended at :datetime.",
    automatic_pause_by_preference: "Your work (:workspace - :worktype) has automatically paused at :datetime.",
    automatic_resume_by_preference: "Your work (:workspace - :worktype) has automatically resumed at :datetime.",
    automatic_end_by_preference: "Your work (:workspace - :worktype) has automatically ended at :datetime.",
    bonus_added: "Congrats! :manager has :action a bonus for your great work.",
    bonus_declined: ":manager has declined your request for a bonus.",
    bonus_request: ":worker has requested a bonus of :bonus€.",
    absence_added: ":manager has :action a paid absence.",
    absence_declined: ":manager has declined your request for a paid absence.",
    absence_request: ":worker has requested a paid absence ':type' (:start - :end).",
    bill_warning: "You have an unpaid invoice. Your account will be closed on :bill_warning.",
    trial_ends: "Your Workledger trial will end in :trial days. Add your billing details to keep using Workledger.",
  },
  et: {
    system: ":message",
    company: ":message",
    overtime: ":name teeb ületunde tööga (:workspace - :worktype) seisuga :datetime.",
    workspace_in: ":name saabus tööalale :workspace :datetime.",
    workspace_out: ":name lahkus tööalalt :workspace :datetime.",
    automatic_start_by_mobile: "Sinu töö (:workspace - :worktype) algas automaatselt :datetime.",
    automatic_end_by_mobile: "Sinu töö (:workspace - :worktype) lõppes automaatselt :datetime.",
    automatic_pause_by_preference: "Sinu töö (:workspace - :worktype) peatati automaatselt :datetime.",
    automatic_resume_by_preference: "Sinu töö (:workspace - :worktype) jätkus automaatselt :datetime.",
    automatic_end_by_preference: "Sinu töö (:workspace - :worktype) lõppes automaatselt :datetime.",
    bonus_added: "Palju õnne! :manager on :action sulle boonuse suurepärase töö eest.",
    bonus_declined: ":manager lükkas tagasi sinu boonusetaotluse.",
    bonus_request: ":worker taotles boonust summas :bonus€.",
    absence_added: ":manager on :action tasustatud puudumise.",
    absence_declined: ":manager lükkas tagasi sinu tasustatud puudumise taotluse.",
    absence_request: ":worker taotles tasustatud puudumist ':type' (:start - :end).",
    bill_warning: "Sul on tasumata arve. Sinu konto suletakse :bill_warning.",
    trial_ends: "Sinu Workledgeri prooviperiood lõpeb :trial päeva pärast. Lisa arveldusandmed, et Workledgerit edasi kasutada.",
  },
  fi: {
    system: ":message",
    company: ":message",
    overtime: ":name tekee ylitöitä työssä (:workspace - :worktype) hetkellä :datetime.",
    workspace_in: ":name saapui työpisteelle :workspace :datetime.",
    workspace_out: ":name lähti työpisteeltä :workspace :datetime.",
    automatic_start_by_mobile: "Työsi (:workspace - :worktype) alkoi automaattisesti :datetime.",
    automatic_end_by_mobile: "Työsi (:workspace - :worktype) päättyi automaattisesti :datetime.",
    automatic_pause_by_preference: "Työsi (:workspace - :worktype) keskeytyi automaattisesti :datetime.",
    automatic_resume_by_preference: "Työsi (:workspace - :worktype) jatkui automaattisesti :datetime.",
    automatic_end_by_preference: "Työsi (:workspace - :worktype) päättyi automaattisesti :datetime.",
    bonus_added: "Onnittelut! :manager on :action sinulle bonuksen hienosta työstä.",
    bonus_declined: ":manager hylkäsi bonuspyyntösi.",
    bonus_request: ":worker pyysi :bonus€ bonusta.",
    absence_added: ":manager on :action palkallisen poissaolon.",
    absence_declined: ":manager hylkäsi palkallista poissaoloa koskevan pyyntösi.",
    absence_request: ":worker pyysi palkallista poissaoloa ':type' (:start - :end).",
    bill_warning: "Sinulla on maksamaton lasku. Tilisi suljetaan :bill_warning.",
    trial_ends: "Workledger-kokeilusi päättyy :trial päivän kuluttua. Lisää laskutustietosi jatkaaksesi Workledgerin käyttöä.",
  },
  ru: {
    system: ":message",
    company: ":message",
    overtime: ":name работает сверхурочно (:workspace - :worktype) на :datetime.",
    workspace_in: ":name пришёл(ла) на рабочее место :workspace в :datetime.",
    workspace_out: ":name покинул(а) рабочее место :workspace в :datetime.",
    automatic_start_by_mobile: "Ваша работа (:workspace - :worktype) автоматически начата в :datetime.",
    automatic_end_by_mobile: "Ваша работа (:workspace - :worktype) автоматически завершена в :datetime.",
    automatic_pause_by_preference: "Ваша работа (:workspace - :worktype) автоматически приостановлена в :datetime.",
    automatic_resume_by_preference: "Ваша работа (:workspace - :worktype) автоматически возобновлена в :datetime.",
    automatic_end_by_preference: "Ваша работа (:workspace - :worktype) автоматически завершена в :datetime.",
    bonus_added: "Поздравляем! :manager :action премию за вашу отличную работу.",
    bonus_declined: ":manager отклонил(а) ваш запрос на премию.",
    bonus_request: ":worker запросил(а) премию :bonus€.",
    absence_added: ":manager :action оплачиваемое отсутствие.",
    absence_declined: ":manager отклонил(а) ваш запрос на оплачиваемое отсутствие.",
    absence_request: ":worker запросил(а) оплачиваемое отсутствие ':type' (:start - :end).",
    bill_warning: "У вас есть неоплаченный счёт. Ваш аккаунт будет закрыт :bill_warning.",
    trial_ends: "Ваш пробный период Workledger закончится через :trial дн. Добавьте платёжные данные, чтобы продолжить пользоваться Workledger.",
  },
  sv: {
    system: ":message",
    company: ":message",
    overtime: ":name arbetar övertid med arbetet (:workspace - :worktype) vid :datetime.",
    workspace_in: ":name har kommit till :workspace :datetime.",
    workspace_out: ":name har lämnat :workspace :datetime.",
    automatic_start_by_mobile: "Ditt arbete (:workspace - :worktype) har startat automatiskt :datetime.",
    automatic_end_by_mobile: "Ditt arbete (:workspace - :worktype) har avslutats automatiskt :datetime.",
    automatic_pause_by_preference: "Ditt arbete (:workspace - :worktype) har pausats automatiskt :datetime.",
    automatic_resume_by_preference: "Ditt arbete (:workspace - :worktype) har återupptagits automatiskt :datetime.",
    automatic_end_by_preference: "Ditt arbete (:workspace - :worktype) har avslutats automatiskt :datetime.",
    bonus_added: "Grattis! :manager har :action en bonus för ditt fina arbete.",
    bonus_declined: ":manager har avslagit din begäran om bonus.",
    bonus_request: ":worker har begärt en bonus på :bonus€.",
    absence_added: ":manager har :action en betald frånvaro.",
    absence_declined: ":manager har avslagit din begäran om betald frånvaro.",
    absence_request: ":worker har begärt betald frånvaro ':type' (:start - :end).",
    bill_warning: "Du har en obetald faktura. Ditt konto stängs den :bill_warning.",
    trial_ends: "Din provperiod för Workledger upphör om :trial dagar. Lägg till dina faktureringsuppgifter för att fortsätta använda Workledger.",
  },
  es: {
    system: ":message",
    company: ":message",
    overtime: ":name está haciendo horas extra en el trabajo (:workspace - :worktype) el :datetime.",
    workspace_in: ":name ha entrado en :workspace el :datetime.",
    workspace_out: ":name ha salido de :workspace el :datetime.",
    automatic_start_by_mobile: "Tu trabajo (:workspace - :worktype) se ha iniciado automáticamente el :datetime.",
    automatic_end_by_mobile: "Tu trabajo (:workspace - :worktype) ha finalizado automáticamente el :datetime.",
    automatic_pause_by_preference: "Tu trabajo (:workspace - :worktype) se ha pausado automáticamente el :datetime.",
    automatic_resume_by_preference: "Tu trabajo (:workspace - :worktype) se ha reanudado automáticamente el :datetime.",
    automatic_end_by_preference: "Tu trabajo (:workspace - :worktype) ha finalizado automáticamente el :datetime.",
    bonus_added: "¡Enhorabuena! :manager ha :action una bonificación por tu gran trabajo.",
    bonus_declined: ":manager ha rechazado tu solicitud de bonificación.",
    bonus_request: ":worker ha solicitado una bonificación de :bonus€.",
    absence_added: ":manager ha :action una ausencia retribuida.",
    absence_declined: ":manager ha rechazado tu solicitud de ausencia retribuida.",
    absence_request: ":worker ha solicitado una ausencia retribuida ':type' (:start - :end).",
    bill_warning: "Tienes una factura impagada. Tu cuenta se cerrará el :bill_warning.",
    trial_ends: "Tu prueba de Workledger terminará en :trial días. Añade tus datos de facturación para seguir usando Workledger.",
  },
};

/** A short title per type: an email's subject, and the text when neither data nor message is there. */
export const notificationTitles: Readonly<Record<NotificationLocale, Texts>> = {
  en: {
    system: "System notification", company: "Company notification", overtime: "Overtime", workspace_in: "Entered a workspace", workspace_out: "Left a workspace",
    automatic_start_by_mobile: "Work started automatically", automatic_end_by_mobile: "Work ended automatically", automatic_pause_by_preference: "Work paused automatically",
    automatic_resume_by_preference: "Work resumed automatically", automatic_end_by_preference: "Work ended automatically", bonus_added: "Bonus added", bonus_declined: "Bonus declined",
    bonus_request: "Bonus request", absence_added: "Paid absence added", absence_declined: "Paid absence declined", absence_request: "Paid absence request", bill_warning: "Unpaid invoice", trial_ends: "Trial ending",
  },
  et: {
    system: "Süsteemiteavitus", company: "Ettevõtte teavitus", overtime: "Ületunnid", workspace_in: "Tööalale saabumine", workspace_out: "Tööalalt lahkumine",
    automatic_start_by_mobile: "Töö algas automaatselt", automatic_end_by_mobile: "Töö lõppes automaatselt", automatic_pause_by_preference: "Töö peatati automaatselt",
    automatic_resume_by_preference: "Töö jätkus automaatselt", automatic_end_by_preference: "Töö lõppes automaatselt", bonus_added: "Boonus lisatud", bonus_declined: "Boonus tagasi lükatud",
    bonus_request: "Boonusetaotlus", absence_added: "Tasustatud puudumine lisatud", absence_declined: "Tasustatud puudumine tagasi lükatud", absence_request: "Tasustatud puudumise taotlus", bill_warning: "Tasumata arve", trial_ends: "Prooviperioodi lõpp",
  },
  fi: {
    system: "Järjestelmäilmoitus", company: "Yrityksen ilmoitus", overtime: "Ylityö", workspace_in: "Saapui työpisteelle", workspace_out: "Lähti työpisteeltä",
    automatic_start_by_mobile: "Työ alkoi automaattisesti", automatic_end_by_mobile: "Työ päättyi automaattisesti", automatic_pause_by_preference: "Työ keskeytyi automaattisesti",
    automatic_resume_by_preference: "Työ jatkui automaattisesti", automatic_end_by_preference: "Työ päättyi automaattisesti", bonus_added: "Bonus lisätty", bonus_declined: "Bonus hylätty",
    bonus_request: "Bonuspyyntö", absence_added: "Palkallinen poissaolo lisätty", absence_declined: "Palkallinen poissaolo hylätty", absence_request: "Palkallisen poissaolon pyyntö", bill_warning: "Maksamaton lasku", trial_ends: "Kokeilujakso päättymässä",
  },
  ru: {
    system: "Системное уведомление", company: "Уведомление компании", overtime: "Сверхурочные", workspace_in: "Вход на рабочее место", workspace_out: "Выход с рабочего места",
    automatic_start_by_mobile: "Работа начата автоматически", automatic_end_by_mobile: "Работа завершена автоматически", automatic_pause_by_preference: "Работа приостановлена автоматически",
    automatic_resume_by_preference: "Работа возобновлена автоматически", automatic_end_by_preference: "Работа завершена автоматически", bonus_added: "Премия добавлена", bonus_declined: "Премия отклонена",
    bonus_request: "Запрос премии", absence_added: "Оплачиваемое отсутствие добавлено", absence_declined: "Оплачиваемое отсутствие отклонено", absence_request: "Запрос оплачиваемого отсутствия", bill_warning: "Неоплаченный счёт", trial_ends: "Окончание пробного периода",
  },
  sv: {
    system: "Systemavisering", company: "Företagsavisering", overtime: "Övertid", workspace_in: "Kom till en arbetsplats", workspace_out: "Lämnade en arbetsplats",
    automatic_start_by_mobile: "Arbetet startade automatiskt", automatic_end_by_mobile: "Arbetet avslutades automatiskt", automatic_pause_by_preference: "Arbetet pausades automatiskt",
    automatic_resume_by_preference: "Arbetet återupptogs automatiskt", automatic_end_by_preference: "Arbetet avslutades automatiskt", bonus_added: "Bonus tillagd", bonus_declined: "Bonus avslagen",
    bonus_request: "Bonusförfrågan", absence_added: "Betald frånvaro tillagd", absence_declined: "Betald frånvaro avslagen", absence_request: "Förfrågan om betald frånvaro", bill_warning: "Obetald faktura", trial_ends: "Provperioden tar slut",
  },
  es: {
    system: "Notificación del sistema", company: "Notificación de la empresa", overtime: "Horas extra", workspace_in: "Entrada en un espacio de trabajo", workspace_out: "Salida de un espacio de trabajo",
    automatic_start_by_mobile: "Trabajo iniciado automáticamente", automatic_end_by_mobile: "Trabajo finalizado automáticamente", automatic_pause_by_preference: "Trabajo pausado automáticamente",
    automatic_resume_by_preference: "Trabajo reanudado automáticamente", automatic_end_by_preference: "Trabajo finalizado automáticamente", bonus_added: "Bonificación añadida", bonus_declined: "Bonificación rechazada",
    bonus_request: "Solicitud de bonificación", absence_added: "Ausencia retribuida añadida", absence_declined: "Ausencia retribuida rechazada", absence_request: "Solicitud de ausencia retribuida", bill_warning: "Factura impagada", trial_ends: "Fin del periodo de prueba",
  },
};

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
    case "end":
      return text(data[name]) === null ? null : formatNotificationDate(data[name] as string, timeZone);
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
