import { randomUUID } from "node:crypto";
import { can, NotFoundError, requestNotFound, workTimeMessages } from "@workledger/domain";
import { bonusRequestsStreamName, MAX_WORK_BONUS, requestMessages } from "@workledger/event-schemas";
import { findTimesheetLog, listRequests, type RequestRow } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { registerStrictBodyTypes } from "../http/strict-body-types.ts";
import { answers, anyObject, obj } from "../identity/route-schemas.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { requireFeature } from "../organisation/organisation-http.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { msTimestamp, replyRequest } from "./paid-absence-requests.routes.ts";
import { deciderOf, readerOf, requesterOf, requestRowOf, runRequestsCommand, workerNamesOf, type RequestsDeps } from "./requests-http.ts";
import { requestSchema, requestShape } from "./requests-shape.ts";

const optionalId = { type: ["string", "null"], maxLength: 128 } as const;
const bonusField = { type: "integer", minimum: 0, maximum: MAX_WORK_BONUS, description: "Whole euros (the bonus input accepts digits only)" } as const;
const commentField = { type: ["string", "null"], maxLength: 1000 } as const;
/** Spec 7: both bonus calls carry the client's `timestamp` (ms). The server's clock decides when a request was made; it is accepted and bounded, never trusted. */
const timestampField = { ...msTimestamp, description: "The client's time of the action, ms (accepted; the server's clock is the one recorded)" } as const;
const workParams = obj({ workId: { type: "string", minLength: 1, maxLength: 128 } }, ["workId"]);

interface BonusBody {
  readonly bonus: number;
  readonly bonus_comment?: string | null;
  readonly manager_id?: string | null;
  readonly id?: string | null;
  readonly notification_id?: string | null;
  readonly timestamp?: number;
}
interface DecideBody {
  readonly status: boolean;
  readonly id?: string | null;
  readonly bonus?: number;
  readonly bonus_comment?: string | null;
  readonly notification_id?: string | null;
  readonly timestamp?: number;
}

type WorkParams = { Params: { workId: string } };

/** The log's request in play: the pending one (at most one), else the approved one, else the latest. */
const currentOf = (rows: readonly RequestRow[]): RequestRow | undefined =>
  rows.find((r) => r.status === "pending") ?? rows.find((r) => r.status === "approved") ?? rows[0];

/** A work log of the actor's company, not deleted; else 404 (the spec's 'request not found: the work log may have been deleted'). */
const workLogOf = async (deps: RequestsDeps, actor: SessionActor, workId: string) => {
  const log = await findTimesheetLog(deps.db, actor.companyId, workId);
  if (log === undefined || log.deleted) throw new NotFoundError(requestMessages.notFound, "work_not_found");
  return log;
};

/**
 * Bonus requests on a work log (spec 7; the Bonus form of section 3): the worker asks a manager for a
 * bonus on their own log (company flag production_bonus_active) and edits it while pending; a
 * manager with can_accept_decline_requests approves (possibly another amount) or declines.
 */
export const bonusRequestsSlice =
  (deps: RequestsDeps): RouteSlice =>
  async (app) => {
    registerStrictBodyTypes(app);
    const readModels = waitForReadModels(deps.readModels, ["requests", "timesheet"], deps.readYourWritesTimeoutMs);

    app.get<WorkParams>(
      "/works/:workId/bonus/request",
      {
        schema: {
          tags: ["requests"],
          summary: "The bonus requests on a work log, newest first (the worker's own log, or a person's for those who decide requests)",
          params: workParams,
          querystring: obj({ ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: { anyOf: [requestSchema, { type: "null" }] }, requests: { type: "array", items: requestSchema } }, ["data", "requests"]) }),
        },
        preHandler: readModels,
      },
      async (request) => {
        const actor = requireSession(request);
        const log = await workLogOf(deps, actor, request.params.workId);
        await readerOf(deps, request, log.worker_id);
        const rows = await listRequests(deps.db, actor.companyId, { workId: log.work_id, kind: "bonus" });
        const current = currentOf(rows);
        const names = await workerNamesOf(deps, actor.companyId, log.worker_id);
        return { data: current === undefined ? null : requestShape(current, names), requests: rows.map((r) => requestShape(r, names)) };
      },
    );

    app.post<WorkParams & { Body: BonusBody }>(
      "/works/:workId/bonus/request",
      {
        schema: {
          tags: ["requests"],
          summary: "Request a bonus on one's own work log from a manager, or edit one's pending request (id)",
          params: workParams,
          body: obj(
            {
              bonus: bonusField,
              bonus_comment: commentField,
              timestamp: timestampField,
              notification_id: optionalId,
              manager_id: { ...optionalId, description: "The manager asked (the Bonus form); none: everyone who decides requests for the worker" },
              id: optionalId,
            },
            ["bonus"],
          ),
          headers: waitForHeaderSchema,
          response: answers({ 200: anyObject, 201: anyObject }),
        },
        preHandler: readModels,
      },
      async (request, reply) => {
        const actor = requesterOf(request, undefined);
        requireFeature(actor, "production_bonus_active");
        const log = await workLogOf(deps, actor, request.params.workId);
        if (log.worker_id !== actor.id) throw new NotFoundError(workTimeMessages.work_not_found, "work_not_found");
        const body = request.body;
        const managerId = body.manager_id ?? null;
        if (managerId !== null) await assertBodyIds(deps, actor, { manager_id: ["person", managerId] });
        const editing = body.id != null;
        // The request edited is looked up in the log's own bonus stream by the decider (404 unless it is
        // the actor's, on this log), not in the read model, which may not have it yet.
        const requestId = body.id ?? randomUUID();
        const result = await runRequestsCommand(deps, request, actor, bonusRequestsStreamName(actor.companyId, log.work_id), {
          type: editing ? "EditBonusRequest" : "RequestBonus",
          data: { requestId, workerId: actor.id, workId: log.work_id, details: { bonus: body.bonus, comment: body.bonus_comment ?? "", managerId } },
          context: { mayDecide: false },
        });
        return replyRequest(reply, result, requestMessages.bonusUpdated, { id: requestId }, editing ? 200 : 201);
      },
    );

    app.post<WorkParams & { Body: DecideBody }>(
      "/works/:workId/bonus/accept",
      {
        schema: {
          tags: ["requests"],
          summary: "Approve (status true, optionally another bonus) or decline the pending bonus request on a work log (can_accept_decline_requests)",
          params: workParams,
          body: obj(
            {
              status: { type: "boolean" },
              id: { ...optionalId, description: "The request; default: the log's latest" },
              bonus: bonusField,
              bonus_comment: commentField,
              timestamp: timestampField,
              notification_id: optionalId,
            },
            ["status"],
          ),
          headers: waitForHeaderSchema,
          response: answers({ 200: anyObject }),
        },
        preHandler: readModels,
      },
      async (request, reply) => {
        const session = requireSession(request);
        const log = await workLogOf(deps, session, request.params.workId);
        const actor = await deciderOf(deps, request, log.worker_id);
        const body = request.body;
        const row = body.id != null ? await requestRowOf(deps, actor, body.id, "bonus") : currentOf(await listRequests(deps.db, actor.companyId, { workId: log.work_id, kind: "bonus" }));
        if (row === undefined || row.work_id !== log.work_id) throw requestNotFound();
        const result = await runRequestsCommand(deps, request, actor, bonusRequestsStreamName(actor.companyId, log.work_id), {
          type: "DecideRequest",
          data: {
            requestId: row.request_id,
            approve: body.status,
            ...(body.bonus === undefined ? {} : { bonus: body.bonus }),
            ...(body.bonus_comment == null ? {} : { comment: body.bonus_comment }),
          },
          context: { mayDecide: can(actor.principal, "requests.decide", { companyId: actor.companyId }) },
        });
        return replyRequest(reply, result, body.status ? requestMessages.bonusApproved : requestMessages.bonusDeclined, { id: row.request_id, status: body.status ? "approved" : "declined" });
      },
    );
  };
