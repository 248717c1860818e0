import type { FeatureTranslations } from "../../lib/i18n/feature-translations.ts";

type Row = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

/** The report page's and the PDF viewer's texts, and the export messages of spec section 8, in all six locales. */
const rows: readonly Row[] = [
  ["Reports", "Aruanded", "Raportit", "Отчёты", "Rapporter", "Informes"],
  ["From", "Alates", "Alkaen", "С", "Från", "Desde"],
  ["To", "Kuni", "Asti", "По", "Till", "Hasta"],
  ["Person", "Isik", "Henkilö", "Сотрудник", "Anställd", "Persona"],
  ["Everyone", "Kõik", "Kaikki henkilöt", "Все", "Alla", "Todos"],
  ["Confirmation", "Kinnitamine", "Vahvistus", "Подтверждение", "Bekräftelse", "Confirmación"],
  ["All", "Kõik kanded", "Kaikki", "Все записи", "Allt", "Todo"],
  ["Confirmed", "Kinnitatud", "Vahvistettu", "Подтверждено", "Bekräftad", "Confirmado"],
  ["Unconfirmed", "Kinnitamata", "Vahvistamaton", "Не подтверждено", "Obekräftad", "Sin confirmar"],
  ["Show time as", "Näita aega", "Näytä aika", "Показывать время", "Visa tid som", "Mostrar el tiempo como"],
  ["Hours and minutes", "Tunnid ja minutid", "Tunnit ja minuutit", "Часы и минуты", "Timmar och minuter", "Horas y minutos"],
  ["Decimal hours", "Kümnendtunnid", "Desimaalitunnit", "Десятичные часы", "Decimaltimmar", "Horas decimales"],
  ["As of", "Seisuga", "Tilanne hetkellä", "По состоянию на", "Per", "A fecha de"],
  ["Now", "Praegu", "Nyt", "Сейчас", "Nu", "Ahora"],
  ["Download {{format}}", "Laadi alla {{format}}", "Lataa {{format}}", "Скачать {{format}}", "Ladda ner {{format}}", "Descargar {{format}}"],
  ["Download CSV (rows)", "Laadi alla CSV (kanded)", "Lataa CSV (kirjaukset)", "Скачать CSV (записи)", "Ladda ner CSV (poster)", "Descargar CSV (registros)"],
  ["Download CSV (summary)", "Laadi alla CSV (kokkuvõte)", "Lataa CSV (yhteenveto)", "Скачать CSV (сводка)", "Ladda ner CSV (sammanfattning)", "Descargar CSV (resumen)"],
  ["Download XLSX", "Laadi alla XLSX", "Lataa XLSX", "Скачать XLSX", "Ladda ner XLSX", "Descargar XLSX"],
  ["Download PDF", "Laadi alla PDF", "Lataa PDF", "Скачать PDF", "Ladda ner PDF", "Descargar PDF"],
  ["Open PDF viewer", "Ava PDF-vaade", "Avaa PDF-näkymä", "Открыть просмотр PDF", "Öppna PDF-visning", "Abrir visor de PDF"],
  ["Preparing {{format}}…", "Valmistan {{format}}…", "Valmistellaan {{format}}…", "Готовится {{format}}…", "Förbereder {{format}}…", "Preparando {{format}}…"],
  ["Cancel", "Tühista", "Peruuta", "Отмена", "Avbryt", "Cancelar"],
  ["No work in this period", "Sel perioodil tööd ei ole", "Tällä jaksolla ei ole työtä", "В этом периоде нет работы", "Inget arbete under perioden", "No hay trabajo en este periodo"],
  // A position in the event log, not a bookkeeping entry: "data version" reads right to a native.
  ["Ledger position {{position}}", "Andmeversioon {{position}}", "Tietoversio {{position}}", "Версия данных {{position}}", "Dataversion {{position}}", "Posición del registro {{position}}"],
  [
    "As of {{at}}, ledger position {{position}}",
    "Seisuga {{at}}, andmeversioon {{position}}",
    "Tilanne {{at}}, tietoversio {{position}}",
    "На {{at}}, версия данных {{position}}",
    "Per {{at}}, dataversion {{position}}",
    "A fecha de {{at}}, posición del registro {{position}}",
  ],
  ["{{count}} work logs are not confirmed", "{{count}} töökannet on kinnitamata", "{{count}} työkirjausta on vahvistamatta", "Не подтверждено записей: {{count}}", "{{count}} arbetsposter är inte bekräftade", "{{count}} registros de trabajo sin confirmar"],
  ["Columns", "Veerud", "Sarakkeet", "Столбцы", "Kolumner", "Columnas"],
  ["Total", "Kokku", "Yhteensä", "Итого", "Totalt", "Total general"],
  ["Date", "Kuupäev", "Päivämäärä", "Дата", "Datum", "Fecha"],
  ["Worked", "Töötatud", "Tehty", "Отработано", "Arbetat", "Trabajado"],
  ["Regular", "Tavaline", "Säännöllinen", "Обычное", "Ordinarie", "Ordinario"],
  ["Overtime", "Ületunnid", "Ylityö", "Сверхурочные", "Övertid", "Horas extra"],
  ["Weighted overtime", "Kaalutud ületunnid", "Painotettu ylityö", "Взвешенные сверхурочные", "Viktad övertid", "Horas extra ponderadas"],
  ["Absences", "Puudumised", "Poissaolot", "Отсутствия", "Frånvaro", "Ausencias"],
  ["Daily allowance €", "Päevaraha €", "Päiväraha €", "Суточные €", "Traktamente €", "Dieta diaria €"],
  ["Bonus €", "Boonus €", "Palkkio €", "Премия €", "Bonusbelopp €", "Bonificación €"],
  ["Hours per day", "Tunnid päevas", "Tunnit päivässä", "Часы по дням", "Timmar per dag", "Horas por día"],
  ["Overtime per week", "Ületunnid nädalas", "Ylityö viikossa", "Сверхурочные по неделям", "Övertid per vecka", "Horas extra por semana"],
  ["Report {{from}} - {{to}}", "Aruanne {{from}} - {{to}}", "Raportti {{from}} - {{to}}", "Отчёт {{from}} - {{to}}", "Rapport {{from}} - {{to}}", "Informe {{from}} - {{to}}"],
  ["Print", "Prindi", "Tulosta", "Печать", "Skriv ut", "Imprimir"],
  ["Error on exporting :type", "Viga eksportimisel: :type", "Virhe vietäessä: :type", "Ошибка при экспорте: :type", "Fel vid export: :type", "Error al exportar :type"],
  ["Please try shorter time frame or fewer people", "Palun vali lühem ajavahemik või vähem inimesi", "Valitse lyhyempi aikaväli tai vähemmän henkilöitä", "Выберите более короткий период или меньше людей", "Välj en kortare period eller färre personer", "Prueba con un periodo más corto o menos personas"],
  ["Document :filename is no longer available", "Dokument :filename ei ole enam saadaval", "Asiakirja :filename ei ole enää saatavilla", "Документ :filename больше недоступен", "Dokumentet :filename är inte längre tillgängligt", "El documento :filename ya no está disponible"],
  ["Something went wrong, contact administrator", "Midagi läks valesti, võta ühendust administraatoriga", "Jokin meni vikaan, ota yhteyttä ylläpitäjään", "Что-то пошло не так, обратитесь к администратору", "Något gick fel, kontakta administratören", "Algo salió mal, contacta con el administrador"],
];

const locales = ["en", "et", "fi", "ru", "sv", "es"] as const;

export const translations: FeatureTranslations = Object.fromEntries(
  locales.map((locale, i) => [locale, Object.fromEntries(rows.map((row) => [row[0], row[i] ?? row[0]]))]),
) as unknown as FeatureTranslations;
