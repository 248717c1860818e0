import { adminPermissionKeys, allPermissionKeys, managerPermissionKeys, permissionParents, roleIds, workerPermissionKeys, type Rights } from "@workledger/event-schemas";
import { findDirectoryCompany } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { metadataFor, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { actorFor, manageablePersonOf, personOf } from "./people.routes.ts";
import { assertRightsAssignable } from "./rights-rules.ts";
import { answers, anyObject, obj, rightsSchema, str } from "./route-schemas.ts";
import { requireSession } from "./session-actor.ts";
import { revokeSessionsOfUsers } from "./sessions.ts";

type UserParams = { Params: { id: string; userId: string } };
const userParams = obj({ id: str, userId: str }, ["id", "userId"]);

/** The rights editor and the permission catalogue. */
export const peopleRightsSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    app.get<UserParams>(
      "/companies/:id/users/:userId/rights",
      { schema: { tags: ["people"], summary: "A person's Rights object", params: userParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "people.view");
        const user = await personOf(deps, actor, request.params.userId);
        return { data: user.rights };
      },
    );

    app.put<UserParams & { Body: Rights }>(
      "/companies/:id/users/:userId/rights",
      {
        schema: { tags: ["people"], summary: "Replace a person's rights; their open sessions end (forced logout 'user-role-changed')", params: userParams, body: rightsSchema, response: answers({ 200: anyObject }) },
      },
      async (request) => {
        const actor = actorFor(request, "people.rights.edit");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        assertRightsAssignable(actor.principal, request.body);
        const result = await runUserCommand(deps, metadataFor(request, actor, deps.clock()), { companyId: actor.companyId, userId: user.id }, { type: "ChangeRights", rights: request.body, by: actor.id });
        if (result.events > 0) await revokeSessionsOfUsers(deps, [user.id], "rights_changed", deps.clock());
        return { message: "Rights successfully updated", data: (await personOf(deps, actor, user.id)).rights };
      },
    );

    app.get(
      "/roles/permissions",
      { schema: { tags: ["people"], summary: "The permission catalogue, role ids and the role ids this editor may assign", response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = requireSession(request);
        const company = await findDirectoryCompany(deps.db, actor.companyId);
        const assignable = [roleIds.worker, ...(actor.principal.isAdmin ? [roleIds.admin] : []), ...(actor.principal.isManager ? [roleIds.manager] : [])];
        return {
          data: {
            roles: [
              { id: roleIds.manager, name: "manager" },
              { id: roleIds.admin, name: "admin" },
              { id: roleIds.worker, name: "worker" },
            ],
            assignable_role_ids: assignable,
            permissions: { manager: managerPermissionKeys, worker: workerPermissionKeys, admin: adminPermissionKeys },
            all: allPermissionKeys,
            children: permissionParents,
            company_id: company?.id ?? null,
          },
        };
      },
    );
  };