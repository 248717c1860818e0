import { quotedSubjectText } from "@workledger/domain";
import type { MailMessage } from "./mail.port.ts";

const product = "Workledger";

const message = (to: string, kind: string, subject: string, lines: readonly string[], link: string, unsubscribeLink?: string): MailMessage => {
  const text = [...lines, "", link, ...(unsubscribeLink === undefined ? [] : ["", `Unsubscribe: ${unsubscribeLink}`])].join("\n");
  return { to, kind, subject, text, link };
};

/**
 * The emails of the identity flows; links point at the web app's pages. A subject starts with our
 * own words and carries a company name only quoted and shortened (quotedSubjectText).
 */
export const mailTemplates = {
  verifyEmail: (to: string, link: string, unsubscribeLink: string) =>
    message(to, "verify_email", `Verify your email for ${product}`, ["Welcome to " + product + "!", "Please verify your email address:"], link, unsubscribeLink),
  resetPassword: (to: string, link: string) =>
    message(to, "reset_password", `Reset your ${product} password`, ["Someone asked to reset your password.", "The link is valid for 1 day:"], link),
  invitation: (to: string, link: string, companyName: string) =>
    message(to, "set_password", `Invitation to join ${quotedSubjectText(companyName)} on ${product}`, [`${product}: the company ${quotedSubjectText(companyName, 80)} invited you.`, "Set your password to start (the link is valid for 1 day):"], link),
  activation: (to: string, link: string, companyName: string) =>
    message(to, "activation", `Activate your ${product} account`, [`${product}: the company ${quotedSubjectText(companyName, 80)} asks you to activate your account.`, "The activation link is valid for one week:"], link),
};
