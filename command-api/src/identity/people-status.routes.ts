import type { FastifyRequest } from "fastify";
import { ForbiddenError } from "@workledger/domain";
import type { RouteSlice } from "../build-app.ts";
import { metadataFor, reserveRfid, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { actorFor, assertMayMailPeople, manageablePersonOf, personOf, sendActivationLink } from "./people.routes.ts";
import { answers, anyObject, obj, str, strList } from "./route-schemas.ts";
import type { SessionActor } from "./session-actor.ts";
import { oneTimeTokenLifetimesMs, revokeSessionsOfUsers } from "./sessions.ts";
import { personShape } from "./user-shape.ts";

type CompanyParams = { Params: { id: string } };
type UserParams = { Params: { id: string; userId: string } };
const companyParams = obj({ id: str }, ["id"]);
const userParams = obj({ id: str, userId: str }, ["id", "userId"]);

/** Status of people: (bulk) activate and deactivate, delete, resend the activation link. */
export const peopleStatusSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const changeStatus = async (request: FastifyRequest, actor: SessionActor, userIds: readonly string[], to: "Activate" | "Deactivate") => {
      const users = await Promise.all(userIds.map((id) => manageablePersonOf(deps, actor, id)));
      for (const user of users) {
        if (to === "Deactivate" && user.id === actor.id) throw new ForbiddenError("You cannot deactivate yourself", "forbidden_self_deactivate");
        if (to === "Deactivate" && user.id === actor.company?.main_user_id) throw new ForbiddenError("The main company user cannot be deactivated", "forbidden_main_user");
      }
      const meta = metadataFor(request, actor, deps.clock());
      for (const user of users) await runUserCommand(deps, meta, { companyId: actor.companyId, userId: user.id }, { type: to, by: actor.id });
      if (to === "Deactivate") await revokeSessionsOfUsers(deps, users.map((u) => u.id), "deactivated", deps.clock());
    };

    for (const [path, to] of [
      ["activate", "Activate"],
      ["deactivate", "Deactivate"],
    ] as const) {
      app.post<UserParams>(
        `/companies/:id/users/:userId/${path}`,
        { schema: { tags: ["people"], summary: `${to} a person`, params: userParams, response: answers({ 200: anyObject }) } },
        async (request) => {
          const actor = actorFor(request, "people.status");
          await changeStatus(request, actor, [request.params.userId], to);
          return { message: `User successfully ${path}d`, data: personShape(await personOf(deps, actor, request.params.userId)) };
        },
      );
      app.post<CompanyParams & { Body: { user_ids: string[] } }>(
        `/companies/:id/users/${path}/bulk`,
        {
          schema: { tags: ["people"], summary: `${to} many people at once`, params: companyParams, body: obj({ user_ids: { ...strList, minItems: 1, maxItems: 1000 } }, ["user_ids"]), response: answers({ 200: anyObject }) },
        },
        async (request) => {
          const actor = actorFor(request, "people.status");
          await changeStatus(request, actor, [...new Set(request.body.user_ids)], to);
          return { message: `Users successfully ${path}d`, user_ids: request.body.user_ids };
        },
      );
    }

    app.post<UserParams>(
      "/companies/:id/users/:userId/delete",
      { schema: { tags: ["people"], summary: "Delete a person (status deleted; they can no longer sign in)", params: userParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "people.status");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        if (user.id === actor.id || user.id === actor.company?.main_user_id) throw new ForbiddenError("This user cannot be deleted", "forbidden_delete");
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), { companyId: actor.companyId, userId: user.id }, { type: "Delete", by: actor.id });
        await revokeSessionsOfUsers(deps, [user.id], "deleted", deps.clock());
        await reserveRfid(deps, actor.companyId, user.id, null);
        return { message: "User successfully deleted" };
      },
    );

    app.post<UserParams>(
      "/companies/:id/users/:userId/activation/resend",
      { schema: { tags: ["people"], summary: "Mail a new activation link (valid one week) to someone waiting activation", params: userParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "people.status");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        await assertMayMailPeople(deps, actor, user.id, [user.pending_email ?? user.email]);
        const now = deps.clock();
        const expiresAt = new Date(now.getTime() + oneTimeTokenLifetimesMs.activation).toISOString();
        const meta = metadataFor(request, actor, now);
        const target = { companyId: actor.companyId, userId: user.id };
        await runUserCommand(deps, meta, target, { type: "ResendActivation", expiresAt });
        // A corrected address that is still pending is where the person can be reached now; asking
        // for it again keeps the pending address's expiry in step with the new link.
        if (user.pending_email !== null) await runUserCommand(deps, meta, target, { type: "RequestEmailChange", email: user.pending_email, by: actor.id, expiresAt });
        await sendActivationLink(deps, actor, user, user.pending_email ?? user.email, "activation");
        return { message: "Activation link sent" };
      },
    );
  };
