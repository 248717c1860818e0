import { translationTable } from "../settings/kit/translation-table.ts";

/** Texts of the /workspace page (en, et, fi, ru, sv, es). */
export const translations = translationTable({
  "A workspace is a place people work at, with a location and a radius.": [
    "Tööala on koht, kus inimesed töötavad, asukoha ja raadiusega.",
    "Työkohde on paikka, jossa ihmiset työskentelevät; sillä on sijainti ja säde.",
    "Рабочее место — это место работы людей с местоположением и радиусом.",
    "En arbetsplats är en plats där folk arbetar, med en plats och en radie.",
    "Un lugar de trabajo es donde trabaja la gente, con una ubicación y un radio.",
  ],
  "Add workspace": ["Lisa tööala", "Lisää työkohde", "Добавить рабочее место", "Lägg till arbetsplats", "Añadir lugar de trabajo"],
  "Deactivate workspace": ["Deaktiveeri tööala", "Poista työkohde käytöstä", "Деактивировать рабочее место", "Inaktivera arbetsplats", "Desactivar lugar de trabajo"],
  "Deactivate {{name}}?": ["Kas deaktiveerida {{name}}?", "Poistetaanko {{name}} käytöstä?", "Деактивировать {{name}}?", "Inaktivera {{name}}?", "¿Desactivar {{name}}?"],
  "Edit workspace": ["Muuda tööala", "Muokkaa työkohdetta", "Изменить рабочее место", "Redigera arbetsplats", "Editar lugar de trabajo"],
  "New workspace": ["Uus tööala", "Uusi työkohde", "Новое рабочее место", "Ny arbetsplats", "Nuevo lugar de trabajo"],
  "No workspaces yet": ["Tööalasid veel pole", "Ei vielä työkohteita", "Рабочих мест пока нет", "Inga arbetsplatser ännu", "Aún no hay lugares de trabajo"],
  History: ["Ajalugu", "Historia", "История", "Historik", "Historial"],
  Overview: ["Ülevaade", "Yleiskatsaus", "Обзор", "Översikt", "Resumen"],
  Latitude: ["Laiuskraad", "Leveysaste", "Широта", "Latitud", "Latitud geográfica"],
  Longitude: ["Pikkuskraad", "Pituusaste", "Долгота", "Longitud", "Longitud geográfica"],
  "Show on map": ["Näita kaardil", "Näytä kartalla", "Показать на карте", "Visa på kartan", "Ver en el mapa"],
  "Workspace successfully created": ["Tööala edukalt loodud", "Työkohde luotu onnistuneesti", "Рабочее место успешно создано", "Arbetsplatsen har skapats", "Lugar de trabajo creado correctamente"],
  "Workspace successfully updated": ["Tööala edukalt uuendatud", "Työkohde päivitetty onnistuneesti", "Рабочее место успешно обновлено", "Arbetsplatsen har uppdaterats", "Lugar de trabajo actualizado correctamente"],
  "Workspace successfully deleted": ["Tööala edukalt kustutatud", "Työkohde poistettu onnistuneesti", "Рабочее место успешно удалено", "Arbetsplatsen har tagits bort", "Lugar de trabajo eliminado correctamente"],
  "Workspace created": ["Tööala loodud", "Työkohde luotu", "Рабочее место создано", "Arbetsplats skapad", "Lugar de trabajo creado"],
  "Workspace renamed": ["Tööala ümber nimetatud", "Työkohde nimetty uudelleen", "Рабочее место переименовано", "Arbetsplats omdöpt", "Lugar de trabajo renombrado"],
  "Location changed": ["Asukoht muudetud", "Sijainti muutettu", "Местоположение изменено", "Plats ändrad", "Ubicación cambiada"],
  "Default work type changed": ["Vaikimisi töö liik muudetud", "Oletustyölaji muutettu", "Вид работы по умолчанию изменён", "Standardarbetstyp ändrad", "Tipo de trabajo predeterminado cambiado"],
  "People assigned": ["Inimesed lisatud", "Henkilöt liitetty", "Люди назначены", "Personer tilldelade", "Personas asignadas"],
  "People removed": ["Inimesed eemaldatud", "Henkilöt poistettu", "Люди удалены", "Personer borttagna", "Personas retiradas"],
  "Workspace deactivated": ["Tööala deaktiveeritud", "Työkohde poistettu käytöstä", "Рабочее место деактивировано", "Arbetsplats inaktiverad", "Lugar de trabajo desactivado"],
  "Workspace reactivated": ["Tööala taasaktiveeritud", "Työkohde otettu uudelleen käyttöön", "Рабочее место снова активно", "Arbetsplats återaktiverad", "Lugar de trabajo reactivado"],
});
