import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emailAddressMessages } from "@workledger/domain/identity/email-address.ts";
import { personNameMessages } from "@workledger/domain/identity/person-name.ts";
import { uiMessages, uiTranslations } from "../../../ui/i18n/ui-translations.ts";
import { companyRows } from "../../company/i18n/company-translations.ts";
import { peopleRows } from "../../people/i18n/people-translations.ts";
import { statusActionLabels, roleLabels } from "../../people/people-rules.ts";
import { permissionGroupLabels, permissionLabels } from "../../people/permission-labels.ts";
import { preferencesRows } from "../../preferences/i18n/preferences-translations.ts";
import { notificationTypes } from "../../preferences/preferences.ts";
import { profileRows } from "../../profile/i18n/profile-translations.ts";
import { legalLines } from "../pages/legal-texts.ts";
import { passwordRules } from "../password-feedback.ts";
import { authRows } from "./auth-translations.ts";
import { identityTranslations } from "./identity-translations.ts";
import { identityLocales } from "./translation-rows.ts";

const featuresDir = join(import.meta.dirname, "../..");
const owned = ["auth", "people", "profile", "preferences", "company"];
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
const literalKeys = owned
  .flatMap((f) => sources(join(featuresDir, f)))
  .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string));

/** Texts passed to t() through a variable: labels, the API's messages the pages show. */
const dynamicKeys = [
  ...passwordRules.map((r) => r.label),
  ...Object.values(permissionLabels),
  ...Object.values(permissionGroupLabels),
  ...Object.values(statusActionLabels),
  ...Object.values(roleLabels),
  ...notificationTypes.map(([, label]) => label),
  ...["Information", "Rights", "Personal", "Files", "All", "Active", "Inactive", "Waiting activation", "Deleted"],
  ...["Company name", "Tax number", "Address", "Telephone", "Business area", "New password", "Password", "Reset password", "Set password"],
  ...["Upload Profile Image", "Upload Company Logo", "Take A Photo", "Set as Profile Photo", "Single image must not exceed 5MB", "Only image files can be uploaded"],
  ...["Invalid credentials", "This account doesn't exist", "Your account has been deleted", "Please verify your email", "Your account has been deactivated"],
  ...["Your company account has been disabled", "You have attempted to login multiple times already. Try resetting your password.", "Passwords must match", "The terms must be accepted"],
  ...Object.values(personNameMessages),
  ...legalLines,
  "I accept the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>",
  ...[emailAddressMessages.invisible, emailAddressMessages.mixedScripts, "The link sent to the new address has expired.", "The current address stays in use until the link sent to the new one is followed."],
  ...["Your new email address is confirmed.", "User successfully updated. The new email address is used once it is confirmed through the link sent to it."],
  ...["We have sent a confirmation link to the new address. Until it is followed, sign in with your current address."],
  ...["This field is required", "This email / RFID is already in use", "Oops!", "You are forced to logout due to your account has been updated", "You are forced to logout due to your account has been disabled"],
];

// None: the frame test (lib/i18n) allows no English copies in feature tables.
const sameAsEnglish = new Set<string>();

describe("identity translations", () => {
  const rows = [...authRows, ...peopleRows, ...profileRows, ...preferencesRows, ...companyRows];

  it("has each English text once", () => {
    const keys = rows.map((r) => r[0]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(identityLocales.filter((l) => l !== "en").map((l) => [l, identityLocales.indexOf(l)] as const))("%s translates every text and keeps placeholders", (locale, index) => {
    for (const row of rows) {
      const text = row[index] ?? "";
      expect(text.trim(), row[0]).not.toBe("");
      if (!sameAsEnglish.has(`${locale}:${row[0]}`)) expect(text, `${locale}: ${row[0]}`).not.toBe(row[0]);
      expect([...text.matchAll(/{{\w+}}/g)].map((m) => m[0]).sort(), row[0]).toEqual([...row[0].matchAll(/{{\w+}}/g)].map((m) => m[0]).sort());
    }
  });

  it("covers every t() of the identity pages in all six locales (here or in the UI kit)", () => {
    const ui = new Set<string>(uiMessages);
    const missing = [...new Set([...literalKeys, ...dynamicKeys])].filter((key) => !ui.has(key) && identityTranslations.fi[key] === undefined);
    expect(missing).toEqual([]);
    for (const locale of identityLocales) for (const key of ui) expect((uiTranslations[locale] as Record<string, string>)[key], key).toBeTruthy();
  });
});
