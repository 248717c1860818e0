import { describe, expect, it } from "vitest";
import { emailChangeMails, emailChangeTexts, mailLocales } from "./email-change-mails.ts";

describe("the mails of an email change", () => {
  it.each(mailLocales)("speak %s: the confirmation names the new address and carries its link; the notice names both", (locale) => {
    const confirm = emailChangeMails.confirm(locale, "new@x.io", "http://app.test/verification?token=t");
    expect(confirm).toMatchObject({ to: "new@x.io", kind: "confirm_email", subject: emailChangeTexts[locale].confirmSubject, link: "http://app.test/verification?token=t" });
    expect(confirm.text).toContain("new@x.io");
    expect(confirm.text).toContain("http://app.test/verification?token=t");
    const notice = emailChangeMails.notice(locale, "old@x.io", "new@x.io");
    expect(notice).toMatchObject({ to: "old@x.io", kind: "email_change_notice", subject: emailChangeTexts[locale].noticeSubject });
    expect(notice.link).toBeUndefined();
    expect(notice.text).toContain("old@x.io");
    expect(notice.text).toContain("new@x.io");
    expect(`${confirm.text}${notice.text}`).not.toMatch(/\{\{/);
  });
  it("has a text of its own in every language, and falls back to English for others", () => {
    const subjects = mailLocales.map((l) => emailChangeTexts[l].confirmSubject);
    expect(new Set(subjects).size).toBe(mailLocales.length);
    expect(emailChangeMails.confirm("de", "a@x.io", "l").subject).toBe(emailChangeTexts.en.confirmSubject);
    expect(emailChangeMails.confirm("fi-FI", "a@x.io", "l").subject).toBe(emailChangeTexts.fi.confirmSubject);
  });
});
