import type { Kysely } from "kysely";
import { canReachPerson, ForbiddenError, identityMessages, NotFoundError } from "@workledger/domain";
import type { Rights } from "@workledger/event-schemas";
import { findCompanyUser, findDirectoryUser, type Database, type DirectoryUserRow } from "@workledger/projections";
import type { SessionActor } from "./session-actor.ts";

/**
 * The one workspace-scoping check of people (spec section 6): the manager persona reaches the
 * people of its manager_rights_workspace_ids, every other persona those of its
 * general_rights_workspace_ids (empty: every workspace); a person is in a workspace through their
 * general workspaces, and a person in none is reached by unscoped actors only (the domain's
 * canReachPerson fails closed). Oneself is always in reach. People, work-log, timesheet, request,
 * schedule, report and payroll routes all ask it, so a person outside the scope answers the same
 * everywhere.
 */
export const assertPersonInScope = (actor: SessionActor, user: Pick<DirectoryUserRow, "id" | "rights">): void => {
  if (user.id === actor.id || canReachPerson(actor.principal, (user.rights as Rights).general_rights_workspace_ids)) return;
  throw new ForbiddenError(identityMessages.userCannotBeViewed, "user_cannot_be_viewed");
};

/**
 * A person of the actor's company in the actor's scope: 404 'User not found' (other companies too),
 * 403 'User information cannot be viewed' outside the scope. One of the actor's company deleted
 * meanwhile (another tab, another manager) is 404 'User has been deleted', so whoever acts on the
 * stale row learns why.
 */
export const personInScopeOf = async (db: Kysely<Database>, actor: SessionActor, userId: string): Promise<DirectoryUserRow> => {
  const user = await findCompanyUser(db, actor.companyId, userId);
  if (user === undefined) {
    const gone = await findDirectoryUser(db, userId);
    if (gone !== undefined && gone.company_id === actor.companyId && gone.status === "deleted") throw new NotFoundError(identityMessages.userDeleted, "user_deleted");
    throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
  }
  assertPersonInScope(actor, user);
  return user;
};
