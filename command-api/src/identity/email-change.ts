import type { FastifyRequest } from "fastify";
import { assertEmailAddress } from "@workledger/domain";
import type { DirectoryUserRow } from "@workledger/projections";
import { emailChangeMails } from "../mail/email-change-mails.ts";
import { addressAvailable, addressInUse } from "./address-claims.ts";
import { assertCompanyMayMailTo } from "./company-mail.ts";
import { mailLink, revokeLinks, undoMove, type UsedLink } from "./email-links.ts";
import { metadataFor, runUserCommand, type Acting } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { oneTimeTokenLifetimesMs, revokeSessionsOfUsers } from "./sessions.ts";

/**
 * An email change, by a manager on People or by the person on their profile, stays pending until
 * the new address follows the link mailed to it. Asking revokes every open link of the person; the
 * old address is told (when it was ever shown to be theirs). Someone who never signed in gets their
 * set-password or activation link at the new address instead, and setting the password confirms it.
 * Confirming moves the address, verifies it, and ends the person's sessions and open links.
 */

const targetOf = (user: DirectoryUserRow) => ({ companyId: user.company_id, userId: user.id });

/** The link a person waiting for activation gets: an invitee's set-password link, else an activation link. */
const activationKindOf = (user: DirectoryUserRow): "set_password" | "activation" =>
  "invited_workspace_id" in (user.profile as Record<string, unknown>) ? "set_password" : "activation";

/** Mails the link that is due for a person at `to`: activation for someone who never signed in, else confirmation. */
const mailDueLink = async (deps: IdentityDeps, user: DirectoryUserRow, to: string, companyName: string): Promise<void> => {
  const kind = user.status === "waiting_activation" ? activationKindOf(user) : "confirm_email";
  await mailLink(deps, kind, { userId: user.id, companyId: user.company_id, to, language: user.language, companyName });
};

/** The normal form of `raw` when the person may ask for it: a valid address, free or held only by a lapsed claim. */
export const assertEmailChangeAllowed = async (deps: IdentityDeps, user: DirectoryUserRow, raw: string): Promise<string> => {
  const email = assertEmailAddress(raw, "email");
  // A new address is mailed a link: only the owner's own mail while the owner is unverified.
  if (email !== user.email) await assertCompanyMayMailTo(deps, user.company_id, user.id);
  // A claim that has lapsed does not block the request; it is released when the link is followed.
  if (email !== user.email && !(await addressAvailable(deps, email, user.id, false))) throw addressInUse();
  return email;
};

/**
 * Asks for `raw` as the person's new address. The current address (in any spelling) cancels a
 * pending change instead; the pending one again is a resend. Answers whether anything changed.
 */
export const requestEmailChange = async (
  deps: IdentityDeps,
  request: FastifyRequest,
  acting: Acting,
  user: DirectoryUserRow,
  raw: string,
  companyName: string,
): Promise<"requested" | "cancelled" | "unchanged"> => {
  const email = await assertEmailChangeAllowed(deps, user, raw);
  if (email === user.email) {
    if (user.pending_email === null) return "unchanged";
    await cancelEmailChange(deps, request, acting, user, companyName);
    return "cancelled";
  }
  const now = deps.clock();
  const kind = user.status === "waiting_activation" ? activationKindOf(user) : "confirm_email";
  const expiresAt = new Date(now.getTime() + oneTimeTokenLifetimesMs[kind]).toISOString();
  await runUserCommand(deps, metadataFor(request, acting, now), targetOf(user), { type: "RequestEmailChange", email, by: acting.id, expiresAt });
  await revokeLinks(deps, user.id);
  await mailDueLink(deps, user, email, companyName);
  if (user.email_verified_at !== null) await deps.mailer.send(emailChangeMails.notice(user.language, user.email, email));
  return "requested";
};

/** Drops a pending change: its link dies; someone who never signed in gets their link at the current address again. */
export const cancelEmailChange = async (deps: IdentityDeps, request: FastifyRequest, acting: Acting, user: DirectoryUserRow, companyName: string): Promise<void> => {
  if (user.pending_email === null) return;
  await runUserCommand(deps, metadataFor(request, acting, deps.clock()), targetOf(user), { type: "CancelEmailChange", by: acting.id });
  await revokeLinks(deps, user.id);
  if (user.status === "waiting_activation") await mailDueLink(deps, user, user.email, companyName);
};

/**
 * Records what following a link that moved the address means (`record`), or puts the address back
 * when that is refused; then ends the person's sessions and every open link (reset ones included).
 */
export const settleAddressMove = async (deps: IdentityDeps, link: UsedLink, record: () => Promise<unknown>): Promise<void> => {
  try {
    await record();
  } catch (error) {
    await undoMove(deps, link);
    throw error;
  }
  if (link.movedFrom === null) return;
  await revokeSessionsOfUsers(deps, [link.userId], "email_changed", deps.clock());
  await revokeLinks(deps, link.userId);
};

/** POST users/verification/verify with a confirm_email link: the pending address becomes the person's. */
export const confirmEmailChange = async (deps: IdentityDeps, request: FastifyRequest, link: UsedLink): Promise<void> => {
  const now = deps.clock();
  const meta = metadataFor(request, { id: link.userId, companyId: link.companyId, persona: "worker" }, now);
  await settleAddressMove(deps, link, () =>
    runUserCommand(deps, meta, { companyId: link.companyId, userId: link.userId }, { type: "ConfirmEmailChange", email: link.email ?? "", now: now.toISOString() }),
  );
};
