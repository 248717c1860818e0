/**
 * What an event means, in words an auditor reads, in the six languages of the app. The audit page
 * and the CSV/XLSX export both use this one table; a type it does not know reads as its name split
 * into words ("ScheduleShiftMoved" -> "Schedule shift moved").
 */
export const auditLanguages = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type AuditLanguage = (typeof auditLanguages)[number];

type Words = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

const words: Record<string, Words> = {
  CompanyRegistered: ["Company registered", "Ettevõte registreeriti", "Yritys rekisteröitiin", "Компания зарегистрирована", "Företaget registrerades", "Empresa registrada"],
  CompanyProfileUpdated: ["Company details changed", "Ettevõtte andmeid muudeti", "Yrityksen tietoja muutettiin", "Данные компании изменены", "Företagets uppgifter ändrades", "Datos de la empresa cambiados"],
  CompanyDisabled: ["Company disabled", "Ettevõte keelati", "Yritys poistettiin käytöstä", "Компания отключена", "Företaget inaktiverades", "Empresa desactivada"],
  CompanyEnabled: ["Company enabled", "Ettevõte lubati", "Yritys otettiin käyttöön", "Компания включена", "Företaget aktiverades", "Empresa activada"],
  CompanyFeatureFlagsChanged: ["Company features changed", "Ettevõtte funktsioone muudeti", "Yrityksen ominaisuuksia muutettiin", "Функции компании изменены", "Företagets funktioner ändrades", "Funciones de la empresa cambiadas"],
  CompanyLogoChanged: ["Company logo changed", "Ettevõtte logo muudeti", "Yrityksen logo vaihdettiin", "Логотип компании изменён", "Företagets logotyp ändrades", "Logotipo de la empresa cambiado"],
  CompanyLogoRemoved: ["Company logo removed", "Ettevõtte logo eemaldati", "Yrityksen logo poistettiin", "Логотип компании удалён", "Företagets logotyp togs bort", "Logotipo de la empresa eliminado"],
  CompanyMainUserChanged: ["Main user changed", "Põhikasutaja muudeti", "Pääkäyttäjä vaihdettiin", "Главный пользователь изменён", "Huvudanvändaren byttes", "Usuario principal cambiado"],
  CompanySubscriptionChanged: ["Subscription changed", "Tellimust muudeti", "Tilausta muutettiin", "Подписка изменена", "Abonnemanget ändrades", "Suscripción cambiada"],
  CompanyAccountUpdated: ["Client account details changed", "Kliendikonto andmeid muudeti", "Asiakastilin tietoja muutettiin", "Данные клиентского аккаунта изменены", "Kundkontots uppgifter ändrades", "Datos de la cuenta del cliente cambiados"],
  CompanyMailCapLifted: ["Daily email cap lifted", "Igapäevast e-kirjade piirangut tõsteti", "Päivittäistä sähköpostirajaa nostettiin", "Дневной лимит писем повышен", "Dagligt e-posttak höjdes", "Límite diario de correos elevado"],
  CompanyTimeZoneChanged: ["Company time zone changed", "Ettevõtte ajavööndit muudeti", "Yrityksen aikavyöhykettä muutettiin", "Часовой пояс компании изменён", "Företagets tidszon ändrades", "Zona horaria de la empresa cambiada"],
  PayPeriodClosed: ["Pay period closed", "Palgaperiood suleti", "Palkkakausi suljettiin", "Расчётный период закрыт", "Löneperioden stängdes", "Periodo de pago cerrado"],
  PayPeriodRuleChanged: ["Pay period rule changed", "Palgaperioodi reeglit muudeti", "Palkkakauden sääntöä muutettiin", "Правило расчётного периода изменено", "Löneperiodens regel ändrades", "Regla del periodo de pago cambiada"],
  PersonTimeZoneChanged: ["Person's time zone changed", "Isiku ajavööndit muudeti", "Henkilön aikavyöhykettä muutettiin", "Часовой пояс сотрудника изменён", "Personens tidszon ändrades", "Zona horaria de la persona cambiada"],
  UserActivated: ["Person activated", "Isik aktiveeriti", "Henkilö aktivoitiin", "Сотрудник активирован", "Personen aktiverades", "Persona activada"],
  UserActivationLinkSent: ["Activation link sent", "Aktiveerimislink saadeti", "Aktivointilinkki lähetettiin", "Ссылка активации отправлена", "Aktiveringslänk skickades", "Enlace de activación enviado"],
  UserAddedManually: ["Person added", "Isik lisati", "Henkilö lisättiin", "Сотрудник добавлен", "Personen lades till", "Persona añadida"],
  UserDeactivated: ["Person deactivated", "Isik deaktiveeriti", "Henkilö poistettiin käytöstä", "Сотрудник деактивирован", "Personen inaktiverades", "Persona desactivada"],
  UserDefaultCompanyChanged: ["Default company changed", "Vaikimisi ettevõte muudeti", "Oletusyritys vaihdettiin", "Компания по умолчанию изменена", "Standardföretaget ändrades", "Empresa predeterminada cambiada"],
  UserDeleted: ["Person deleted", "Isik kustutati", "Henkilö poistettiin", "Сотрудник удалён", "Personen togs bort", "Persona eliminada"],
  UserEmailChangeCancelled: ["Email change cancelled", "E-posti muutmine tühistati", "Sähköpostin vaihto peruttiin", "Смена email отменена", "E-postbytet avbröts", "Cambio de correo cancelado"],
  UserEmailChangeConfirmed: ["Email change confirmed", "E-posti muutmine kinnitati", "Sähköpostin vaihto vahvistettiin", "Смена email подтверждена", "E-postbytet bekräftades", "Cambio de correo confirmado"],
  UserEmailChangeRequested: ["Email change requested", "E-posti muutmist taotleti", "Sähköpostin vaihtoa pyydettiin", "Запрошена смена email", "E-postbyte begärdes", "Cambio de correo solicitado"],
  UserEmailChanged: ["Email changed", "E-post muudeti", "Sähköposti vaihdettiin", "Email изменён", "E-postadressen ändrades", "Correo cambiado"],
  UserEmailClaimLapsed: ["Unconfirmed email released", "Kinnitamata e-post vabastati", "Vahvistamaton sähköposti vapautettiin", "Неподтверждённый email освобождён", "Obekräftad e-post släpptes", "Correo no confirmado liberado"],
  UserEmailVerified: ["Email verified", "E-post kinnitati", "Sähköposti vahvistettiin", "Email подтверждён", "E-postadressen verifierades", "Correo verificado"],
  UserFileAdded: ["File added", "Fail lisati", "Tiedosto lisättiin", "Файл добавлен", "Fil lades till", "Archivo añadido"],
  UserFileRemoved: ["File removed", "Fail eemaldati", "Tiedosto poistettiin", "Файл удалён", "Fil togs bort", "Archivo eliminado"],
  UserInvited: ["Person invited", "Isik kutsuti", "Henkilö kutsuttiin", "Сотрудник приглашён", "Personen bjöds in", "Persona invitada"],
  UserNotificationSettingsChanged: ["Notification settings changed", "Teavitusseadeid muudeti", "Ilmoitusasetuksia muutettiin", "Настройки уведомлений изменены", "Aviseringsinställningar ändrades", "Ajustes de notificaciones cambiados"],
  UserPasswordChanged: ["Password changed", "Parool muudeti", "Salasana vaihdettiin", "Пароль изменён", "Lösenordet ändrades", "Contraseña cambiada"],
  UserPreferencesChanged: ["Preferences changed", "Eelistusi muudeti", "Asetuksia muutettiin", "Настройки изменены", "Inställningar ändrades", "Preferencias cambiadas"],
  UserProfileUpdated: ["Profile changed", "Profiili muudeti", "Profiilia muutettiin", "Профиль изменён", "Profilen ändrades", "Perfil cambiado"],
  UserRightsChanged: ["Rights changed", "Õigusi muudeti", "Oikeuksia muutettiin", "Права изменены", "Behörigheter ändrades", "Permisos cambiados"],
  UserSignedIn: ["Signed in", "Logis sisse", "Kirjautui sisään", "Вошёл в систему", "Loggade in", "Inició sesión"],
  UserSignInFailed: ["Sign-in failed", "Sisselogimine ebaõnnestus", "Kirjautuminen epäonnistui", "Вход не удался", "Inloggningen misslyckades", "Inicio de sesión fallido"],
  UserSignedUp: ["Signed up", "Registreerus", "Rekisteröityi", "Зарегистрировался", "Registrerade sig", "Se registró"],
  UserUnsubscribed: ["Unsubscribed from emails", "Loobus e-kirjadest", "Peruutti sähköpostit", "Отписался от писем", "Avregistrerade sig från e-post", "Se dio de baja de los correos"],
  WorkAutoStopped: ["Work stopped automatically", "Töö peatati automaatselt", "Työ pysäytettiin automaattisesti", "Работа остановлена автоматически", "Arbetet stoppades automatiskt", "Trabajo detenido automáticamente"],
  WorkLogAdded: ["Work log added", "Töölogi lisati", "Työkirjaus lisättiin", "Запись о работе добавлена", "Arbetslogg lades till", "Registro de trabajo añadido"],
  WorkLogConfirmed: ["Work log confirmed", "Töölogi kinnitati", "Työkirjaus vahvistettiin", "Запись о работе подтверждена", "Arbetslogg bekräftades", "Registro de trabajo confirmado"],
  WorkLogDeleted: ["Work log deleted", "Töölogi kustutati", "Työkirjaus poistettiin", "Запись о работе удалена", "Arbetslogg togs bort", "Registro de trabajo eliminado"],
  WorkLogEdited: ["Work log edited", "Töölogi muudeti", "Työkirjausta muokattiin", "Запись о работе изменена", "Arbetslogg ändrades", "Registro de trabajo editado"],
  WorkLogUnconfirmed: ["Work log confirmation removed", "Töölogi kinnitus eemaldati", "Työkirjauksen vahvistus poistettiin", "Подтверждение записи снято", "Arbetsloggens bekräftelse togs bort", "Confirmación del registro retirada"],
  WorkPaused: ["Work paused", "Töö peatati", "Työ tauotettiin", "Работа приостановлена", "Arbetet pausades", "Trabajo en pausa"],
  WorkPeriodClosed: ["Work period closed", "Tööperiood suleti", "Työjakso suljettiin", "Рабочий период закрыт", "Arbetsperioden stängdes", "Periodo de trabajo cerrado"],
  WorkPeriodOpened: ["Work period opened", "Tööperiood avati", "Työjakso avattiin", "Рабочий период открыт", "Arbetsperioden öppnades", "Periodo de trabajo abierto"],
  WorkResumed: ["Work resumed", "Tööd jätkati", "Työtä jatkettiin", "Работа возобновлена", "Arbetet återupptogs", "Trabajo reanudado"],
  WorkStarted: ["Work started", "Töö alustati", "Työ aloitettiin", "Работа начата", "Arbetet påbörjades", "Trabajo iniciado"],
  WorkStopped: ["Work stopped", "Töö lõpetati", "Työ lopetettiin", "Работа завершена", "Arbetet avslutades", "Trabajo terminado"],
  PersonErased: ["Person's personal data erased", "Isikuandmed kustutati", "Henkilötiedot poistettiin", "Персональные данные удалены", "Personuppgifter raderades", "Datos personales borrados"],
};

/** "ScheduleShiftMoved" -> "Schedule shift moved". */
export const typeInWords = (type: string): string => {
  const spaced = type.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export const isAuditLanguage = (value: string): value is AuditLanguage => (auditLanguages as readonly string[]).includes(value);

/** The event in words in the language; English words, then the type's own name split, when unknown. */
export const auditEventWords = (type: string, language: string): string => {
  const known = words[type];
  if (known === undefined) return typeInWords(type);
  const base = language.slice(0, 2).toLowerCase();
  return known[isAuditLanguage(base) ? auditLanguages.indexOf(base) : 0] ?? known[0];
};

/** Every type with words of its own (the type filter lists these next to the ones seen in the log). */
export const auditTypesWithWords = (): readonly string[] => Object.keys(words);

/** The actor kinds in words. */
const actorKinds: Record<string, Words> = {
  user: ["Person", "Isik", "Henkilö", "Сотрудник", "Person", "Persona"],
  system: ["System", "Süsteem", "Järjestelmä", "Система", "System", "Sistema"],
  device: ["Device", "Seade", "Laite", "Устройство", "Enhet", "Dispositivo"],
  connector: ["Connector", "Liides", "Liitäntä", "Коннектор", "Koppling", "Conector"],
};

export const auditActorKindWords = (kind: string, language: string): string => {
  const known = actorKinds[kind];
  if (known === undefined) return kind;
  const base = language.slice(0, 2).toLowerCase();
  return known[isAuditLanguage(base) ? auditLanguages.indexOf(base) : 0] ?? known[0];
};
