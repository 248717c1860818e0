import { tablesFromRows, type TranslationRow } from "../../auth/i18n/translation-rows.ts";

/** Texts of /profile and the photo flow. */
export const profileRows: readonly TranslationRow[] = [
  ["Change email", "Muuda e-posti aadressi", "Vaihda sähköpostiosoite", "Изменить адрес эл. почты", "Byt e-postadress", "Cambiar correo electrónico"],
  ["New email", "Uus e-posti aadress", "Uusi sähköpostiosoite", "Новый адрес эл. почты", "Ny e-postadress", "Nuevo correo electrónico"],
  ["Send confirmation link", "Saada kinnituslink", "Lähetä vahvistuslinkki", "Отправить ссылку для подтверждения", "Skicka bekräftelselänk", "Enviar enlace de confirmación"],
  ["We have sent a confirmation link to the new address. Until it is followed, sign in with your current address.", "Saatsime uuele aadressile kinnituslingi. Kuni seda pole avatud, logige sisse praeguse aadressiga.", "Lähetimme vahvistuslinkin uuteen osoitteeseen. Kunnes sitä on käytetty, kirjaudu nykyisellä osoitteellasi.", "Мы отправили ссылку для подтверждения на новый адрес. Пока она не открыта, входите с текущим адресом.", "Vi har skickat en bekräftelselänk till den nya adressen. Tills den har öppnats loggar du in med din nuvarande adress.", "Hemos enviado un enlace de confirmación a la nueva dirección. Hasta que se abra, inicie sesión con su dirección actual."],
  ["You have no rights to edit your profile.", "Teil ei ole õigust oma profiili muuta.", "Sinulla ei ole oikeutta muokata profiiliasi.", "У вас нет прав изменять свой профиль.", "Du har inte behörighet att redigera din profil.", "No tiene permiso para editar su perfil."],
  ["Profile updated successfully", "Profiil on uuendatud", "Profiili päivitetty", "Профиль обновлён", "Profilen har uppdaterats", "Perfil actualizado correctamente"],
  ["Profile photo updated successfully", "Profiilifoto on uuendatud", "Profiilikuva päivitetty", "Фото профиля обновлено", "Profilbilden har uppdaterats", "Foto de perfil actualizada correctamente"],
  ["Change password", "Muuda parooli", "Vaihda salasana", "Изменить пароль", "Byt lösenord", "Cambiar contraseña"],
  ["Password changed successfully", "Parool on muudetud", "Salasana vaihdettu", "Пароль изменён", "Lösenordet har ändrats", "Contraseña cambiada correctamente"],
  ["Upload Profile Image", "Laadi üles profiilipilt", "Lataa profiilikuva", "Загрузить фото профиля", "Ladda upp profilbild", "Subir imagen de perfil"],
  ["Upload Company Logo", "Laadi üles ettevõtte logo", "Lataa yrityksen logo", "Загрузить логотип компании", "Ladda upp företagslogotyp", "Subir logotipo de la empresa"],
  ["Take A Photo", "Tee foto", "Ota kuva", "Сделать фото", "Ta ett foto", "Hacer una foto"],
  ["Set as Profile Photo", "Määra profiilifotoks", "Aseta profiilikuvaksi", "Сделать фото профиля", "Använd som profilbild", "Usar como foto de perfil"],
  ["Retake", "Tee uuesti", "Ota uudelleen", "Переснять", "Ta om", "Repetir"],
  ["Back", "Tagasi", "Takaisin", "Назад", "Tillbaka", "Atrás"],
  ["Zoom", "Suurendus", "Zoomaus", "Масштаб", "Zooma", "Ampliación"],
  ["Horizontal", "Horisontaalne", "Vaakasuunta", "По горизонтали", "Vågrätt", "Posición horizontal"],
  ["Vertical", "Vertikaalne", "Pystysuunta", "По вертикали", "Lodrätt", "Posición vertical"],
  ["Drag and drop an image here, or click to browse", "Lohistage pilt siia või klõpsake sirvimiseks", "Vedä kuva tähän tai valitse napsauttamalla", "Перетащите изображение сюда или нажмите, чтобы выбрать", "Dra och släpp en bild här eller klicka för att bläddra", "Arrastre una imagen aquí o haga clic para buscarla"],
  ["Single image must not exceed 5MB", "Üks pilt ei tohi ületada 5 MB", "Yksittäinen kuva saa olla enintään 5 Mt", "Одно изображение не должно превышать 5 МБ", "En enskild bild får inte överstiga 5 MB", "Una sola imagen no debe superar los 5 MB"],
  ["Only image files can be uploaded", "Üles saab laadida ainult pildifaile", "Vain kuvatiedostoja voi ladata", "Можно загружать только изображения", "Endast bildfiler kan laddas upp", "Solo se pueden subir imágenes"],
];

export const profileTranslations = tablesFromRows(profileRows);
