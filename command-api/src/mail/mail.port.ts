/** An email the system sends. `link` is the one action it carries (kept apart so tests and the outbox can follow it). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly kind: string;
  readonly link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
