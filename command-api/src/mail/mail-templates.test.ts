import { describe, expect, it } from "vitest";
import { subjectTextMax } from "@workledger/domain";
import { emailChangeMails } from "./email-change-mails.ts";
import { mailTemplates } from "./mail-templates.ts";

const phishing = "URGENT: your payroll account is locked, sign in at once at evil.example to keep your salary";

/** Every subject the product mails, with the most hostile company name a sign-up can choose. */
const subjects = (): string[] => [
  mailTemplates.verifyEmail("a@x.io", "l", "u").subject,
  mailTemplates.resetPassword("a@x.io", "l").subject,
  mailTemplates.invitation("a@x.io", "l", phishing).subject,
  mailTemplates.activation("a@x.io", "l", phishing).subject,
  ...["en", "et", "fi", "ru", "sv", "es"].flatMap((language) => [emailChangeMails.confirm(language, "a@x.io", "l").subject, emailChangeMails.notice(language, "a@x.io", "b@x.io").subject]),
];

describe("mail subjects", () => {
  it("never start with text a user chose", () => {
    for (const subject of subjects()) expect(subject.startsWith("URGENT")).toBe(false);
  });

  it("carry a company name only quoted and shortened, after our own words", () => {
    const subject = mailTemplates.invitation("a@x.io", "l", phishing).subject;
    expect(subject).toMatch(/^Invitation to join “URGENT: your payroll[^”]*…” on Workledger$/);
    expect(subject).not.toContain("evil.example");
    expect(subject.length).toBeLessThanOrEqual("Invitation to join “” on Workledger".length + subjectTextMax);
  });

  it("keep a short name whole", () => {
    expect(mailTemplates.invitation("a@x.io", "l", "Acme").subject).toBe("Invitation to join “Acme” on Workledger");
  });

  it("put no user text in any other subject", () => {
    for (const subject of subjects()) if (!subject.startsWith("Invitation to join")) expect(subject).not.toContain("URGENT");
  });
});
