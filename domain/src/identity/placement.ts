import type { Rights } from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import { can, isUnscoped, workspaceRightsOf, type Principal } from "./access.ts";

export const placementMessages = {
  /** An invitation or a manual add by a scoped inviter with no active workspace to place the person in, while the company has some. */
  workspaceRequired: "Choose the workspace the person works in",
} as const;

/** What an invitation or a manual add says about where the person works. */
export interface NewPersonPlacement {
  /** The rights the form gives the person (their general workspaces among them). */
  readonly rights: Rights;
  /** The workspace the form chose (the invite form's `workspace`), checked by the caller to be one within the inviter's scope; null when none. */
  readonly chosenWorkspaceId: string | null;
}

/**
 * The general workspaces a person invited or added by hand starts in. Scoping fails closed (a
 * person in no workspace is out of every scoped manager's sight), so nobody joins a company that
 * has workspaces without one:
 * 1. the rights' own list when it names any;
 * 2. else the workspace the form chose;
 * 3. else the inviter's own active workspaces (their manager workspaces when acting as a manager,
 *    else their general ones);
 * 4. else, for an inviter with no workspace list (an unscoped manager, such as the founder, who
 *    reaches every workspace), the company's first workspace: the oldest active one
 *    (`activeWorkspaceIds` comes in the order the workspaces were created). The main user can move
 *    the person later; leaving them in none would hide them from every scoped manager.
 * A company without workspaces has nothing to place anyone in (the person is listed as unplaced
 * until it has). A scoped inviter none of whose workspaces is active any more, with nothing named:
 * 400 on `workspace` (placing the person elsewhere would put them out of the inviter's own sight).
 * The caller checks that named ids exist and are within the inviter's scope (the body-id check);
 * this rule only picks among them.
 */
export const placementOfNewPerson = (inviter: Principal, placement: NewPersonPlacement, activeWorkspaceIds: readonly string[]): readonly string[] => {
  const active = (ids: readonly string[]) => [...new Set(ids.filter((id) => activeWorkspaceIds.includes(id)))];
  if (placement.rights.general_rights_workspace_ids.length > 0) return [...new Set(placement.rights.general_rights_workspace_ids)];
  if (placement.chosenWorkspaceId !== null) return [placement.chosenWorkspaceId];
  const inviters = active(workspaceRightsOf(inviter));
  if (inviters.length > 0) return inviters;
  const general = active(inviter.rights.general_rights_workspace_ids);
  if (general.length > 0) return general;
  if (activeWorkspaceIds.length === 0) return [];
  if (isUnscoped(inviter)) return [activeWorkspaceIds[0]!];
  throw ValidationError.of("workspace", placementMessages.workspaceRequired, "workspace_required");
};

/** The rights a new person is given: the form's, placed in their workspaces. */
export const placedRights = (inviter: Principal, placement: NewPersonPlacement, activeWorkspaceIds: readonly string[]): Rights => ({
  ...placement.rights,
  general_rights_workspace_ids: [...placementOfNewPerson(inviter, placement, activeWorkspaceIds)],
});

/** A person in no workspace: only unscoped managers reach them until the main user places them. */
export const isUnplaced = (rights: Pick<Rights, "general_rights_workspace_ids">): boolean => rights.general_rights_workspace_ids.length === 0;

/** Who places people in no workspace: the company's main user, as a manager with can_manage_user_rights (the people page shows them the list). */
export const mayPlacePeople = (principal: Principal): boolean => principal.isMainUser && can(principal, "people.rights.edit", { companyId: principal.companyId });
