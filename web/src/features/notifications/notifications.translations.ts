import type { FeatureTranslations } from "../../lib/i18n/feature-translations.ts";

type Row = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

/** The bell, the Notifications drawer and the broadcast pages, in all six locales. */
const rows: readonly Row[] = [
  ["Notifications", "Teavitused", "Ilmoitukset", "Уведомления", "Aviseringar", "Notificaciones"],
  ["Notifications (unread)", "Teavitused (lugemata)", "Ilmoitukset (lukemattomia)", "Уведомления (непрочитанные)", "Aviseringar (olästa)", "Notificaciones (sin leer)"],
  ["No notifications yet", "Teavitusi veel pole", "Ei vielä ilmoituksia", "Уведомлений пока нет", "Inga aviseringar ännu", "Aún no hay notificaciones"],
  ["Latest", "Viimased", "Uusimmat", "Последние", "Senaste", "Recientes"],
  ["This week", "See nädal", "Tällä viikolla", "На этой неделе", "Denna vecka", "Esta semana"],
  ["Older", "Vanemad", "Vanhemmat", "Более ранние", "Äldre", "Anteriores"],
  ["Mark as read", "Märgi loetuks", "Merkitse luetuksi", "Отметить как прочитанное", "Markera som läst", "Marcar como leída"],
  ["Mark all as read", "Märgi kõik loetuks", "Merkitse kaikki luetuiksi", "Отметить все как прочитанные", "Markera alla som lästa", "Marcar todas como leídas"],
  ["Clear all", "Tühjenda kõik", "Tyhjennä kaikki", "Очистить все", "Rensa alla", "Borrar todas"],
  ["Are you sure you want to clear all notifications?", "Kas soovid kindlasti kõik teavitused kustutada?", "Haluatko varmasti tyhjentää kaikki ilmoitukset?", "Вы уверены, что хотите удалить все уведомления?", "Vill du verkligen rensa alla aviseringar?", "¿Seguro que quieres borrar todas las notificaciones?"],
  ["Notification deleted successfully", "Teavitus on kustutatud", "Ilmoitus poistettu", "Уведомление удалено", "Aviseringen har raderats", "Notificación eliminada correctamente"],
  ["Notification marked as read", "Teavitus on märgitud loetuks", "Ilmoitus merkitty luetuksi", "Уведомление отмечено как прочитанное", "Aviseringen har markerats som läst", "Notificación marcada como leída"],
  ["All notifications marked as read", "Kõik teavitused on märgitud loetuks", "Kaikki ilmoitukset merkitty luetuiksi", "Все уведомления отмечены как прочитанные", "Alla aviseringar har markerats som lästa", "Todas las notificaciones marcadas como leídas"],
  ["All notifications cleared", "Kõik teavitused on kustutatud", "Kaikki ilmoitukset tyhjennetty", "Все уведомления удалены", "Alla aviseringar har rensats", "Todas las notificaciones borradas"],
  ["Approve", "Kinnita", "Hyväksy", "Одобрить", "Godkänn", "Aprobar"],
  ["Decline", "Lükka tagasi", "Hylkää", "Отклонить", "Avslå", "Rechazar"],
  // Broadcasts (/notifications for managers, /admin/notifications for admins)
  ["Broadcast notifications", "Teavituste saatmine", "Tiedotteet", "Рассылка уведомлений", "Utskick", "Notificaciones masivas"],
  ["New notification", "Uus teavitus", "Uusi ilmoitus", "Новое уведомление", "Ny avisering", "Nueva notificación"],
  ["Title", "Pealkiri", "Otsikko", "Заголовок", "Rubrik", "Título"],
  ["Text", "Tekst", "Teksti", "Текст", "Brödtext", "Texto"],
  ["Push", "Tõuketeavitus", "Push-ilmoitus", "Push-уведомление", "Pushnotis", "Notificación push"],
  ["Email", "E-post", "Sähköposti", "Эл. почта", "E-post", "Correo electrónico"],
  ["People", "Inimesed", "Henkilöt", "Люди", "Personer", "Personas"],
  ["Workspaces", "Tööalad", "Työpisteet", "Рабочие места", "Arbetsplatser", "Espacios de trabajo"],
  ["Recipients", "Saajad", "Vastaanottajat", "Получатели", "Mottagare", "Destinatarios"],
  ["Draft", "Mustand", "Luonnos", "Черновик", "Utkast", "Borrador"],
  ["Ready for posting", "Valmis saatmiseks", "Valmis lähetettäväksi", "Готово к отправке", "Redo att skickas", "Lista para publicar"],
  ["Posted", "Saadetud", "Lähetetty", "Отправлено", "Skickad", "Publicada"],
  ["Save draft", "Salvesta mustand", "Tallenna luonnos", "Сохранить черновик", "Spara utkast", "Guardar borrador"],
  ["Mark ready", "Märgi valmis", "Merkitse valmiiksi", "Отметить готовым", "Markera som redo", "Marcar como lista"],
  ["Post", "Saada", "Lähetä", "Отправить", "Skicka", "Publicar"],
  ["Repost", "Saada uuesti", "Lähetä uudelleen", "Отправить повторно", "Skicka igen", "Volver a publicar"],
  ["Notification successfully created", "Teavitus on loodud", "Ilmoitus luotu", "Уведомление создано", "Aviseringen har skapats", "Notificación creada correctamente"],
  ["Notification successfully updated", "Teavitus on uuendatud", "Ilmoitus päivitetty", "Уведомление обновлено", "Aviseringen har uppdaterats", "Notificación actualizada correctamente"],
  ["Notification successfully deleted", "Teavitus on kustutatud", "Ilmoitus poistettu", "Уведомление удалено", "Aviseringen har raderats", "Notificación eliminada correctamente"],
  ["Notification posted successfully", "Teavitus on saadetud", "Ilmoitus lähetetty", "Уведомление отправлено", "Aviseringen har skickats", "Notificación publicada correctamente"],
  ["Notification is ready for posting", "Teavitus on valmis saatmiseks", "Ilmoitus on valmis lähetettäväksi", "Уведомление готово к отправке", "Aviseringen är redo att skickas", "La notificación está lista para publicar"],
  ["A deleted notification cannot be posted", "Kustutatud teavitust ei saa saata", "Poistettua ilmoitusta ei voi lähettää", "Удалённое уведомление нельзя отправить", "En raderad avisering kan inte skickas", "Una notificación eliminada no se puede publicar"],
  ["Choose push, email or both", "Vali tõuketeavitus, e-post või mõlemad", "Valitse push, sähköposti tai molemmat", "Выберите push, эл. почту или оба", "Välj push, e-post eller båda", "Elige push, correo electrónico o ambos"],
  ["Choose people or workspaces", "Vali inimesed või tööalad", "Valitse henkilöt tai työpisteet", "Выберите людей или рабочие места", "Välj personer eller arbetsplatser", "Elige personas o espacios de trabajo"],
  ["Nobody is reached by these people and workspaces", "Need inimesed ja tööalad ei hõlma kedagi", "Nämä henkilöt ja työpisteet eivät tavoita ketään", "Эти люди и рабочие места никого не охватывают", "Dessa personer och arbetsplatser når ingen", "Estas personas y espacios de trabajo no llegan a nadie"],
  ["Edit notification", "Muuda teavitust", "Muokkaa ilmoitusta", "Изменить уведомление", "Redigera avisering", "Editar notificación"],
  ["Channels", "Kanalid", "Kanavat", "Каналы", "Kanaler", "Canales"],
  ["Edit", "Muuda", "Muokkaa", "Изменить", "Redigera", "Editar"],
  ["Company", "Ettevõte", "Yritys", "Компания", "Företag", "Empresa"],
  ["Choose a company to pick its workspaces and people", "Vali ettevõte, et valida selle tööalad ja inimesed", "Valitse yritys valitaksesi sen työpisteet ja henkilöt", "Выберите компанию, чтобы выбрать её рабочие места и людей", "Välj ett företag för att välja dess arbetsplatser och personer", "Elige una empresa para elegir sus espacios de trabajo y personas"],
  ["Are you sure you want to delete this notification?", "Kas soovid kindlasti selle teavituse kustutada?", "Haluatko varmasti poistaa tämän ilmoituksen?", "Вы уверены, что хотите удалить это уведомление?", "Vill du verkligen radera den här aviseringen?", "¿Seguro que quieres eliminar esta notificación?"],
  ["This will notify {{count}} people", "See teavitab {{count}} inimest", "Tämä ilmoittaa {{count}} henkilölle", "Уведомление получат {{count}} человека", "Detta meddelar {{count}} personer", "Esto notificará a {{count}} personas"],
  [
    "This notification has been reposted as often as a day allows; try again later",
    "Seda teavitust on täna saadetud uuesti nii mitu korda, kui päevas lubatud; proovi hiljem uuesti",
    "Tämä ilmoitus on lähetetty uudelleen niin monta kertaa kuin päivässä voi; yritä myöhemmin uudelleen",
    "Это уведомление уже отправлялось повторно столько раз, сколько разрешено в сутки; попробуйте позже",
    "Den här aviseringen har skickats igen så många gånger som ett dygn tillåter; försök igen senare",
    "Esta notificación se ha vuelto a publicar tantas veces como se permite en un día; inténtalo más tarde",
  ],
  ["Sent {{count}} times", "Saadetud {{count}} korda", "Lähetetty {{count}} kertaa", "Отправлено {{count}} раз", "Skickad {{count}} gånger", "Enviada {{count}} veces"],
];

const column = (i: number) => Object.fromEntries(rows.map((r) => [r[0], r[i]!]));

export const translations: FeatureTranslations = { en: column(0), et: column(1), fi: column(2), ru: column(3), sv: column(4), es: column(5) };
