import type { FastifyRequest } from "fastify";
import { ConflictError, identityMessages, ValidationError } from "@workledger/domain";
import { mailTemplates } from "../mail/mail-templates.ts";
import { emailChangeMails } from "../mail/email-change-mails.ts";
import { releaseLapsedClaim } from "./address-claims.ts";
import { isUniqueViolation } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf, type OneTimeTokenKind } from "./identity.tables.ts";
import { consumeOneTimeToken, expireOneTimeTokens, findOpenOneTimeToken, issueOneTimeToken, oneTimeTokenKinds } from "./sessions.ts";

/**
 * Links die with the address they went to. Every link is bound to the address it was mailed to
 * and works only while that address is the person's; the links that answer an email change
 * (confirm_email, and set_password/activation for someone who never signed in) may instead carry
 * the person to their pending address, which the user decider checks. Changing an address also
 * revokes every open link of the person, and sending a link revokes the earlier ones of its kind.
 */

const addressChangingKinds: readonly OneTimeTokenKind[] = ["confirm_email", "set_password", "activation"];

export interface UsedLink {
  readonly userId: string;
  readonly companyId: string;
  readonly kind: OneTimeTokenKind;
  /** The address the link was mailed to (null for links sent before links were bound). */
  readonly email: string | null;
  /** The person's address before following the link moved them to `email`; null when nothing moved. */
  readonly movedFrom: string | null;
}

/**
 * Uses a link once. When it went to the person's pending address, the address reservation moves
 * with it in the same transaction (409 when someone else holds the address by now); the caller
 * then records the confirmation, or calls `undoMove` if that is refused.
 * 400 'Token already expired, invalid or already used' for a spent, expired, unknown or stale link.
 */
export const useLink = async (
  deps: IdentityDeps,
  request: FastifyRequest,
  token: string,
  kinds: readonly OneTimeTokenKind[],
  invalidCode = "token_invalid",
): Promise<UsedLink> => {
  const invalid = () => ValidationError.of("token", identityMessages.tokenInvalid, invalidCode);
  const idb = identityDbOf(deps.db);
  const now = deps.clock();
  const open = await findOpenOneTimeToken(idb, token, kinds, now);
  if (open === undefined) throw invalid();
  const credentials = await idb.selectFrom("identity_credentials").select("email").where("user_id", "=", open.user_id).executeTakeFirst();
  if (credentials === undefined) throw invalid();
  const moves = open.email !== null && open.email !== credentials.email;
  if (moves && !addressChangingKinds.includes(open.kind)) throw invalid();
  if (moves) await releaseLapsedClaim(deps, request, open.email!, false);
  try {
    const used = await idb.transaction().execute(async (trx) => {
      const consumed = await consumeOneTimeToken(trx, token, kinds, now);
      if (consumed === undefined) return undefined;
      if (moves) {
        const moved = await trx
          .updateTable("identity_credentials")
          .set({ email: open.email!, updated_at: now })
          .where("user_id", "=", consumed.userId)
          .where("email", "=", credentials.email)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) throw invalid();
      }
      return { ...consumed, movedFrom: moves ? credentials.email : null };
    });
    if (used === undefined) throw invalid();
    return used;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
    throw error;
  }
};

/** Puts the reservation back where it was when the move a link made is not recorded after all. */
export const undoMove = async (deps: IdentityDeps, link: UsedLink): Promise<void> => {
  if (link.movedFrom === null || link.email === null) return;
  await identityDbOf(deps.db)
    .updateTable("identity_credentials")
    .set({ email: link.movedFrom, updated_at: deps.clock() })
    .where("user_id", "=", link.userId)
    .where("email", "=", link.email)
    .execute();
};

/** Every open link of the person stops working (their address changed, or is about to). */
export const revokeLinks = async (deps: IdentityDeps, userId: string): Promise<void> => {
  await expireOneTimeTokens(identityDbOf(deps.db), userId, oneTimeTokenKinds, deps.clock());
};

export interface LinkTarget {
  readonly userId: string;
  readonly companyId: string;
  /** The address the link goes to, and the only one it will work for. */
  readonly to: string;
  readonly language: string;
  readonly companyName: string;
}

/**
 * Mails a set-password (1 day), activation (one week) or email-confirmation (1 day) link to
 * `target.to`; earlier links of the same purpose stop working.
 */
export const mailLink = async (deps: IdentityDeps, kind: "set_password" | "activation" | "confirm_email", target: LinkTarget): Promise<void> => {
  const idb = identityDbOf(deps.db);
  const now = deps.clock();
  await expireOneTimeTokens(idb, target.userId, kind === "confirm_email" ? ["confirm_email"] : ["set_password", "activation"], now);
  const { token } = await issueOneTimeToken(idb, { kind, userId: target.userId, companyId: target.companyId, email: target.to, now });
  const page = kind === "confirm_email" ? "verification" : "set-password";
  const link = `${deps.publicUrl}/${page}?token=${token}`;
  const message =
    kind === "confirm_email"
      ? emailChangeMails.confirm(target.language, target.to, link)
      : kind === "set_password"
        ? mailTemplates.invitation(target.to, link, target.companyName)
        : mailTemplates.activation(target.to, link, target.companyName);
  await deps.mailer.send(message);
};
