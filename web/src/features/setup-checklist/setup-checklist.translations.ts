import { translationTable } from "../settings/kit/translation-table.ts";

/** Texts of the owner's setup checklist on the dashboard. */
export const translations = translationTable({
  "Set up your company": ["Seadista oma ettevõte", "Ota yrityksesi käyttöön", "Настройте свою компанию", "Kom igång med ditt företag", "Configure su empresa"],
  "{{done}} of {{total}} steps done": ["{{done}} sammu {{total}}-st tehtud", "{{done}}/{{total}} vaihetta tehty", "Выполнено шагов: {{done}} из {{total}}", "{{done}} av {{total}} steg klara", "{{done}} de {{total}} pasos hechos"],
  done: ["tehtud", "tehty", "выполнено", "klart", "hecho"],
  "to do": ["tegemata", "tekemättä", "не выполнено", "att göra", "pendiente"],
  "Verify your email": ["Kinnita oma e-post", "Vahvista sähköpostiosoitteesi", "Подтвердите адрес эл. почты", "Verifiera din e-post", "Verifique su correo"],
  "Open the link we mailed you, or send a new one.": ["Ava meie saadetud link või saada uus.", "Avaa lähettämämme linkki tai lähetä uusi.", "Откройте ссылку из нашего письма или отправьте новую.", "Öppna länken vi skickade, eller skicka en ny.", "Abra el enlace que le enviamos o envíe uno nuevo."],
  "Choose your pay period": ["Vali palgaperiood", "Valitse palkkakausi", "Выберите расчётный период", "Välj löneperiod", "Elija su periodo de pago"],
  "Weekly, every two weeks, twice a month or monthly, and the time zone.": ["Iganädalane, üle nädala, kaks korda kuus või igakuine, ja ajavöönd.", "Viikoittain, joka toinen viikko, kahdesti kuussa tai kuukausittain, sekä aikavyöhyke.", "Еженедельно, раз в две недели, два раза в месяц или ежемесячно, и часовой пояс.", "Varje vecka, varannan vecka, två gånger i månaden eller månadsvis, och tidszonen.", "Semanal, quincenal, dos veces al mes o mensual, y la zona horaria."],
  "Create a workspace": ["Loo tööala", "Luo työkohde", "Создайте рабочее место", "Skapa en arbetsplats", "Cree un lugar de trabajo"],
  "A site your people work at, with its location.": ["Koht, kus sinu inimesed töötavad, koos asukohaga.", "Paikka, jossa väkesi työskentelee, sijainteineen.", "Место, где работают ваши люди, с его расположением.", "En plats där dina anställda arbetar, med dess läge.", "Un sitio donde trabaja su gente, con su ubicación."],
  "Add work types": ["Lisage töö liigid", "Lisää työlajit", "Добавьте виды работ", "Lägg till arbetstyper", "Añada tipos de trabajo"],
  "What your people do, such as cleaning or driving.": ["Mida sinu inimesed teevad, näiteks koristamine või sõitmine.", "Mitä väkesi tekee, esimerkiksi siivousta tai ajoa.", "Чем занимаются ваши люди, например уборка или вождение.", "Vad dina anställda gör, till exempel städning eller körning.", "Lo que hace su gente, como limpieza o conducción."],
  "Invite people": ["Kutsu inimesi", "Kutsu henkilöt", "Пригласите людей", "Bjud in personer", "Invite a personas"],
  "Invite your workers by email into a workspace.": ["Kutsu oma töötajad e-posti teel tööalale.", "Kutsu työntekijäsi sähköpostilla työkohteeseen.", "Пригласите работников по эл. почте на рабочее место.", "Bjud in dina anställda via e-post till en arbetsplats.", "Invite a sus trabajadores por correo a un lugar de trabajo."],
  "Confirm the first work hours": ["Kinnita esimesed töötunnid", "Vahvista ensimmäiset työtunnit", "Подтвердите первые рабочие часы", "Bekräfta de första arbetstimmarna", "Confirme las primeras horas de trabajo"],
  "Check and confirm the hours your people punched.": ["Kontrolli ja kinnita oma inimeste registreeritud tunnid.", "Tarkista ja vahvista väkesi leimaamat tunnit.", "Проверьте и подтвердите отмеченные часы ваших людей.", "Kontrollera och bekräfta timmarna dina anställda stämplat.", "Revise y confirme las horas que fichó su gente."],
});
