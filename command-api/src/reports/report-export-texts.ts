/**
 * The words of the report files (CSV and XLSX headers, the PDF), in the six languages of the app.
 * The web's tables are not reachable from here (command-api may not import the web); these are the
 * files' own texts, as the audit log's words are the domain's.
 */
export const exportLocales = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type ExportLocale = (typeof exportLocales)[number];

type Words = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

const words = {
  worker: ["Worker", "Töötaja", "Työntekijä", "Сотрудник", "Anställd", "Trabajador"],
  date: ["Date", "Kuupäev", "Päivämäärä", "Дата", "Datum", "Fecha"],
  start: ["Start", "Algus", "Alku", "Начало", "Start", "Inicio"],
  end: ["End", "Lõpp", "Loppu", "Конец", "Slut", "Fin"],
  entry: ["Entry", "Kanne", "Kirjaus", "Запись", "Post", "Registro"],
  work: ["Work", "Töö", "Työ", "Работа", "Arbete", "Trabajo"],
  paidAbsence: ["Paid absence", "Tasustatud puudumine", "Palkallinen poissaolo", "Оплачиваемое отсутствие", "Betald frånvaro", "Ausencia retribuida"],
  workType: ["Work type", "Tööliik", "Työlaji", "Вид работы", "Arbetstyp", "Tipo de trabajo"],
  productNumber: ["Product number", "Tootekood", "Tuotenumero", "Номер продукта", "Produktnummer", "Número de producto"],
  workspace: ["Workspace", "Tööala", "Työpiste", "Рабочее место", "Arbetsplats", "Lugar de trabajo"],
  hours: ["Hours", "Tunnid", "Tunnit", "Часы", "Timmar", "Horas"],
  pause: ["Pause", "Paus", "Tauko", "Перерыв", "Paus", "Pausa"],
  allowance: ["Daily allowance €", "Päevaraha €", "Päiväraha €", "Суточные €", "Traktamente €", "Dieta diaria €"],
  compensation: ["Compensation €", "Hüvitis €", "Korvaus €", "Компенсация €", "Ersättning €", "Compensación €"],
  bonus: ["Bonus €", "Boonus €", "Palkkio €", "Премия €", "Bonus €", "Bonificación €"],
  confirmed: ["Confirmed", "Kinnitatud", "Vahvistettu", "Подтверждено", "Bekräftad", "Confirmado"],
  yes: ["yes", "jah", "kyllä", "да", "ja", "sí"],
  no: ["no", "ei", "ei", "нет", "nej", "no"],
  workId: ["Work id", "Töö ID", "Työn tunnus", "ID работы", "Arbets-id", "ID del trabajo"],
  rules: ["Rules", "Reeglid", "Säännöt", "Правила", "Regler", "Reglas"],
  worked: ["Worked", "Töötatud", "Tehty", "Отработано", "Arbetat", "Trabajado"],
  regular: ["Regular", "Tavaline", "Säännöllinen", "Обычное", "Ordinarie", "Ordinario"],
  overtime: ["Overtime", "Ületunnid", "Ylityö", "Сверхурочные", "Övertid", "Horas extra"],
  weightedOvertime: ["Weighted overtime", "Kaalutud ületunnid", "Painotettu ylityö", "Взвешенные сверхурочные", "Viktad övertid", "Horas extra ponderadas"],
  absences: ["Absences", "Puudumised", "Poissaolot", "Отсутствия", "Frånvaro", "Ausencias"],
  unconfirmed: ["Unconfirmed", "Kinnitamata", "Vahvistamatta", "Не подтв.", "Obekräftade", "Sin confirmar"],
  total: ["Total", "Kokku", "Yhteensä", "Итого", "Totalt", "Total"],
  summary: ["Summary", "Kokkuvõte", "Yhteenveto", "Сводка", "Sammanfattning", "Resumen"],
  details: ["Details", "Kanded", "Kirjaukset", "Записи", "Poster", "Detalle"],
  report: ["Work hours report", "Tööaja aruanne", "Työaikaraportti", "Отчёт о рабочем времени", "Arbetstidsrapport", "Informe de horas"],
  period: ["Period", "Periood", "Jakso", "Период", "Period", "Periodo"],
  timeZone: ["Time zone", "Ajavöönd", "Aikavyöhyke", "Часовой пояс", "Tidszon", "Zona horaria"],
  registration: ["Business ID", "Registrikood", "Y-tunnus", "Регистрационный код", "Organisationsnummer", "NIF"],
  generated: ["Generated", "Koostatud", "Luotu", "Сформирован", "Skapad", "Generado"],
  // "Record position": where in the ledger the figures were read (not a bookkeeping entry).
  position: ["Ledger position", "Kirje järjekorranumber", "Tietueen sijainti", "Позиция в журнале", "Position i registret", "Posición en el registro"],
  asOf: ["as of", "seisuga", "tilanne", "по состоянию на", "per", "a fecha de"],
  approvedBy: ["Approved by", "Kinnitas", "Hyväksynyt", "Утвердил", "Godkänd av", "Aprobado por"],
  signature: ["Signature", "Allkiri", "Allekirjoitus", "Подпись", "Underskrift", "Firma"],
  page: ["Page", "Lk", "Sivu", "Стр.", "Sida", "Página"],
} satisfies Record<string, Words>;

export type ExportWord = keyof typeof words;

export const isExportLocale = (value: string): value is ExportLocale => (exportLocales as readonly string[]).includes(value);

/** The word in the locale (English when the locale is not one of the app's). */
export const exportText = (word: ExportWord, locale: string): string => {
  const base = locale.slice(0, 2).toLowerCase();
  const known: Words = words[word];
  return known[isExportLocale(base) ? exportLocales.indexOf(base) : 0] ?? known[0];
};
