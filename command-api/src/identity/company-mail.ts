import { sql } from "kysely";
import { assertCompanyMayMail, assertMailBudget, companyDecider, mailLimits, type CompanyState, type MailingOwner, type SentInWindow } from "@workledger/domain";
import { companyStreamName } from "@workledger/event-schemas";
import { findDirectoryUser } from "@workledger/projections";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";

/**
 * What a company may mail (the rules are domain's outgoing-mail.ts): nothing but the owner's own
 * mail until the owner verified their address, and invitation and activation mails within the
 * budgets per address, per actor and per company and day. Routes check before they write anything,
 * and count each mail they send.
 */

type MailDeps = Pick<IdentityDeps, "db" | "eventStore" | "clock">;

/** The company as its stream has it now (the mail cap lives only there). */
export const companyStateOf = async (deps: MailDeps, companyId: string): Promise<CompanyState> =>
  (await deps.eventStore.readStream(companyStreamName(companyId))).reduce(
    (state, event) => companyDecider.evolve(state, { type: event.type, data: event.data } as never),
    companyDecider.initialState,
  );

/** The company's main user and whether their address is verified. */
export const mailingOwnerOf = async (deps: MailDeps, companyId: string): Promise<MailingOwner> => {
  const company = await deps.db.selectFrom("directory_companies").select("main_user_id").where("id", "=", companyId).executeTakeFirst();
  const ownerId = company?.main_user_id ?? null;
  if (ownerId === null) return { userId: null, verified: true };
  const owner = await findDirectoryUser(deps.db, ownerId);
  return { userId: ownerId, verified: owner?.email_verified_at != null };
};

/** 403 owner_unverified unless the company may mail this person (null: someone not yet a person). */
export const assertCompanyMayMailTo = async (deps: MailDeps, companyId: string, recipientId: string | null): Promise<void> => {
  assertCompanyMayMail(await mailingOwnerOf(deps, companyId), recipientId);
};

const sentSince = async (deps: MailDeps, since: Date, narrow: (q: ReturnType<typeof base>) => ReturnType<typeof base>): Promise<SentInWindow> => {
  const row = await narrow(base(deps).where("sent_at", ">", since)).executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest).toISOString() };
};
const base = (deps: MailDeps) =>
  identityDbOf(deps.db).selectFrom("identity_mail_sends").select([sql<string>`count(*)`.as("n"), sql<Date | null>`min(sent_at)`.as("oldest")]);

/** The company's daily cap and what it sent in the last day (the admin's view). */
export const companyMailUse = async (deps: MailDeps, companyId: string): Promise<{ readonly dailyCap: number; readonly defaultDailyCap: number; readonly sentLastDay: number }> => {
  const now = deps.clock();
  const [state, sent] = await Promise.all([
    companyStateOf(deps, companyId),
    sentSince(deps, new Date(now.getTime() - mailLimits.dayMs), (q) => q.where("company_id", "=", companyId)),
  ]);
  return { dailyCap: state.mailDailyCap, defaultDailyCap: mailLimits.perCompanyPerDay, sentLastDay: sent.count };
};

/**
 * 429 (Retry-After) unless one mail to each of `emails` fits every budget, counting the earlier
 * ones of the same request: all of them go, or none.
 */
export const assertMailBudgets = async (deps: MailDeps, input: { readonly companyId: string; readonly actorId: string; readonly emails: readonly string[] }): Promise<void> => {
  const now = deps.clock();
  const hourAgo = new Date(now.getTime() - mailLimits.hourMs);
  const [state, byActor, byCompany] = await Promise.all([
    companyStateOf(deps, input.companyId),
    sentSince(deps, hourAgo, (q) => q.where("actor_id", "=", input.actorId)),
    sentSince(deps, new Date(now.getTime() - mailLimits.dayMs), (q) => q.where("company_id", "=", input.companyId)),
  ]);
  for (const [i, email] of input.emails.entries()) {
    const toAddress = await sentSince(deps, hourAgo, (q) => q.where("email", "=", email));
    const more = (sent: SentInWindow): SentInWindow => ({ count: sent.count + i, oldest: sent.oldest ?? now.toISOString() });
    assertMailBudget({ toAddress, byActor: more(byActor), byCompany: more(byCompany), dailyCap: state.mailDailyCap }, now.toISOString());
  }
};

/** Counts one invitation or activation mail against the budgets; rows older than the longest window go. */
export const recordMailSent = async (deps: MailDeps, input: { readonly companyId: string; readonly actorId: string; readonly email: string; readonly kind: string }): Promise<void> => {
  const idb = identityDbOf(deps.db);
  const now = deps.clock();
  await idb.insertInto("identity_mail_sends").values({ company_id: input.companyId, actor_id: input.actorId, email: input.email, kind: input.kind, sent_at: now }).execute();
  await idb.deleteFrom("identity_mail_sends").where("sent_at", "<", new Date(now.getTime() - 2 * mailLimits.dayMs)).execute();
};
