import { formatInTimeZone } from "date-fns-tz";
import { auditLanguages, isAuditLanguage, typeInWords } from "./audit-words.ts";

/**
 * A changed field as an auditor reads it: the field's label in the six languages of the app (not
 * `stoppedAt`), and its values formatted (instants in the company's zone as dd.MM.yyyy HH:mm:ss,
 * dates as dd.MM.yyyy, yes/no, h:mm for seconds), as the rest of the app writes them. The audit
 * page and its CSV/XLSX export both use this.
 */
type Words = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

const start: Words = ["Start", "Algus", "Alku", "Начало", "Start", "Inicio"];
const end: Words = ["End", "Lõpp", "Loppu", "Конец", "Slut", "Fin"];
const firstName: Words = ["First name", "Eesnimi", "Etunimi", "Имя", "Förnamn", "Nombre"];
const lastName: Words = ["Last name", "Perekonnanimi", "Sukunimi", "Фамилия", "Efternamn", "Apellidos"];
const phone: Words = ["Phone", "Telefon", "Puhelin", "Телефон", "Telefon", "Teléfono"];
const rights: Words = ["Rights", "Õigused", "Oikeudet", "Права", "Behörigheter", "Permisos"];

const fields: Record<string, Words> = {
  start,
  end,
  startedAt: ["Started at", "Alustas", "Aloitettu", "Начало работы", "Påbörjad", "Iniciado"],
  stoppedAt: ["Stopped at", "Lõpetas", "Lopetettu", "Окончание работы", "Avslutad", "Terminado"],
  pausedAt: ["Paused at", "Peatas", "Tauko alkoi", "Перерыв с", "Pausad", "Pausado"],
  resumedAt: ["Resumed at", "Jätkas", "Jatkettu", "Возобновлено", "Återupptagen", "Reanudado"],
  date: ["Date", "Kuupäev", "Päivämäärä", "Дата", "Datum", "Fecha"],
  pauses: ["Pauses", "Pausid", "Tauot", "Перерывы", "Pauser", "Pausas"],
  pauseSeconds: ["Pause", "Paus", "Tauko", "Перерыв", "Paus", "Pausa"],
  workedSeconds: ["Worked", "Töötatud", "Tehty", "Отработано", "Arbetat", "Trabajado"],
  workNumber: ["Work number", "Töö number", "Työn numero", "Номер работы", "Arbetsnummer", "Número de trabajo"],
  workTypeId: ["Work type", "Tööliik", "Työlaji", "Вид работы", "Arbetstyp", "Tipo de trabajo"],
  workspaceId: ["Workspace", "Tööala", "Työpiste", "Рабочее место", "Arbetsplats", "Lugar de trabajo"],
  comment: ["Comment", "Kommentaar", "Kommentti", "Комментарий", "Kommentar", "Comentario"],
  workerComment: ["Worker's comment", "Töötaja kommentaar", "Työntekijän kommentti", "Комментарий сотрудника", "Den anställdes kommentar", "Comentario del trabajador"],
  bonus: ["Bonus €", "Boonus €", "Palkkio €", "Премия €", "Bonus €", "Bonificación €"],
  tags: ["Tags", "Sildid", "Tunnisteet", "Метки", "Taggar", "Etiquetas"],
  confirmed: ["Confirmed", "Kinnitatud", "Vahvistettu", "Подтверждено", "Bekräftad", "Confirmado"],
  confirmedAt: ["Confirmed at", "Kinnitatud", "Vahvistettu", "Подтверждено", "Bekräftad", "Confirmado el"],
  confirmedBy: ["Confirmed by", "Kinnitaja", "Vahvistaja", "Подтвердил", "Bekräftad av", "Confirmado por"],
  source: ["Source", "Allikas", "Lähde", "Источник", "Källa", "Origen"],
  reason: ["Reason", "Põhjus", "Syy", "Причина", "Orsak", "Motivo"],
  name: ["Name", "Nimi", "Nimi", "Название", "Namn", "Nombre"],
  firstName,
  first_name: firstName,
  lastName,
  last_name: lastName,
  email: ["Email", "E-post", "Sähköposti", "Эл. почта", "E-post", "Correo"],
  previousEmail: ["Previous email", "Eelmine e-post", "Edellinen sähköposti", "Прежняя эл. почта", "Tidigare e-post", "Correo anterior"],
  phone,
  telephone_number: phone,
  telephoneNumber: phone,
  address: ["Address", "Aadress", "Osoite", "Адрес", "Adress", "Dirección"],
  company_address: ["Company address", "Ettevõtte aadress", "Yrityksen osoite", "Адрес компании", "Företagets adress", "Dirección de la empresa"],
  tax_number: ["Business ID", "Registrikood", "Y-tunnus", "Регистрационный код", "Organisationsnummer", "NIF"],
  activity: ["Business area", "Tegevusala", "Toimiala", "Сфера деятельности", "Verksamhet", "Actividad"],
  timezone: ["Time zone", "Ajavöönd", "Aikavyöhyke", "Часовой пояс", "Tidszon", "Zona horaria"],
  language: ["Language", "Keel", "Kieli", "Язык", "Språk", "Idioma"],
  trialEndsAt: ["Trial ends", "Prooviperiood lõpeb", "Kokeilu päättyy", "Пробный период до", "Provperioden slutar", "Fin de la prueba"],
  isLoginDisabled: ["Sign-in blocked", "Sisselogimine blokeeritud", "Kirjautuminen estetty", "Вход заблокирован", "Inloggning blockerad", "Inicio de sesión bloqueado"],
  expiresAt: ["Expires", "Aegub", "Vanhenee", "Истекает", "Upphör", "Caduca"],
  id_code: ["ID code", "Isikukood", "Henkilötunnus", "Личный код", "Personnummer", "Número de identificación"],
  rights,
  permissions: rights,
  bank_account: ["Bank account", "Pangakonto", "Pankkitili", "Банковский счёт", "Bankkonto", "Cuenta bancaria"],
  employment_start: ["Employment start", "Töösuhte algus", "Työsuhteen alku", "Начало работы по найму", "Anställningens början", "Inicio del empleo"],
  employment_end: ["Employment end", "Töösuhte lõpp", "Työsuhteen loppu", "Окончание работы по найму", "Anställningens slut", "Fin del empleo"],
  date_of_birth: ["Date of birth", "Sünnikuupäev", "Syntymäaika", "Дата рождения", "Födelsedatum", "Fecha de nacimiento"],
  show_time_decimal: ["Hours as decimals", "Tunnid kümnendmurruna", "Tunnit desimaaleina", "Часы десятичными", "Timmar som decimaler", "Horas en decimales"],
};

const yes: Words = ["yes", "jah", "kyllä", "да", "ja", "sí"];
const no: Words = ["no", "ei", "ei", "нет", "nej", "no"];

const indexOf = (language: string): number => {
  const base = language.slice(0, 2).toLowerCase();
  return isAuditLanguage(base) ? auditLanguages.indexOf(base) : 0;
};
const pick = (w: Words, language: string): string => w[indexOf(language)] ?? w[0];

/** A field's label; an unknown one reads as its name in words ("overtimeGroup" -> "Overtime group", "visma_active" -> "Visma active"). */
export const auditFieldWords = (field: string, language: string): string => {
  const known = fields[field];
  return known === undefined ? typeInWords(field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase())) : pick(known, language);
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An instant as the app writes it, in the zone: dd.MM.yyyy HH:mm:ss. */
export const auditTimeText = (instant: string, timeZone: string): string => formatInTimeZone(instant, timeZone, "dd.MM.yyyy HH:mm:ss");

/** A stored value as text: '—' for none, instants in the zone, dates as dd.MM.yyyy, yes/no, seconds as h:mm, lists and objects spelled out. */
export const auditValueText = (value: unknown, timeZone: string, language: string, field = ""): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return pick(value ? yes : no, language);
  if (typeof value === "number") {
    if (/seconds$/i.test(field)) {
      const minutes = Math.round(value / 60);
      return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
    }
    return String(value);
  }
  if (typeof value === "string") {
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return auditTimeText(value, timeZone);
    if (DATE.test(value)) return value.split("-").reverse().join(".");
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((v) => auditValueText(v, timeZone, language)).join(", ");
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    // A span (a pause): start – end.
    const span = value as { start?: unknown; end?: unknown };
    if (entries.every(([k]) => ["start", "end", "lengthSeconds"].includes(k)) && span.start !== undefined) {
      return `${auditValueText(span.start, timeZone, language)} – ${auditValueText(span.end ?? null, timeZone, language)}`;
    }
    return entries.map(([k, v]) => `${auditFieldWords(k, language)}: ${auditValueText(v, timeZone, language, k)}`).join("; ");
  }
  return String(value);
};

/** One change in words: "Stopped at: 02.12.2026 02:28:14 → 02.12.2026 03:00:00". */
export const auditChangeText = (change: { readonly field: string; readonly before: unknown; readonly after: unknown }, timeZone: string, language: string): string =>
  `${auditFieldWords(change.field, language)}: ${auditValueText(change.before, timeZone, language, change.field)} → ${auditValueText(change.after, timeZone, language, change.field)}`;
