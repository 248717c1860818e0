import { sql, type Kysely } from "kysely";
import { RateLimitedError } from "@workledger/domain";
import type { IdentityDatabase } from "./identity.tables.ts";

/**
 * Anyone can ask for a link mail (password reset, verification) by address. Each request is
 * counted by the address asked about, whoever asks and whether it exists, and by the client
 * address asking, over all addresses: neither one inbox nor the mail server can be flooded, and
 * one client cannot walk through a list of addresses.
 */
export interface MailRequestThrottleOptions {
  readonly windowMs: number;
  readonly maxPerAddress: number;
  readonly maxPerClient: number;
}

export const defaultMailRequestThrottle: MailRequestThrottleOptions = { windowMs: 3600_000, maxPerAddress: 5, maxPerClient: 20 };

export type MailRequestKind = "reset_password" | "verify_email";

export const mailThrottledMessage = "Too many emails were requested. Try again later.";

/** Refuses (429 mail_throttled, Retry-After) a request over either budget; counts the request otherwise. */
export const admitMailRequest = async (
  db: Kysely<IdentityDatabase>,
  input: { readonly kind: MailRequestKind; readonly email: string; readonly ip: string; readonly now: Date },
  options: MailRequestThrottleOptions = defaultMailRequestThrottle,
): Promise<void> => {
  const since = new Date(input.now.getTime() - options.windowMs);
  const recent = (q: ReturnType<typeof base>) => q.executeTakeFirstOrThrow();
  const base = () =>
    db
      .selectFrom("identity_mail_requests")
      .select([sql<string>`count(*)`.as("n"), sql<Date | null>`min(requested_at)`.as("first")])
      .where("requested_at", ">", since);
  const [byAddress, byClient] = await Promise.all([
    recent(base().where("kind", "=", input.kind).where("email", "=", input.email)),
    recent(base().where("ip", "=", input.ip)),
  ]);
  for (const [row, max] of [[byAddress, options.maxPerAddress], [byClient, options.maxPerClient]] as const) {
    if (Number(row.n) >= max) {
      // Free again once the oldest counted request leaves the window.
      const first = row.first === null ? input.now.getTime() : new Date(row.first).getTime();
      throw new RateLimitedError(Math.max(1, Math.ceil((first + options.windowMs - input.now.getTime()) / 1000)), mailThrottledMessage, "mail_throttled");
    }
  }
  await db.insertInto("identity_mail_requests").values({ kind: input.kind, email: input.email, ip: input.ip, requested_at: input.now }).execute();
  // Old rows count for nothing: keep the table to the window.
  await db.deleteFrom("identity_mail_requests").where("requested_at", "<", new Date(input.now.getTime() - 2 * options.windowMs)).execute();
};
