import { tablesFromRows, type TranslationRow } from "../../auth/i18n/translation-rows.ts";

/** Texts of the Company Profile drawer (spec sections 2 and 7, clarification 11). */
export const companyRows: readonly TranslationRow[] = [
  ["Company Profile", "Ettevõtte profiil", "Yritysprofiili", "Профиль компании", "Företagsprofil", "Perfil de la empresa"],
  ["Telephone", "Telefon", "Puhelin", "Телефон", "Telefon", "Teléfono"],
  ["Business area", "Tegevusala", "Toimiala", "Сфера деятельности", "Verksamhetsområde", "Sector de actividad"],
  ["No logo", "Logo puudub", "Ei logoa", "Нет логотипа", "Ingen logotyp", "Sin logotipo"],
  ["Change", "Muuda", "Vaihda", "Изменить", "Ändra", "Cambiar"],
  ["Delete", "Kustuta", "Poista", "Удалить", "Radera", "Eliminar"],
  ["Are you sure you want to remove profile image?", "Kas oled kindel, et soovid profiilipildi eemaldada?", "Haluatko varmasti poistaa profiilikuvan?", "Вы уверены, что хотите удалить изображение профиля?", "Är du säker på att du vill ta bort profilbilden?", "¿Seguro que desea quitar la imagen de perfil?"],
  ["Company logo updated successfully", "Ettevõtte logo on uuendatud", "Yrityksen logo päivitetty", "Логотип компании обновлён", "Företagslogotypen har uppdaterats", "Logotipo de la empresa actualizado correctamente"],
  ["Company logo removed successfully", "Ettevõtte logo on eemaldatud", "Yrityksen logo poistettu", "Логотип компании удалён", "Företagslogotypen har tagits bort", "Logotipo de la empresa eliminado correctamente"],
  ["Company successfully updated", "Ettevõte on uuendatud", "Yritys päivitetty", "Компания обновлена", "Företaget har uppdaterats", "Empresa actualizada correctamente"],
];

export const companyTranslations = tablesFromRows(companyRows);
