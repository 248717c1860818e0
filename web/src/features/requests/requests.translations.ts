import { requestMessages as m } from "@workledger/event-schemas/requests/requests.schema.ts";
import type { FeatureTranslations } from "../../lib/i18n/feature-translations.ts";
import { requestHints as h } from "./request-texts.ts";

type Row = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

/** The requests' texts (the /requests page, the Edit Request and Edit Bonus drawers, the profile tabs) and the server's request messages, in all six locales. */
const rows: readonly Row[] = [
  // Spec 8: success messages, warnings and the Requests dictionary, quoted exactly in English.
  [m.bonusUpdated, "Boonusetaotlus edukalt uuendatud", "Bonuspyyntö päivitetty onnistuneesti", "Запрос на премию успешно обновлён", "Bonusbegäran uppdaterad", "Solicitud de bonificación actualizada correctamente"],
  [m.paidAbsenceUpdated, "Tasulise puudumise taotlus edukalt uuendatud", "Palkallisen poissaolon pyyntö päivitetty onnistuneesti", "Запрос на оплачиваемое отсутствие успешно обновлён", "Begäran om betald frånvaro uppdaterad", "Solicitud de ausencia retribuida actualizada correctamente"],
  [m.bonusApproved, "Boonusetaotlus kinnitatud", "Bonuspyyntö hyväksytty", "Запрос на премию одобрен", "Bonusbegäran godkänd", "Solicitud de bonificación aprobada"],
  [m.bonusDeclined, "Boonusetaotlus tagasi lükatud", "Bonuspyyntö hylätty", "Запрос на премию отклонён", "Bonusbegäran avslagen", "Solicitud de bonificación rechazada"],
  [m.paidAbsenceApproved, "Tasulise puudumise taotlus kinnitatud", "Palkallisen poissaolon pyyntö hyväksytty", "Запрос на оплачиваемое отсутствие одобрен", "Begäran om betald frånvaro godkänd", "Solicitud de ausencia retribuida aprobada"],
  [m.paidAbsenceDeclined, "Tasulise puudumise taotlus tagasi lükatud", "Palkallisen poissaolon pyyntö hylätty", "Запрос на оплачиваемое отсутствие отклонён", "Begäran om betald frånvaro avslagen", "Solicitud de ausencia retribuida rechazada"],
  [m.bonusAlreadyApproved, "Boonus on juba kinnitatud.", "Bonus on jo hyväksytty.", "Премия уже одобрена.", "Bonusen har redan godkänts.", "La bonificación ya ha sido aprobada."],
  [m.alreadyDecided, "See taotlus on juba heaks kiidetud või tagasi lükatud", "Tämä pyyntö on jo hyväksytty tai hylätty", "Этот запрос уже одобрен или отклонён", "Den här begäran har redan godkänts eller avslagits", "Esta solicitud ya ha sido aceptada o rechazada"],
  [m.notFound, "Taotlust ei leitud. Töökanne võib olla kustutatud.", "Pyyntöä ei löytynyt. Työkirjaus on ehkä poistettu.", "Запрос не найден. Возможно, запись о работе удалена.", "Begäran hittades inte. Arbetsposten kan ha tagits bort.", "Solicitud no encontrada. Es posible que el registro de trabajo se haya eliminado."],
  [m.ongoingRequest, "Kinnitamata taotlus on juba pooleli", "Vahvistamaton pyyntö on jo käynnissä", "Уже есть неподтверждённый запрос", "Det finns redan en obekräftad begäran", "Ya hay una solicitud sin confirmar en curso"],
  [m.conflictingDatesTitle, "Kattuvad kuupäevad", "Päällekkäiset päivämäärät", "Конфликтующие даты", "Överlappande datum", "Fechas en conflicto"],
  [m.conflictingDates, "Selle ajavahemiku kuupäevad kattuvad. Palun vaata üle varasemad kanded.", "Tällä aikavälillä on päällekkäisiä päivämääriä. Tarkista aiemmat merkinnät.", "В этом периоде есть конфликтующие даты. Проверьте предыдущие записи.", "Det finns överlappande datum i den här perioden. Granska tidigare poster.", "Hay fechas en conflicto en este periodo. Revisa las entradas anteriores."],
  [m.startAfterEnd, "Algus peab olema enne lõppu", "Alun on oltava ennen loppua", "Начало должно быть раньше конца", "Starten måste vara före slutet", "El inicio debe ser anterior al final"],
  [m.noRightsToDecide, "Sul pole õigust taotlusi heaks kiita ega tagasi lükata", "Sinulla ei ole oikeutta hyväksyä tai hylätä pyyntöjä", "У вас нет прав одобрять или отклонять запросы", "Du har inte rätt att godkänna eller avslå begäranden", "No tienes permiso para aceptar o rechazar solicitudes"],
  [m.notYourRequest, "Taotlust saab muuta ainult selle esitaja", "Vain pyynnön tekijä voi muuttaa sitä", "Изменить запрос может только его автор", "Endast den som gjorde begäran kan ändra den", "Solo quien hizo la solicitud puede cambiarla"],
  [m.absenceTooLong, "Puudumine on pikem, kui selle liik lubab", "Poissaolo on pidempi kuin sen tyyppi sallii", "Отсутствие длиннее, чем допускает его тип", "Frånvaron är längre än dess typ tillåter", "La ausencia es más larga de lo que permite su tipo"],
  ["At most {{count}} day(s) in one request", "Ühes taotluses kuni {{count}} päev(a)", "Yhdessä pyynnössä enintään {{count}} päivä(ä)", "В одном запросе не более {{count}} дн.", "Högst {{count}} dag(ar) per begäran", "Como máximo {{count}} día(s) por solicitud"],
  ["Paid absence type not found", "Tasulise puudumise liiki ei leitud", "Palkallisen poissaolon tyyppiä ei löytynyt", "Тип оплачиваемого отсутствия не найден", "Typen av betald frånvaro hittades inte", "Tipo de ausencia retribuida no encontrado"],
  ["You can only make requests for yourself", "Taotlusi saad esitada ainult enda eest", "Voit tehdä pyyntöjä vain itsellesi", "Вы можете подавать запросы только за себя", "Du kan bara göra begäranden för dig själv", "Solo puedes hacer solicitudes para ti"],
  // The /requests page and the lists
  ["Request a paid absence", "Taotle tasulist puudumist", "Pyydä palkallista poissaoloa", "Запросить оплачиваемое отсутствие", "Begär betald frånvaro", "Solicitar una ausencia retribuida"],
  ["Request a bonus", "Taotle boonust", "Pyydä bonusta", "Запросить премию", "Begär bonus", "Solicitar una bonificación"],
  ["Paid absences", "Tasulised puudumised", "Palkalliset poissaolot", "Оплачиваемые отсутствия", "Betald frånvaro", "Ausencias retribuidas"],
  ["Paid absence", "Tasuline puudumine", "Palkallinen poissaolo", "Оплачиваемое отсутствие", "Betald ledighet", "Ausencia retribuida"],
  ["Bonuses", "Boonused", "Bonukset", "Премии", "Bonusar", "Bonificaciones"],
  ["Pending", "Ootel", "Odottaa", "Ожидает", "Väntar", "Pendiente"],
  ["Approved", "Kinnitatud", "Hyväksytty", "Одобрено", "Godkänd", "Aprobada"],
  ["Declined", "Tagasi lükatud", "Hylätty", "Отклонено", "Avslagen", "Rechazada"],
  ["Decide", "Otsusta", "Päätä", "Решить", "Besluta", "Decidir"],
  ["View", "Vaata", "Näytä", "Просмотр", "Visa", "Ver"],
  ["Approve", "Kinnita", "Hyväksy", "Одобрить", "Godkänn", "Aprobar"],
  ["Decline", "Lükka tagasi", "Hylkää", "Отклонить", "Avslå", "Rechazar"],
  // The Edit Request and Edit Bonus drawers
  ["Edit Request", "Muuda taotlust", "Muokkaa pyyntöä", "Изменить запрос", "Redigera begäran", "Editar solicitud"],
  ["Edit Bonus", "Muuda boonust", "Muokkaa bonusta", "Изменить премию", "Redigera bonus", "Editar bonificación"],
  ["New Request", "Uus taotlus", "Uusi pyyntö", "Новый запрос", "Ny begäran", "Nueva solicitud"],
  ["New Bonus", "Uus boonus", "Uusi bonus", "Новая премия", "Ny bonus", "Nueva bonificación"],
  [
    h.noAbsenceTypes,
    "Sinu ettevõttel pole veel tasulise puudumise liike, seega pole midagi valida. Palu juhil need lisada: Seaded, Tasulise puudumise liigid.",
    "Yritykselläsi ei ole vielä palkallisen poissaolon tyyppejä, joten valittavaa ei ole. Pyydä esihenkilöäsi lisäämään ne kohdassa Asetukset, Palkallisten poissaolojen lajit.",
    "В вашей компании пока нет типов оплачиваемого отсутствия, поэтому выбрать нечего. Попросите руководителя добавить их в разделе «Настройки», «Виды оплачиваемого отсутствия».",
    "Ditt företag har ännu inga typer av betald frånvaro, så det finns inget att välja. Be din chef att lägga till dem under Inställningar, Typer av betald frånvaro.",
    "Tu empresa aún no tiene tipos de ausencia retribuida, así que no hay nada que elegir. Pide a tu responsable que los añada en Ajustes, Tipos de ausencia retribuida.",
  ],
  [
    h.bonusesOff,
    "Boonusetaotlused on välja lülitatud: sinu ettevõte ei kasuta tootmisboonuseid. Küsi juhilt, kui ootasid neid.",
    "Bonuspyynnöt ovat pois päältä: yrityksesi ei käytä tuotantobonuksia. Kysy esihenkilöltäsi, jos odotit niitä.",
    "Запросы премий отключены: ваша компания не использует производственные премии. Спросите руководителя, если вы их ожидали.",
    "Bonusbegäranden är avstängda: ditt företag använder inte produktionsbonusar. Fråga din chef om du väntade dig dem.",
    "Las solicitudes de bonificación están desactivadas: tu empresa no usa bonificaciones de producción. Pregunta a tu responsable si las esperabas.",
  ],
  ["Paid absence type", "Tasulise puudumise liik", "Palkallisen poissaolon tyyppi", "Тип оплачиваемого отсутствия", "Typ av betald frånvaro", "Tipo de ausencia retribuida"],
  ["First day", "Esimene päev", "Ensimmäinen päivä", "Первый день", "Första dagen", "Primer día"],
  ["Last day", "Viimane päev", "Viimeinen päivä", "Последний день", "Sista dagen", "Último día"],
  ["Work log", "Töökanne", "Työkirjaus", "Запись о работе", "Arbetspost", "Registro de trabajo"],
  ["Bonus (€)", "Boonus (€)", "Lisäpalkkio (€)", "Премия (€)", "Bonusbelopp (€)", "Bonificación (€)"],
  ["Asked: {{amount}} €", "Taotletud: {{amount}} €", "Pyydetty: {{amount}} €", "Запрошено: {{amount}} €", "Begärt: {{amount}} €", "Solicitado: {{amount}} €"],
  ["Scheduled absence", "Planeeritud puudumine", "Suunniteltu poissaolo", "Запланированное отсутствие", "Planerad frånvaro", "Ausencia programada"],
];

const locales = ["en", "et", "fi", "ru", "sv", "es"] as const;

export const translations: FeatureTranslations = Object.fromEntries(
  locales.map((locale, i) => [locale, Object.fromEntries(rows.map((row) => [row[0], row[i] ?? row[0]]))]),
) as unknown as FeatureTranslations;
