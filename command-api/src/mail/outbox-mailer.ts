import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import { identityDbOf } from "../identity/identity.tables.ts";
import type { Mailer, MailMessage } from "./mail.port.ts";

/**
 * Without SMTP, mail is kept in the outbox table: tests read it, developers print it with
 * `npm run mail` (or, with DEV_OUTBOX, GET /api/dev/outbox as a platform admin). `onKept` lets
 * the loopback-only development mode show each kept mail in the app's terminal.
 */
export const createOutboxMailer = (db: Kysely<Database>, clock: () => Date, onKept?: (message: MailMessage) => void): Mailer => {
  const idb = identityDbOf(db);
  return {
    send: async (message) => {
      await idb
        .insertInto("mail_outbox")
        .values({
          id: randomUUID(),
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          kind: message.kind,
          link: message.link ?? null,
          created_at: clock(),
          sent_at: null,
          error: null,
        })
        .execute();
      onKept?.(message);
    },
  };
};

export interface OutboxEntry {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly kind: string;
  readonly link: string | null;
  readonly createdAt: string;
}

/** Newest first; optionally only the mail to one address. */
export const readOutbox = async (db: Kysely<Database>, options: { readonly to?: string; readonly limit?: number } = {}): Promise<OutboxEntry[]> => {
  let q = identityDbOf(db).selectFrom("mail_outbox").selectAll();
  if (options.to !== undefined) q = q.where("to_address", "=", options.to.trim().toLowerCase());
  const rows = await q.orderBy("seq", "desc").limit(options.limit ?? 50).execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    kind: r.kind,
    link: r.link,
    createdAt: new Date(r.created_at).toISOString(),
  }));
};

/** The outbox as text for a terminal: one block per mail, its link on its own line. */
export const formatOutbox = (mails: readonly Pick<OutboxEntry, "createdAt" | "to" | "subject" | "kind" | "link">[]): string =>
  mails.map((m) => [`${m.createdAt}  ${m.kind}  to ${m.to}`, `  ${m.subject}`, ...(m.link === null ? [] : [`  ${m.link}`])].join("\n")).join("\n\n");
