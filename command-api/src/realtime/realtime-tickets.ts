import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import { randomToken, sha256 } from "../identity/identity-crypto.ts";
import { identityDbOf } from "../identity/identity.tables.ts";

/**
 * A websocket cannot send an Authorization header from a browser, and a token in its URL ends up
 * in proxy and server logs. So the socket presents a ticket instead: obtained with the bearer token
 * in a header, good for one connection, within seconds. Any API process can redeem it (the table
 * is shared); only its hash is stored.
 */
export const realtimeTicketLifetimeMs = 20_000;

export const issueRealtimeTicket = async (db: Kysely<Database>, sessionId: string, now: Date): Promise<{ readonly ticket: string; readonly expiresAt: Date }> => {
  const idb = identityDbOf(db);
  const ticket = randomToken();
  const expiresAt = new Date(now.getTime() + realtimeTicketLifetimeMs);
  // Expired tickets are worth nothing: each new one sweeps them away.
  await idb.deleteFrom("identity_realtime_tickets").where("expires_at", "<", now).execute();
  await idb.insertInto("identity_realtime_tickets").values({ ticket_hash: sha256(ticket), session_id: sessionId, expires_at: expiresAt, used_at: null }).execute();
  return { ticket, expiresAt };
};

/** Uses a ticket once: the session it was issued to, or undefined when it is unknown, spent or expired. */
export const redeemRealtimeTicket = async (db: Kysely<Database>, ticket: string, now: Date): Promise<string | undefined> => {
  const row = await identityDbOf(db)
    .updateTable("identity_realtime_tickets")
    .set({ used_at: now })
    .where("ticket_hash", "=", sha256(ticket))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("session_id")
    .executeTakeFirst();
  return row?.session_id;
};
