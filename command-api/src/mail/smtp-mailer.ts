import nodemailer from "nodemailer";
import type { Mailer } from "./mail.port.ts";

export interface SmtpConfig {
  /** smtp://user:password@host:587 or smtps://... */
  readonly url: string;
  readonly from: string;
}

/** Sends through SMTP (nodemailer); a failure rejects, so the caller's request reports it. */
export const createSmtpMailer = (config: SmtpConfig): Mailer => {
  const transport = nodemailer.createTransport(config.url);
  return {
    send: async (message) => {
      await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    },
  };
};
