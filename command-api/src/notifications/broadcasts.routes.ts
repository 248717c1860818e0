import type { FastifyRequest } from "fastify";
import { authorize, broadcastDecider, broadcastMessages, broadcastRepostAllowance, MAX_BROADCAST_REPOSTS_PER_DAY, NotFoundError, type BroadcastCommand } from "@workledger/domain";
import { broadcastRecipientsMax, broadcastStreamName, broadcastTextMaxLength, broadcastTitleMaxLength, type BroadcastContent, type BroadcastKind, type BroadcastReach } from "@workledger/event-schemas";
import { listBroadcasts, systemBroadcastsKey } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { answers, anyObject, obj, str, text } from "../identity/route-schemas.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { loadState, newEntityId, okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "../organisation/organisation-http.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { resolveBroadcastRecipients } from "./broadcast-audience.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

export const broadcastSuccess = {
  created: "Notification successfully created",
  updated: "Notification successfully updated",
  ready: "Notification is ready for posting",
  posted: "Notification posted successfully",
  deleted: "Notification successfully deleted",
} as const;

const idList = { type: "array", maxItems: broadcastRecipientsMax, items: str } as const;
const contentBody = obj(
  {
    title: text(broadcastTitleMaxLength),
    text: text(broadcastTextMaxLength),
    push: { type: "boolean" },
    email: { type: "boolean" },
    user_ids: idList,
    workspace_ids: idList,
    ready_for_posting: { type: "boolean" },
  },
  ["title", "text"],
);
type ContentBody = { title: string; text: string; push?: boolean; email?: boolean; user_ids?: string[]; workspace_ids?: string[]; ready_for_posting?: boolean };

const contentOf = (body: ContentBody): BroadcastContent => ({
  title: body.title,
  text: body.text,
  channels: { push: body.push ?? true, email: body.email ?? false },
  audience: { userIds: [...new Set(body.user_ids ?? [])], workspaceIds: [...new Set(body.workspace_ids ?? [])] },
});

const pageQuery = queryString({ limit: { type: "integer", minimum: 1, maximum: 100, default: 50 }, offset: { type: "integer", minimum: 0, maximum: 1_000_000, default: 0 } });

interface Scope {
  /** The tag and path prefix: a manager's company, or the admin pages. */
  readonly tag: string;
  readonly prefix: string;
  readonly kind: BroadcastKind;
  /** The signed-in actor allowed here, and the key their broadcasts are kept under. */
  readonly actor: (request: FastifyRequest<{ Params: { id?: string } }>) => { actor: SessionActor; owner: string };
  /** Ids in the body checked against the actor's company and scope (admins may name anyone's). */
  readonly checkIds: (actor: SessionActor, content: BroadcastContent) => Promise<void>;
  /** The company the audience is limited to; null for admins. */
  readonly audienceCompany: (actor: SessionActor) => string | null;
}

const broadcastRoutes =
  (deps: NotificationsDeps, scope: Scope): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["notifications"], deps.readYourWritesTimeoutMs);
    const params = scope.prefix.includes(":id") ? obj({ id: str }, ["id"]) : undefined;
    const itemParams = scope.prefix.includes(":id") ? obj({ id: str, broadcastId: str }, ["id", "broadcastId"]) : obj({ broadcastId: str }, ["broadcastId"]);
    type Item = { Params: { id?: string; broadcastId: string } };

    const run = (request: FastifyRequest, actor: SessionActor, owner: string, broadcastId: string, command: Omit<BroadcastCommand, "metadata">) =>
      runOrganisationCommand(deps, request, actor, broadcastStreamName(owner, broadcastId), broadcastDecider, command);
    // The broadcast's own stream decides (not the list, which may lag a just-drafted one).
    const existing = async (owner: string, broadcastId: string) => {
      const state = await loadState(deps, broadcastStreamName(owner, broadcastId), broadcastDecider);
      if (state.content === null) throw new NotFoundError(broadcastMessages.notFound, "broadcast_not_found");
      return state.content;
    };

    app.get<{ Params: { id?: string }; Querystring: { limit?: number; offset?: number } }>(
      scope.prefix,
      { schema: { tags: [scope.tag], summary: "Broadcast notifications, newest first (draft, ready for posting, posted)", ...(params ? { params } : {}), querystring: pageQuery, headers: waitForHeaderSchema, response: okAnswers }, preHandler: readModels },
      async (request) => {
        const { owner } = scope.actor(request);
        return { data: await listBroadcasts(deps.db, owner, { limit: request.query.limit ?? 50, offset: request.query.offset ?? 0 }) };
      },
    );

    app.post<{ Params: { id?: string }; Body: ContentBody }>(
      scope.prefix,
      { schema: { tags: [scope.tag], summary: "Draft a broadcast (optionally ready for posting at once)", ...(params ? { params } : {}), body: contentBody, response: okAnswers } },
      async (request, reply) => {
        const { actor, owner } = scope.actor(request);
        const content = contentOf(request.body);
        await scope.checkIds(actor, content);
        const broadcastId = newEntityId(deps);
        let result = await run(request, actor, owner, broadcastId, { type: "DraftBroadcast", data: { broadcastId, kind: scope.kind, content } });
        if (request.body.ready_for_posting === true) result = await run(request, actor, owner, broadcastId, { type: "MarkBroadcastReady", data: { broadcastId } });
        return replyCommand(reply, result, broadcastSuccess.created, { id: broadcastId }, 201);
      },
    );

    app.put<Item & { Body: ContentBody }>(
      `${scope.prefix}/:broadcastId`,
      { schema: { tags: [scope.tag], summary: "Edit a broadcast's title, text, channels and recipients", params: itemParams, body: contentBody, response: okAnswers } },
      async (request, reply) => {
        const { actor, owner } = scope.actor(request);
        await existing(owner, request.params.broadcastId);
        const content = contentOf(request.body);
        await scope.checkIds(actor, content);
        const result = await run(request, actor, owner, request.params.broadcastId, { type: "EditBroadcast", data: { broadcastId: request.params.broadcastId, content } });
        return replyCommand(reply, result, broadcastSuccess.updated, { id: request.params.broadcastId });
      },
    );

    app.post<Item>(
      `${scope.prefix}/:broadcastId/ready`,
      { schema: { tags: [scope.tag], summary: "Mark a draft ready for posting", params: itemParams, response: okAnswers } },
      async (request, reply) => {
        const { actor, owner } = scope.actor(request);
        await existing(owner, request.params.broadcastId);
        const result = await run(request, actor, owner, request.params.broadcastId, { type: "MarkBroadcastReady", data: { broadcastId: request.params.broadcastId } });
        return replyCommand(reply, result, broadcastSuccess.ready, { id: request.params.broadcastId });
      },
    );

    app.get<Item>(
      `${scope.prefix}/:broadcastId/reach`,
      {
        schema: {
          tags: [scope.tag],
          summary: "Whom posting it would reach now (recipient_count) and how many reposts are left in the current 24 hours; the page says it before it posts",
          params: itemParams,
          response: answers({
            200: obj({ data: obj({ recipient_count: { type: "integer" }, posted: { type: "boolean" }, reposts_left: { type: "integer" }, next_repost_at: { type: ["string", "null"] } }, ["recipient_count", "posted", "reposts_left", "next_repost_at"]) }, ["data"]),
          }),
        },
      },
      async (request) => {
        const { actor, owner } = scope.actor(request);
        const state = await loadState(deps, broadcastStreamName(owner, request.params.broadcastId), broadcastDecider);
        if (state.content === null || state.status === "deleted") throw new NotFoundError(broadcastMessages.notFound, "broadcast_not_found");
        const recipients = await resolveBroadcastRecipients(deps.db, state.content.audience, scope.audienceCompany(actor));
        const allowance = broadcastRepostAllowance(state, deps.clock().toISOString());
        const data: BroadcastReach = { recipient_count: recipients.length, posted: state.postings > 0, reposts_left: allowance.left, next_repost_at: allowance.nextAt };
        return { data };
      },
    );

    app.post<Item>(
      `${scope.prefix}/:broadcastId/post`,
      { schema: { tags: [scope.tag], summary: `Post (or repost) a broadcast to the people and workspaces it names, now; a deleted one cannot be posted; at most ${MAX_BROADCAST_REPOSTS_PER_DAY} reposts in 24 hours (429 broadcast_repost_limit with Retry-After)`, params: itemParams, response: okAnswers } },
      async (request, reply) => {
        const { actor, owner } = scope.actor(request);
        const content = await existing(owner, request.params.broadcastId);
        const recipients = await resolveBroadcastRecipients(deps.db, content.audience, scope.audienceCompany(actor));
        const result = await run(request, actor, owner, request.params.broadcastId, { type: "PostBroadcast", data: { broadcastId: request.params.broadcastId, recipients } });
        return replyCommand(reply, result, broadcastSuccess.posted, { id: request.params.broadcastId, recipient_count: recipients.length });
      },
    );

    app.post<Item>(
      `${scope.prefix}/:broadcastId/delete`,
      { schema: { tags: [scope.tag], summary: "Delete a broadcast (it can no longer be posted)", params: itemParams, response: okAnswers } },
      async (request, reply) => {
        const { actor, owner } = scope.actor(request);
        await existing(owner, request.params.broadcastId);
        const result = await run(request, actor, owner, request.params.broadcastId, { type: "DeleteBroadcast", data: { broadcastId: request.params.broadcastId } });
        return replyCommand(reply, result, broadcastSuccess.deleted, { id: request.params.broadcastId });
      },
    );
  };

/**
 * Whom an admin may address in one company (the /admin/notifications recipients picker): its active
 * workspaces and its active people. Managers pick from their own company's lists instead.
 */
const adminAudienceRoute =
  (deps: NotificationsDeps): RouteSlice =>
  async (app) => {
    app.get<{ Querystring: { company_id: string } }>(
      "/admin/broadcasts/audience",
      { schema: { tags: ["admin"], summary: "A company's active workspaces and people, for an admin broadcast's recipients", querystring: obj({ company_id: str }, ["company_id"]), response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = requireSession(request);
        authorize(actor.principal, "admin.pages", { companyId: actor.companyId });
        const companyId = request.query.company_id;
        const [workspaces, people] = await Promise.all([
          deps.db.selectFrom("organisation_workspaces").select(["id", "name"]).where("company_id", "=", companyId).where("active", "=", 1).orderBy("name").limit(5000).execute(),
          deps.db
            .selectFrom("directory_users")
            .select(["id", "first_name", "last_name", "email"])
            .where("company_id", "=", companyId)
            .where("status", "=", "active")
            .orderBy("first_name")
            .orderBy("last_name")
            .limit(5000)
            .execute(),
        ]);
        return { data: { workspaces, people: people.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() || p.email })) } };
      },
    );
  };

/**
 * Broadcast notifications (spec sections 3 and 4): managers with manager rights at
 * /companies/{id}/broadcasts (the /notifications page) reach people of their company and
 * workspaces within their scope; admins at /admin/broadcasts (/admin/notifications) reach anyone.
 */
export const broadcastSlices = (deps: NotificationsDeps): RouteSlice[] => [
  adminAudienceRoute(deps),
  broadcastRoutes(deps, {
    tag: "notifications",
    prefix: "/companies/:id/broadcasts",
    kind: "company",
    actor: (request) => {
      const actor = requireSession(request);
      authorize(actor.principal, "notifications.broadcast", { companyId: request.params.id ?? "" });
      return { actor, owner: actor.companyId };
    },
    checkIds: (actor, content) => assertBodyIds(deps, actor, { user_ids: ["person", content.audience.userIds], workspace_ids: ["workspace", content.audience.workspaceIds] }),
    audienceCompany: (actor) => actor.companyId,
  }),
  broadcastRoutes(deps, {
    tag: "admin",
    prefix: "/admin/broadcasts",
    kind: "system",
    actor: (request) => {
      const actor = requireSession(request);
      authorize(actor.principal, "admin.pages", { companyId: actor.companyId });
      return { actor, owner: systemBroadcastsKey };
    },
    checkIds: async () => undefined,
    audienceCompany: () => null,
  }),
];
