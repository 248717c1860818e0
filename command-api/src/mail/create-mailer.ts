import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import type { Mailer } from "./mail.port.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export interface MailConfig {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
}

/** SMTP when SMTP_URL is set, else the outbox table. */
export const createMailer = (config: MailConfig, db: Kysely<Database>, clock: () => Date): Mailer =>
  config.smtpUrl === undefined ? createOutboxMailer(db, clock) : createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
