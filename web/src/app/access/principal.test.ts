import { allPermissionKeys, type CompanyFlag } from "@workledger/event-schemas";
import { describe, expect, it } from "vitest";
import { topBarItems, userMenuEntries, type NavContext } from "../nav/nav-items.ts";
import { permissionSet, type Permission, type Persona } from "./permissions.ts";
import { allows, principalOf } from "./principal.ts";
import { decideAccess } from "./route-access.ts";

const allFlags: Partial<Record<CompanyFlag, boolean>> = {
  schedule_active: true,
  inner_range_active: true,
  geofence_active: true,
  visma_active: true,
  merit_palk_active: true,
  boxes_active: true,
};
const ctx = (persona: Persona, permissions: readonly Permission[]): NavContext => ({
  persona,
  permissions: permissionSet(permissions),
  flags: allFlags,
  isAdminUser: true,
  isManagerUser: true,
  isMainCompanyUser: true,
});

describe("the web's access rules are the domain's can()", () => {
  it("counts only the permission keys the domain knows, as the API does", () => {
    expect(allows(principalOf({ persona: "manager", permissions: permissionSet(["has_manager_rights"]) }), "manager.rights")).toBe(true);
    expect(allows(principalOf({ persona: "manager", permissions: permissionSet(["not_a_permission"]) }), "manager.rights")).toBe(false);
  });

  it("never shows a link that the guard refuses (every persona, each permission alone and all together)", () => {
    const sets: (readonly Permission[])[] = [[], [...allPermissionKeys], ...allPermissionKeys.map((k) => [k])];
    for (const persona of ["worker", "manager", "admin"] as const) {
      for (const permissions of sets) {
        const c = ctx(persona, permissions);
        const links = [
          ...(persona === "admin" ? [] : topBarItems(c).map((i) => i.to)),
          ...userMenuEntries(c).flatMap((e) => (e.kind === "link" ? [e.to] : [])),
        ];
        for (const to of links) {
          const session = { status: "signed-in" as const, persona, permissions: c.permissions };
          expect(decideAccess(to, session), `${persona} ${permissions.join(",")} -> ${to}`).toEqual({ kind: "allow" });
        }
      }
    }
  });
});
