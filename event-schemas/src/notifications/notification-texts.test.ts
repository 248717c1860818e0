import { describe, expect, it } from "vitest";
import { notificationEmailEnabled, notificationGroupOf, notificationKindOf, notificationTypes, type NotificationData, type NotificationType } from "./notification-types.ts";
import { notificationLocales, notificationTemplates, notificationTitles, renderNotification } from "./notification-texts.ts";

/** Full data for every placeholder; instants chosen so Helsinki (UTC+2 in November) shifts the day. */
const full: NotificationData = {
  name: "Mari Maasikas",
  workspace: "Harbour",
  worktype: "Welding",
  datetime: "2026-11-24T22:15:00.000Z",
  manager: "Boss Bossman",
  worker: "Wendy Worker",
  action: "approved",
  start: "2026-12-01T08:00:00.000Z",
  end: "2026-12-03T16:00:00.000Z",
  type: "Vacation",
  bonus: 25.5,
  bill_warning: "2026-12-31",
  trial_ends_at_in_days: 7,
  message: "Office closed on Friday",
};

const english: Readonly<Record<NotificationType, string>> = {
  system: "Office closed on Friday",
  company: "Office closed on Friday",
  overtime: "Mari Maasikas is working overtime with work (Harbour - Welding) at this 25.11.2026 00:15.",
  workspace_in: "Mari Maasikas has entered Harbour at 25.11.2026 00:15.",
  workspace_out: "Mari Maasikas has left Harbour at 25.11.2026 00:15.",
  automatic_start_by_mobile: "Your work (Harbour - Welding) has automatically started at 25.11.2026 00:15.",
  automatic_end_by_mobile: "Your work (Harbour - Welding) has automatically ended at 25.11.2026 00:15.",
  automatic_pause_by_preference: "Your work (Harbour - Welding) has automatically paused at 25.11.2026 00:15.",
  automatic_resume_by_preference: "Your work (Harbour - Welding) has automatically resumed at 25.11.2026 00:15.",
  automatic_end_by_preference: "Your work (Harbour - Welding) has automatically ended at 25.11.2026 00:15.",
  bonus_added: "Congrats! Boss Bossman has approved a bonus for your great work.",
  bonus_declined: "Boss Bossman has declined your request for a bonus.",
  bonus_request: "Wendy Worker has requested a bonus of 25.5€.",
  absence_added: "Boss Bossman has approved a paid absence.",
  absence_declined: "Boss Bossman has declined your request for a paid absence.",
  absence_request: "Wendy Worker has requested a paid absence 'Vacation' (01.12.2026 - 03.12.2026).",
  bill_warning: "You have an unpaid invoice. Your account will be closed on 31.12.2026.",
  trial_ends: "Your Workledger trial will end in 7 days. Add your billing details to keep using Workledger.",
};

/** The placeholder values each template must show, as the reader sees them. */
const shown: Readonly<Record<string, string>> = {
  name: "Mari Maasikas",
  workspace: "Harbour",
  worktype: "Welding",
  datetime: "25.11.2026 00:15",
  manager: "Boss Bossman",
  worker: "Wendy Worker",
  start: "01.12.2026",
  end: "03.12.2026",
  type: "Vacation",
  bonus: "25.5",
  bill_warning: "31.12.2026",
  trial: "7",
  message: "Office closed on Friday",
};

describe("notification texts", () => {
  it("render every type in English word for word, placeholders filled in the reader's zone", () => {
    for (const type of notificationTypes) expect(renderNotification(type, full, { locale: "en", timeZone: "Europe/Helsinki" }), type).toBe(english[type]);
  });

  it("render every type in each of the six locales with every placeholder's value and no placeholder left", () => {
    for (const locale of notificationLocales) {
      for (const type of notificationTypes) {
        const template = notificationTemplates[locale][type];
        const text = renderNotification(type, full, { locale, timeZone: "Europe/Helsinki" });
        const names = [...template.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
        expect(names.length, `${locale} ${type} has placeholders`).toBeGreaterThan(0);
        for (const name of names) if (name !== "action") expect(text, `${locale} ${type} shows :${name}`).toContain(shown[name]);
        expect(text).not.toMatch(/:[a-z_]{3,}/);
        // The template with its values put back equals the text: nothing else was changed.
        expect(text.length).toBeGreaterThan(template.replace(/:([a-z_]+)/g, "").length);
        if (locale !== "en" && type !== "system" && type !== "company") expect(text, `${locale} ${type} is translated`).not.toBe(english[type]);
      }
    }
  });

  it("translate :action and fill :trial from trial_ends_at_in_days", () => {
    expect(renderNotification("absence_added", { ...full, action: "added" }, { locale: "fi" })).toBe("Boss Bossman on lisännyt palkallisen poissaolon.");
    expect(renderNotification("bonus_added", full, { locale: "es" })).toBe("¡Enhorabuena! Boss Bossman ha aprobado una bonificación por tu gran trabajo.");
    expect(renderNotification("trial_ends", { trial_ends_at_in_days: 3 }, { locale: "et" })).toBe(
      "Sinu Workledgeri prooviperiood lõpeb 3 päeva pärast. Lisa arveldusandmed, et Workledgerit edasi kasutada.",
    );
    expect(renderNotification("workspace_in", full, { locale: "sv", timeZone: "UTC" })).toBe("Mari Maasikas har kommit till Harbour 24.11.2026 22:15.");
    expect(renderNotification("absence_request", full, { locale: "ru-RU" })).toBe("Wendy Worker запросил(а) оплачиваемое отсутствие 'Vacation' (01.12.2026 - 03.12.2026).");
  });

  it("name the days an all-day absence covers: its exclusive end at midnight shows the day before, as the request's drawer does", () => {
    // Paid leave 14.12-16.12 in Helsinki is kept as [14.12 00:00, 17.12 00:00) local time.
    const leave = { worker: "Wendy Worker", type: "Vacation", start: "2026-12-13T22:00:00.000Z", end: "2026-12-16T22:00:00.000Z" };
    expect(renderNotification("absence_request", leave, { locale: "en", timeZone: "Europe/Helsinki" })).toBe("Wendy Worker has requested a paid absence 'Vacation' (14.12.2026 - 16.12.2026).");
    for (const locale of notificationLocales) expect(renderNotification("absence_request", leave, { locale, timeZone: "Europe/Helsinki" })).toContain("14.12.2026 - 16.12.2026");
    // One day: first and last are the same day; a bare date is a day already.
    expect(renderNotification("absence_request", { ...leave, end: "2026-12-14T22:00:00.000Z" }, { locale: "en", timeZone: "Europe/Helsinki" })).toContain("(14.12.2026 - 14.12.2026)");
    expect(renderNotification("absence_request", { ...leave, start: "2026-12-14", end: "2026-12-16" }, { locale: "en" })).toContain("(14.12.2026 - 16.12.2026)");
  });

  it("fall back to the plain message when a placeholder's data is missing, and to the type's title without one", () => {
    const { workspace: _w, ...noWorkspace } = full;
    expect(renderNotification("automatic_end_by_preference", noWorkspace, { locale: "en" })).toBe("Office closed on Friday");
    expect(renderNotification("automatic_end_by_preference", { datetime: "not a date", workspace: "A", worktype: "B" }, { locale: "en" })).toBe("Work ended automatically");
    expect(renderNotification("bonus_request", { worker: "W", bonus: Number.NaN }, { locale: "sv" })).toBe("Bonusförfrågan");
    expect(renderNotification("company", {}, { locale: "de" })).toBe(notificationTitles.en.company);
    expect(renderNotification("trial_ends", { trial_ends_at_in_days: 2.5, message: "Trial ends soon" }, { locale: "en" })).toBe("Trial ends soon");
  });

  it("colour by kind (spec section 6) and read the email switches with absent keys on", () => {
    expect(notificationKindOf("bonus_added")).toBe("success");
    expect(notificationKindOf("absence_request")).toBe("primary");
    expect(notificationKindOf("overtime")).toBe("warning");
    expect(notificationKindOf("absence_declined")).toBe("danger");
    expect(notificationKindOf("system")).toBe("neutral");
    expect(notificationEmailEnabled({}, "bonus_request")).toBe(true);
    expect(notificationEmailEnabled({ bonus_request: false }, "bonus_request")).toBe(false);
    expect(notificationEmailEnabled({ workspace_in_out: false }, "workspace_out")).toBe(false);
  });

  it("group by age: the last 24 hours, the last 7 days, older", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(notificationGroupOf("2026-11-24T12:00:01Z", now)).toBe("latest");
    expect(notificationGroupOf("2026-11-24T12:00:00Z", now)).toBe("this_week");
    expect(notificationGroupOf("2026-11-18T12:00:01Z", now)).toBe("this_week");
    expect(notificationGroupOf("2026-11-18T12:00:00Z", now)).toBe("older");
  });
});
