import { describe, expect, it } from "vitest";
import { emptyRights, type Rights } from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import type { Principal } from "./access.ts";
import { isUnplaced, mayPlacePeople, placedRights, placementOfNewPerson } from "./placement.ts";

const rights = (extra: Partial<Rights> = {}): Rights => ({ ...emptyRights, ...extra });
const inviter = (extra: Partial<Rights> = {}, persona: Principal["persona"] = "manager"): Principal => ({
  userId: "boss",
  companyId: "c1",
  persona,
  isAdmin: false,
  isManager: true,
  isMainUser: false,
  rights: rights({ permissions: ["has_manager_rights", "can_add_users"], ...extra }),
});
const active = ["north", "south"];

describe("placing a person invited or added by hand", () => {
  it("keeps the workspaces the rights name", () => {
    expect(placementOfNewPerson(inviter(), { rights: rights({ general_rights_workspace_ids: ["south", "south"] }), chosenWorkspaceId: "north" }, active)).toEqual(["south"]);
  });
  it("places in the workspace the form chose when the rights name none", () => {
    expect(placementOfNewPerson(inviter(), { rights: rights(), chosenWorkspaceId: "north" }, active)).toEqual(["north"]);
  });
  it("falls back to the inviter's own workspaces: their manager ones as a manager, else their general ones", () => {
    const scoped = inviter({ manager_rights_workspace_ids: ["south", "gone"], general_rights_workspace_ids: ["north"] });
    expect(placementOfNewPerson(scoped, { rights: rights(), chosenWorkspaceId: null }, active)).toEqual(["south"]);
    expect(placementOfNewPerson(inviter({ general_rights_workspace_ids: ["north", "gone"] }), { rights: rights(), chosenWorkspaceId: null }, active)).toEqual(["north"]);
  });
  it("places an unscoped inviter's person, when nothing is named, in the company's first workspace (the oldest active one)", () => {
    // The founder: manager of every workspace, in none of them as a worker.
    expect(placementOfNewPerson(inviter(), { rights: rights(), chosenWorkspaceId: null }, ["south", "north"])).toEqual(["south"]);
    expect(placementOfNewPerson(inviter({}, "worker"), { rights: rights(), chosenWorkspaceId: null }, active)).toEqual(["north"]);
  });
  it("refuses, with a field error on workspace, a scoped inviter none of whose workspaces is active when nothing is named", () => {
    const attempt = () => placementOfNewPerson(inviter({ manager_rights_workspace_ids: ["gone"] }), { rights: rights(), chosenWorkspaceId: null }, active);
    expect(attempt).toThrow(ValidationError);
    expect(attempt).toThrow(expect.objectContaining({ code: "workspace_required", errors: { workspace: ["Choose the workspace the person works in"] } }));
  });
  it("places no one in a company without workspaces", () => {
    expect(placementOfNewPerson(inviter(), { rights: rights(), chosenWorkspaceId: null }, [])).toEqual([]);
  });
  it("gives the new person their rights with the placement, so they are never left unplaced where workspaces exist", () => {
    const placed = placedRights(inviter(), { rights: rights({ permissions: ["can_edit_own_work_time"] }), chosenWorkspaceId: "south" }, active);
    expect(placed).toEqual(rights({ permissions: ["can_edit_own_work_time"], general_rights_workspace_ids: ["south"] }));
    expect(isUnplaced(placed)).toBe(false);
    expect(isUnplaced(rights())).toBe(true);
  });
});

describe("who places people in no workspace", () => {
  it("is the main user acting as a manager who may manage rights", () => {
    const main = { ...inviter({ permissions: ["has_manager_rights", "can_manage_user_rights"] }), isMainUser: true };
    expect(mayPlacePeople(main)).toBe(true);
    expect(mayPlacePeople({ ...main, isMainUser: false })).toBe(false);
    expect(mayPlacePeople({ ...main, persona: "worker" })).toBe(false);
    expect(mayPlacePeople({ ...main, rights: rights({ permissions: ["has_manager_rights"] }) })).toBe(false);
  });
});
