import type { FastifyReply } from "fastify";
import { randomUUID } from "node:crypto";
import { can } from "@workledger/domain";
import { paidAbsenceRequestsStreamName, requestMessages } from "@workledger/event-schemas";
import type { RouteSlice } from "../build-app.ts";
import { ledgerPositionHeader, waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { registerStrictBodyTypes } from "../http/strict-body-types.ts";
import { answers, anyObject, obj } from "../identity/route-schemas.ts";
import type { CommandResult } from "../commands/handle-command.ts";
import { requireSession } from "../identity/session-actor.ts";
import { conflictingDatesSchema, occupiedByWork, replyingConflicts } from "./conflicting-dates.ts";
import { absenceLimitOf, absenceTypeOf, deciderOf, readerOf, requesterOf, requestRowOf, runRequestsCommand, workerNamesOf, type RequestsDeps } from "./requests-http.ts";
import { requestSchema, requestShape } from "./requests-shape.ts";

/** Spec 3: started_at / ended_at are ms timestamps; from 1970 to the year 2100. */
export const msTimestamp = { type: "integer", minimum: 0, maximum: 4_102_444_800_000 } as const;
const optionalId = { type: ["string", "null"], maxLength: 128 } as const;
const commentField = { type: ["string", "null"], maxLength: 1000 } as const;

interface AbsenceBody {
  readonly type_id: string;
  readonly comment?: string | null;
  readonly user_id?: string | null;
  readonly id?: string | null;
  readonly started_at: number;
  readonly ended_at: number;
  readonly notification_id?: string | null;
}

const absenceBody = obj(
  {
    type_id: { type: "string", minLength: 1, maxLength: 128 },
    comment: commentField,
    user_id: optionalId,
    id: { ...optionalId, description: "A pending request's id to edit it; none: a new request" },
    started_at: msTimestamp,
    ended_at: { ...msTimestamp, description: "ms timestamp; the absence is [started_at, ended_at)" },
    notification_id: optionalId,
  },
  ["type_id", "started_at", "ended_at"],
);
const decideBody = obj({ status: { type: "boolean", description: "true approves, false declines" }, id: { type: "string", minLength: 1, maxLength: 128 }, notification_id: optionalId }, ["status", "id"]);
const commandAnswers = { ...answers({ 200: anyObject, 201: anyObject }), 409: conflictingDatesSchema };

export const replyRequest = (reply: FastifyReply, result: CommandResult, message: string, data: Record<string, unknown>, status = 200): FastifyReply =>
  reply.code(status).header(ledgerPositionHeader, result.position).send({ message, data, position: result.position, revision: String(result.nextExpectedRevision) });

/**
 * Paid-absence requests (spec 7): a worker asks for a paid absence of a type over [started_at,
 * ended_at) and edits it while pending; a manager with can_accept_decline_requests approves or
 * declines it. An approved absence becomes part of the worker's ledger.
 */
export const paidAbsenceRequestsSlice =
  (deps: RequestsDeps): RouteSlice =>
  async (app) => {
    registerStrictBodyTypes(app);
    const readModels = waitForReadModels(deps.readModels, ["requests"], deps.readYourWritesTimeoutMs);
    // The overlap check reads the timesheet and the schedules, the request the requests read model: a client may name the position it wrote.
    const waitForWork = waitForReadModels(deps.readModels, ["requests", "timesheet", "schedules"], deps.readYourWritesTimeoutMs);

    app.get<{ Querystring: { id: string } }>(
      "/users/work-leaves/request",
      {
        schema: {
          tags: ["requests"],
          summary: "One paid-absence request (one's own, or a person's for those who decide requests)",
          querystring: obj({ id: { type: "string", minLength: 1, maxLength: 128 }, ...waitForQueryProperties }, ["id"]),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: requestSchema }, ["data"]) }),
        },
        preHandler: readModels,
      },
      async (request) => {
        const actor = requireSession(request);
        const row = await requestRowOf(deps, actor, request.query.id, "paid_absence");
        await readerOf(deps, request, row.worker_id);
        return { data: requestShape(row, await workerNamesOf(deps, actor.companyId, row.worker_id)) };
      },
    );

    app.post<{ Body: AbsenceBody }>(
      "/users/work-leaves/request",
      {
        schema: { tags: ["requests"], summary: "Request a paid absence, or edit one's pending request (id)", description: "Send x-wait-for-position to have the work logs you just wrote checked too.", body: absenceBody, headers: waitForHeaderSchema, response: commandAnswers },
        preHandler: waitForWork,
      },
      async (request, reply) => {
        const body = request.body;
        const actor = requesterOf(request, body.user_id ?? undefined);
        const type = await absenceTypeOf(deps, actor, body.type_id);
        const start = new Date(body.started_at).toISOString();
        const end = new Date(body.ended_at).toISOString();
        const details = { absenceTypeId: type.id, absenceTypeName: type.name, start, end, comment: body.comment ?? "" };
        const editing = body.id != null;
        // A worker edits only their own: the request must be in their own stream (the decider answers
        // 404 otherwise), which holds it from the moment it was appended, unlike the read model.
        const requestId = body.id ?? randomUUID();
        const occupied = await occupiedByWork(deps.db, actor.companyId, actor.id, start, end < start ? start : end);
        return replyingConflicts(deps.db, actor.companyId, reply, occupied.rows, async () => {
          const result = await runRequestsCommand(deps, request, actor, paidAbsenceRequestsStreamName(actor.companyId, actor.id), {
            type: editing ? "EditPaidAbsenceRequest" : "RequestPaidAbsence",
            data: { requestId, workerId: actor.id, details },
            context: { mayDecide: false, occupied: occupied.entries, absenceLimit: type.limit },
          });
          return replyRequest(reply, result, requestMessages.paidAbsenceUpdated, { id: requestId }, editing ? 200 : 201);
        });
      },
    );

    app.post<{ Body: { status: boolean; id: string; notification_id?: string | null } }>(
      "/users/work-leaves/accept",
      {
        schema: { tags: ["requests"], summary: "Approve (status true) or decline a pending paid-absence request (can_accept_decline_requests)", body: decideBody, headers: waitForHeaderSchema, response: commandAnswers },
        preHandler: waitForWork,
      },
      async (request, reply) => {
        const session = requireSession(request);
        const row = await requestRowOf(deps, session, request.body.id, "paid_absence");
        const actor = await deciderOf(deps, request, row.worker_id);
        const occupied = await occupiedByWork(deps.db, actor.companyId, row.worker_id, new Date(row.start_at!).toISOString(), new Date(row.end_at!).toISOString());
        // An approval is held to the type's longest request too: one asked before the limit (or with a typo of years) is declined, not approved.
        const absenceLimit = await absenceLimitOf(deps, actor, row.absence_type_id);
        return replyingConflicts(deps.db, actor.companyId, reply, occupied.rows, async () => {
          const result = await runRequestsCommand(deps, request, actor, paidAbsenceRequestsStreamName(actor.companyId, row.worker_id), {
            type: "DecideRequest",
            data: { requestId: row.request_id, approve: request.body.status },
            context: { mayDecide: can(actor.principal, "requests.decide", { companyId: actor.companyId }), occupied: occupied.entries, absenceLimit },
          });
          return replyRequest(reply, result, request.body.status ? requestMessages.paidAbsenceApproved : requestMessages.paidAbsenceDeclined, { id: row.request_id, status: request.body.status ? "approved" : "declined" });
        });
      },
    );
  };
