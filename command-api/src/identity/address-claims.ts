import type { FastifyRequest } from "fastify";
import { ConflictError, identityMessages, lapsedClaimReason, userDecider, type UserState } from "@workledger/domain";
import { userStreamName } from "@workledger/event-schemas";
import { metadataFor, reserveEmail, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { expireOneTimeTokens, oneTimeTokenKinds, revokeSessionsOfUsers } from "./sessions.ts";

/**
 * Who may take an address someone already holds (the rule is the domain's `lapsedClaimReason`).
 * Only a proven address is held for good. An unverified sign-up's claim lapses once its
 * verification window has passed; before that, and for a pending invitation nobody followed, an
 * invitation or manual add from another company takes the address over at once (the squatter's
 * claim is dropped with a UserEmailClaimLapsed event). The taking invitation proves the address
 * with its own link.
 */

interface Holder {
  readonly userId: string;
  readonly companyId: string;
}

const holderOf = async (deps: IdentityDeps, email: string): Promise<Holder | undefined> => {
  const row = await identityDbOf(deps.db).selectFrom("identity_credentials").select(["user_id", "company_id"]).where("email", "=", email).executeTakeFirst();
  return row === undefined ? undefined : { userId: row.user_id, companyId: row.company_id };
};

const stateOf = async (deps: IdentityDeps, holder: Holder): Promise<UserState> =>
  (await deps.eventStore.readStream(userStreamName(holder.companyId, holder.userId))).reduce(
    (state, event) => userDecider.evolve(state, { type: event.type, data: event.data } as never),
    userDecider.initialState,
  );

/** The address is free for `userId`, or held by a claim that has lapsed (answers without releasing it). */
export const addressAvailable = async (deps: IdentityDeps, email: string, userId: string, byInvitation: boolean): Promise<boolean> => {
  const holder = await holderOf(deps, email);
  if (holder === undefined || holder.userId === userId) return true;
  return lapsedClaimReason(await stateOf(deps, holder), email, deps.clock().toISOString(), byInvitation) !== null;
};

/**
 * Frees `email` when its holder's claim has lapsed: the event in the holder's stream (decided on its
 * history, so a verification that lands first wins), then the holder's reservation, sessions and
 * links go. False when the address is free already or its holder keeps it.
 */
export const releaseLapsedClaim = async (deps: IdentityDeps, request: FastifyRequest, email: string, byInvitation: boolean, claimantCompanyId: string | null = null): Promise<boolean> => {
  const holder = await holderOf(deps, email);
  if (holder === undefined) return false;
  const now = deps.clock();
  try {
    // The holder's own stream and tenant; the system acts (nobody of that company asked for it).
    const meta = metadataFor(request, { id: holder.userId, companyId: holder.companyId, persona: "system" }, now);
    await runUserCommand(deps, meta, holder, { type: "ReleaseEmailClaim", email, now: now.toISOString(), byInvitation, claimantCompanyId });
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
  const idb = identityDbOf(deps.db);
  await idb.deleteFrom("identity_credentials").where("user_id", "=", holder.userId).where("email", "=", email).execute();
  await revokeSessionsOfUsers(deps, [holder.userId], "email_claim_lapsed", now);
  await expireOneTimeTokens(idb, holder.userId, oneTimeTokenKinds, now);
  return true;
};

/**
 * Reserves an address for a new account (sign-up, invite, add user): 409 'This email / RFID is
 * already in use' unless the holder's claim has lapsed, in which case it is released first.
 */
export const claimAddress = async (
  deps: IdentityDeps,
  request: FastifyRequest,
  input: { readonly email: string; readonly userId: string; readonly companyId: string; readonly passwordHash: string | null; readonly byInvitation: boolean },
): Promise<void> => {
  try {
    await reserveEmail(deps, input);
  } catch (error) {
    if (!(error instanceof ConflictError) || !(await releaseLapsedClaim(deps, request, input.email, input.byInvitation, input.companyId))) throw error;
    await reserveEmail(deps, input);
  }
};

export const addressInUse = (): ConflictError => new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
