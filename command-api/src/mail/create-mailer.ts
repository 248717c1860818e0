import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import type { Mailer, MailMessage } from "./mail.port.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export interface MailConfig {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
}

/** SMTP when SMTP_URL is set, else the outbox table (`onKept` hears each mail kept there). */
export const createMailer = (config: MailConfig, db: Kysely<Database>, clock: () => Date, onKept?: (message: MailMessage) => void): Mailer =>
  config.smtpUrl === undefined ? createOutboxMailer(db, clock, onKept) : createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
