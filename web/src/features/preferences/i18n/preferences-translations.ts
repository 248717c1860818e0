import { tablesFromRows, type TranslationRow } from "../../auth/i18n/translation-rows.ts";

/** Texts of /preference and /preference/notifications. */
export const preferencesRows: readonly TranslationRow[] = [
  ["Preferences", "Eelistused", "Asetukset", "Настройки", "Inställningar", "Preferencias"],
  ["Show time as decimals", "Näita aega kümnendmurruna", "Näytä aika desimaaleina", "Показывать время в десятичном виде", "Visa tid som decimaler", "Mostrar el tiempo en decimales"],
  ["Holiday calendar", "Pühade kalender", "Pyhäpäiväkalenteri", "Календарь праздников", "Helgdagskalender", "Calendario de festivos"],
  ["Notification settings", "Teavituste seaded", "Ilmoitusasetukset", "Настройки уведомлений", "Aviseringsinställningar", "Ajustes de notificaciones"],
  ["Settings updated successfully", "Seaded on uuendatud", "Asetukset päivitetty", "Настройки обновлены", "Inställningarna har uppdaterats", "Ajustes actualizados correctamente"],
  ["System notifications", "Süsteemiteavitused", "Järjestelmäilmoitukset", "Системные уведомления", "Systemaviseringar", "Notificaciones del sistema"],
  ["Company notifications", "Ettevõtte teavitused", "Yrityksen ilmoitukset", "Уведомления компании", "Företagsaviseringar", "Notificaciones de la empresa"],
  ["Overtime", "Ületunnid", "Ylityöt", "Сверхурочные", "Övertid", "Horas extra"],
  ["Entering and leaving a workspace", "Tööalale sisenemine ja sealt lahkumine", "Työpisteelle saapuminen ja lähteminen", "Вход на рабочее место и выход с него", "Ankomst till och avfärd från en arbetsplats", "Entrada y salida de un espacio de trabajo"],
  ["Automatic start and end by mobile", "Automaatne algus ja lõpp mobiiliga", "Automaattinen aloitus ja lopetus mobiililla", "Автоматическое начало и окончание с телефона", "Automatisk start och slut via mobil", "Inicio y fin automáticos desde el móvil"],
  ["Automatic pause, resume and end by preference", "Automaatne paus, jätkamine ja lõpp seadete järgi", "Automaattinen tauko, jatko ja lopetus asetusten mukaan", "Автоматическая пауза, продолжение и окончание по настройкам", "Automatisk paus, återupptagning och slut enligt inställningar", "Pausa, reanudación y fin automáticos según preferencias"],
  ["Bonuses added or declined", "Lisatud või tagasi lükatud boonused", "Lisätyt tai hylätyt bonukset", "Добавленные или отклонённые премии", "Bonusar tillagda eller avslagna", "Bonificaciones añadidas o rechazadas"],
  ["Bonus requests", "Boonusetaotlused", "Bonuspyynnöt", "Заявки на премию", "Bonusförfrågningar", "Solicitudes de bonificación"],
  ["Paid absences added or declined", "Lisatud või tagasi lükatud tasustatud puudumised", "Lisätyt tai hylätyt palkalliset poissaolot", "Добавленные или отклонённые оплачиваемые отсутствия", "Betald frånvaro tillagd eller avslagen", "Ausencias retribuidas añadidas o rechazadas"],
  ["Paid absence requests", "Tasustatud puudumise taotlused", "Palkallisten poissaolojen pyynnöt", "Заявки на оплачиваемое отсутствие", "Förfrågningar om betald frånvaro", "Solicitudes de ausencia retribuida"],
  ["Bill warnings", "Arvehoiatused", "Laskuvaroitukset", "Предупреждения о счетах", "Fakturavarningar", "Avisos de facturas"],
  ["Trial ending", "Prooviperioodi lõpp", "Kokeilujakson päättyminen", "Окончание пробного периода", "Provperiodens slut", "Fin del periodo de prueba"],
];

export const preferencesTranslations = tablesFromRows(preferencesRows);
