import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { bulkConfirmProblem, ConflictError, NotFoundError, ValidationError, workTimeMessages, type WorkTimeCommand } from "@workledger/domain";
import { comparePositions, parsePosition } from "@workledger/event-store";
import { MAX_WORK_LOGS_PER_CONFIRM, PUNCH_CLOCK_SKEW_SECONDS, type RoundingMinutes } from "@workledger/event-schemas";
import { countLogsPerWorkerDay, findTimesheetLog, findTimesheetLogs, workRoundGroupsOf } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { slicer } from "../http/event-loop-slices.ts";
import { commandResultSchema } from "../commands/command-reply.ts";
import { registerCommandReplays } from "../commands/command-replays.ts";
import { registerStrictBodyTypes } from "../http/strict-body-types.ts";
import type { CommandResult } from "../commands/handle-command.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { ledgerPositionHeader, waitForHeaderSchema, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import {
  actorInCompany,
  assertMayPunchFrom,
  assertReachesWorkspace,
  assertWorkerInCompany,
  commandOf,
  logOf,
  noRightsToEditWorkTime,
  sourceOf,
} from "./work-time-access.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";
import { executeWorkTimeCommand, type LedgerOptions } from "./work-time-ledger.ts";
import { assertOwnWorkId, claimWorkId } from "./work-id-ownership.ts";
import { punchPlaceFor } from "./punch-place.ts";
import { absenceBlocksOf } from "./absence-blocks.ts";
import { withPayCalendar, workerCommandOf } from "./work-time-pay-calendar.ts";
import { fileIdsOf, instantPattern, otherValuesOf, timesOf, toUtc, workLogFields, type WorkLogBody } from "./work-log-input.ts";
import type { WorkFileRef } from "./work-files.routes.ts";

const sources = ["web", "mobile", "box", "door", "fingerprint", "beacon", "qr", "automatic"];
const workIdField = { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9._:-]{1,128}$" } as const;
const idField = { type: "string", minLength: 1, maxLength: 128 } as const;
const sourceField = {
  type: "string",
  enum: sources,
  description: `A session may name web or mobile; ${sources.slice(2).join(", ")} are refused (400 'Punches from this source need a paired device'). Default: the x-client-source header, else web.`,
} as const;
const punchFields = {
  worker_id: { ...idField, description: "Punch for someone else (needs can_edit_work_hours_of_users); default: oneself" },
  at: {
    type: "string",
    maxLength: 40,
    pattern: instantPattern,
    description:
      `The punch moment; default: now (the server's clock). Within ${PUNCH_CLOCK_SKEW_SECONDS} s of now it counts as now; later is refused; ` +
      "earlier is a back-dated punch: it needs can_edit_own_work_time (or a manager punching for their people), is recorded with the moment received, and the timesheet shows it.",
  },
  source: sourceField,
} as const;

/** Where a start or stop punch happened (WGS 84 degrees): both or neither. */
const locationFields = {
  latitude: { type: "number", minimum: -90, maximum: 90, description: "Where the punch happened, with longitude (the overlap rows' route coordinates)" },
  longitude: { type: "number", minimum: -180, maximum: 180, description: "Where the punch happened, with latitude" },
} as const;

/** The punch's location, or nothing; one coordinate without the other is a 400 naming the missing one. */
export const locationOf = (body: { readonly latitude?: number; readonly longitude?: number }): { location?: { latitude: number; longitude: number } } => {
  const { latitude, longitude } = body;
  if (latitude === undefined && longitude === undefined) return {};
  if (latitude === undefined) throw ValidationError.of("latitude", "This field is required");
  if (longitude === undefined) throw ValidationError.of("longitude", "This field is required");
  return { location: { latitude, longitude } };
};

const companyParams = obj({ id: str }, ["id"]);
const workParams = obj({ id: str, workId: str }, ["id", "workId"]);

const resultWithWorkId = {
  ...commandResultSchema,
  required: [...commandResultSchema.required, "work_id"],
  properties: { ...commandResultSchema.properties, work_id: { type: ["string", "null"], description: "The log acted on (null when a punch named none: the current work)" } },
} as const;

interface PunchBody {
  readonly worker_id?: string;
  readonly work_id?: string;
  readonly at?: string;
  readonly source?: string;
  readonly work_type_id?: string | null;
  readonly workspace_id?: string | null;
  readonly comment?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

const reply = (r: FastifyReply, result: CommandResult, extra: Record<string, unknown> = {}, status = 200) =>
  r.code(status).header(ledgerPositionHeader, result.position).send({ position: result.position, revision: String(result.nextExpectedRevision), ...extra });

/**
 * Command routes of the work-time ledger: punches, manual logs, edits, deletes and
 * confirmations. The tenant, actor, rights and zone come from the session; each answer carries
 * the ledger position for read-your-writes.
 */
export const workTimeCommandsSlice =
  (deps: WorkTimeDeps): RouteSlice =>
  async (app) => {
    registerStrictBodyTypes(app);
    // A log created under a work id the client chose: that id is its key too (same body replays, another body is a 409).
    registerCommandReplays(app, deps.db, (request) => {
      const workId = (request.body as { work_id?: unknown } | undefined)?.work_id;
      const creates = request.method === "POST" && /\/works(\/start)?$/.test(request.url.split("?")[0] ?? "");
      return creates && typeof workId === "string" ? [`work:${workId}`] : [];
    });
    /**
     * Commands that place work in time also check it against the worker's work-round group (rounded
     * logs must not overlap) and the paid absences that block work (`listAbsenceBlocks`: scheduled
     * paid absences and approved paid-absence requests), as 'Overlapping work or absences'.
     */
    const withWorkRounds = async (actor: SessionActor, command: WorkTimeCommand): Promise<WorkTimeCommand> => {
      if (command.type !== "StartWork" && command.type !== "AddWorkLog" && command.type !== "EditWorkLog") return command;
      const blocked = await absenceBlocksOf(deps, actor.companyId, command.data.workerId);
      const withBlocks = blocked.length === 0 ? command : ({ ...command, context: { ...command.context, blocked: [...(command.context.blocked ?? []), ...blocked] } } as WorkTimeCommand);
      const group = (await workRoundGroupsOf(deps.db, actor.companyId, [command.data.workerId])).get(command.data.workerId);
      if (group === undefined) return withBlocks;
      const workRounds = { roundStartMinutes: group.round_start_minutes as RoundingMinutes | null, roundEndMinutes: group.round_end_minutes as RoundingMinutes | null };
      return { ...withBlocks, context: { ...withBlocks.context, workRounds } } as WorkTimeCommand;
    };
    /** `minted`: the server chose the new log's work id (a fresh UUID), so it needs no claim. */
    const run = async (actor: SessionActor, command: WorkTimeCommand, metadata: Parameters<typeof executeWorkTimeCommand>[3], minted = false) => {
      // The owner check comes before any state check: another worker's work id is refused before the ledger is read.
      const creates = command.type === "StartWork" || command.type === "AddWorkLog";
      const claim = creates && !minted ? await claimWorkId(deps, actor, command.data.workerId, command.data.workId) : undefined;
      if (claim !== undefined) {
        try {
          return await runOwned(actor, command, metadata, { workIdTaken: claim.ownLog });
        } catch (error) {
          await claim.release();
          throw error;
        }
      }
      if (creates) return runOwned(actor, command, metadata);
      if ("workId" in command.data && typeof command.data.workId === "string") await assertOwnWorkId(deps, actor, command.data.workerId, command.data.workId);
      else if ("workIds" in command.data) for (const id of command.data.workIds) await assertOwnWorkId(deps, actor, command.data.workerId, id);
      return runOwned(actor, command, metadata);
    };
    const runOwned = async (actor: SessionActor, command: WorkTimeCommand, metadata: Parameters<typeof executeWorkTimeCommand>[3], options: LedgerOptions = {}) => {
      try {
        return await executeWorkTimeCommand(deps, actor.companyId, await withPayCalendar(deps, actor.companyId, await withWorkRounds(actor, command)), metadata, deps.clock, options);
      } catch (error) {
        // A log the timesheet knows but this period's books no longer carry was closed with an earlier period.
        if (error instanceof NotFoundError && error.code === "work_not_found" && "workIds" in command.data === false && "workId" in command.data) {
          const known = await findTimesheetLog(deps.db, actor.companyId, String(command.data.workId));
          if (known !== undefined && !known.deleted && command.type !== "StartWork" && command.type !== "AddWorkLog") {
            throw new ConflictError(workTimeMessages.work_period_closed, "work_period_closed");
          }
        }
        if (error instanceof NotFoundError && error.code === "work_not_found" && "workIds" in command.data) {
          const known = await findTimesheetLogs(deps.db, actor.companyId, command.data.workIds);
          if (known.length === command.data.workIds.length && known.every((k) => !k.deleted)) {
            throw new ConflictError(workTimeMessages.work_period_closed, "work_period_closed");
          }
        }
        throw error;
      }
    };
    const waitForTimesheet = waitForReadModels(deps.readModels, ["timesheet"], deps.readYourWritesTimeoutMs);

    const punch = async (request: FastifyRequest<{ Params: { id: string }; Body: PunchBody }>, kind: "StartWork" | "PauseWork" | "ResumeWork" | "StopWork") => {
      const actor = actorInCompany(request);
      const body = request.body ?? {};
      const workerId = body.worker_id ?? actor.id;
      const source = sourceOf(request, body.source);
      await assertWorkerInCompany(deps, actor, workerId);
      assertMayPunchFrom(actor, workerId, source);
      const { metadata, context } = commandOf(request, actor, source, deps.clock());
      const at = body.at === undefined ? {} : { at: toUtc(body.at) };
      const located = kind === "StartWork" || kind === "StopWork" ? locationOf(body) : {};
      if (kind === "StartWork") {
        await assertBodyIds(deps, actor, { work_type_id: ["work_type", body.work_type_id], workspace_id: ["workspace", body.workspace_id] });
        assertReachesWorkspace(actor, workerId, body.workspace_id);
        const workId = body.work_id ?? randomUUID();
        // A punch that names no place goes to the worker's workspace and its default work type.
        const place = await punchPlaceFor(deps, actor, workerId, {
          ...(body.workspace_id === undefined ? {} : { workspaceId: body.workspace_id }),
          ...(body.work_type_id === undefined ? {} : { workTypeId: body.work_type_id }),
        });
        const data = {
          workerId,
          workId,
          ...at,
          ...place,
          ...(body.comment === undefined ? {} : { comment: body.comment }),
          ...located,
        };
        return { result: await run(actor, { type: kind, data, context }, metadata, body.work_id === undefined), workId };
      }
      const data = { workerId, ...at, ...(body.work_id === undefined ? {} : { workId: body.work_id }), ...located };
      return { result: await run(actor, { type: kind, data, context }, metadata), workId: body.work_id ?? null };
    };

    app.post<{ Params: { id: string }; Body: PunchBody }>(
      "/companies/:id/works/start",
      {
        schema: {
          tags: ["work-time"],
          summary: "Start work (punch in)",
          description:
            "409 'User is currently working' when a work is running; overlapping work 409. work_id may be sent so a retried request records nothing twice. " +
            "Without workspace_id the work goes to the worker's workspace (their only general-rights workspace, else the one they were invited into); " +
            "without work_type_id it takes that workspace's default work type. null keeps the log without one.",
          params: companyParams,
          body: obj({
            ...punchFields,
            ...locationFields,
            work_id: workIdField,
            work_type_id: { type: ["string", "null"], maxLength: 128 },
            workspace_id: { type: ["string", "null"], maxLength: 128 },
            comment: { type: "string", maxLength: 5000 },
          }),
          response: answers({ 201: resultWithWorkId }),
        },
      },
      async (request, r) => {
        const { result, workId } = await punch(request, "StartWork");
        return reply(r, result, { work_id: workId }, 201);
      },
    );

    for (const [path, kind, summary] of [
      ["pause", "PauseWork", "Pause the current work (409 'Work paused already')"],
      ["resume", "ResumeWork", "Resume the paused work (409 'Work resumed already')"],
      ["stop", "StopWork", "Stop the current work (409 'Work stopped already', or 'Work paused, resumed or stopped already' when no work is current any more; 404 'Work not found')"],
    ] as const) {
      app.post<{ Params: { id: string }; Body: PunchBody }>(
        `/companies/:id/works/${path}`,
        {
          schema: {
            tags: ["work-time"],
            summary,
            params: companyParams,
            body: obj(kind === "StopWork" ? { ...punchFields, ...locationFields, work_id: workIdField } : { ...punchFields, work_id: workIdField }),
            response: answers({ 200: resultWithWorkId }),
          },
        },
        async (request, r) => {
          const { result, workId } = await punch(request, kind);
          return reply(r, result, { work_id: workId });
        },
      );
    }

    app.post<{ Params: { id: string }; Body: WorkLogBody & { worker_id?: string; work_id?: string; source?: string } }>(
      "/companies/:id/works",
      {
        schema: {
          tags: ["work-time"],
          summary: "Add a work log by hand",
          description:
            "Workers with can_edit_own_work_time for themselves, managers with can_add_work_hours_of_users for their people (workspace rights apply). " +
            "Times as instants (start, end) or as the local date plus start_time/end_time (HH:mm, company zone; an end before the start is the next day). " +
            "400 with field errors for broken time rules, and work_in_future for a start or end later than now (plus the clock skew); 409 for overlaps; " +
            "409 confirm_over_24_hours unless confirm_over_24_hours is true; 403 'You have no rights to edit work time!'; 403 bonus_not_allowed for a bonus " +
            "from anyone but a manager with can_edit_work_hours_of_users. work_id: another worker's is 404 (or 409 work_id_taken for one who sees their hours); " +
            "the same work_id or x-command-id with the same body replays the first answer, with another body 409 idempotency_conflict.",
          params: companyParams,
          body: obj({ ...workLogFields, worker_id: idField, work_id: workIdField, source: sourceField }),
          response: answers({ 201: resultWithWorkId }),
        },
      },
      async (request, r) => {
        const actor = actorInCompany(request);
        const body = request.body;
        const workerId = body.worker_id ?? actor.id;
        await assertWorkerInCompany(deps, actor, workerId);
        await assertBodyIds(deps, actor, { work_type_id: ["work_type", body.work_type_id], workspace_id: ["workspace", body.workspace_id], files: ["work_file", fileIdsOf(body)] });
        assertReachesWorkspace(actor, workerId, body.workspace_id);
        const { metadata, context } = await workerCommandOf(deps, request, actor, workerId, sourceOf(request, body.source), deps.clock());
        const times = timesOf(body, context, true);
        const workId = body.work_id ?? randomUUID();
        const values = { start: times.start!, end: times.end!, ...(times.pauses === undefined ? {} : { pauses: times.pauses }), ...otherValuesOf(body) };
        const command: WorkTimeCommand = {
          type: "AddWorkLog",
          data: { workerId, workId, values, ...(body.confirm_over_24_hours === undefined ? {} : { confirmOver24Hours: body.confirm_over_24_hours }) },
          context,
        };
        return reply(r, await run(actor, command, metadata, body.work_id === undefined), { work_id: workId }, 201);
      },
    );

    app.put<{ Params: { id: string; workId: string }; Body: WorkLogBody & { source?: string } }>(
      "/companies/:id/works/:workId",
      {
        schema: {
          tags: ["work-time"],
          summary: "Edit a work log (only the fields sent change; the history keeps the values before)",
          description: "Workers cannot change confirmed logs; managers with can_edit_work_hours_of_users can. Accepts x-wait-for-position to find a log just written.",
          params: workParams,
          headers: waitForHeaderSchema,
          body: obj({ ...workLogFields, source: sourceField }),
          response: answers({ 200: resultWithWorkId }),
        },
        preHandler: waitForTimesheet,
      },
      async (request, r) => {
        const actor = actorInCompany(request);
        const log = await logOf(deps, actor, request.params.workId);
        const body = request.body;
        // Files the log already holds stay (a worker's edit keeps the file a manager attached); new ones pass the body-id check.
        await assertBodyIds(
          deps,
          actor,
          { work_type_id: ["work_type", body.work_type_id], workspace_id: ["workspace", body.workspace_id], files: ["work_file", fileIdsOf(body)] },
          { keptFileIds: (log.files as readonly WorkFileRef[]).map((f) => f.id) },
        );
        assertReachesWorkspace(actor, log.worker_id, log.workspace_id, body.workspace_id);
        const { metadata, context } = await workerCommandOf(deps, request, actor, log.worker_id, sourceOf(request, body.source), deps.clock());
        const times = timesOf(body, context, false, log.date);
        const changes = { ...times, ...otherValuesOf(body) };
        const command: WorkTimeCommand = {
          type: "EditWorkLog",
          data: { workerId: log.worker_id, workId: log.work_id, changes, ...(body.confirm_over_24_hours === undefined ? {} : { confirmOver24Hours: body.confirm_over_24_hours }) },
          context,
        };
        return reply(r, await run(actor, command, metadata), { work_id: log.work_id });
      },
    );

    app.delete<{ Params: { id: string; workId: string } }>(
      "/companies/:id/works/:workId",
      {
        schema: { tags: ["work-time"], summary: "Delete a work log (404 'Work has been deleted' afterwards)", params: workParams, headers: waitForHeaderSchema, response: answers({ 200: resultWithWorkId }) },
        preHandler: waitForTimesheet,
      },
      async (request, r) => {
        const actor = actorInCompany(request);
        const log = await logOf(deps, actor, request.params.workId);
        assertReachesWorkspace(actor, log.worker_id, log.workspace_id);
        const { metadata, context } = commandOf(request, actor, sourceOf(request, undefined), deps.clock());
        return reply(r, await run(actor, { type: "DeleteWorkLog", data: { workerId: log.worker_id, workId: log.work_id }, context }, metadata), { work_id: log.work_id });
      },
    );

    for (const [path, type] of [
      ["confirm", "ConfirmWorkLogs"],
      ["unconfirm", "UnconfirmWorkLogs"],
    ] as const) {
      app.post<{ Params: { id: string; workId: string } }>(
        `/companies/:id/works/:workId/${path}`,
        {
          schema: {
            tags: ["work-time"],
            summary: path === "confirm" ? "Confirm one work log (409 'Cannot confirm not ended work')" : "Unconfirm one work log",
            description: "Manager persona with can_confirm_work_hours, within its workspace rights.",
            params: workParams,
            headers: waitForHeaderSchema,
            response: answers({ 200: resultWithWorkId }),
          },
          preHandler: waitForTimesheet,
        },
        async (request, r) => {
          const actor = actorInCompany(request);
          const log = await logOf(deps, actor, request.params.workId);
          assertReachesWorkspace(actor, log.worker_id, log.workspace_id);
          const { metadata, context } = commandOf(request, actor, sourceOf(request, undefined), deps.clock());
          return reply(r, await run(actor, { type, data: { workerId: log.worker_id, workIds: [log.work_id] }, context }, metadata), { work_id: log.work_id });
        },
      );
    }

    app.post<{ Params: { id: string }; Body: { work_ids: string[] } }>(
      "/companies/:id/works/confirm/bulk",
      {
        schema: {
          tags: ["work-time"],
          summary: `Confirm several work logs, of one or many workers: at most ${MAX_WORK_LOGS_PER_CONFIRM} at once`,
          description: "409 'Some selected work logs are already confirmed'; 409 'Selected works have users with multiple work logs the same day'.",
          params: companyParams,
          headers: waitForHeaderSchema,
          body: obj({ work_ids: { type: "array", minItems: 1, maxItems: MAX_WORK_LOGS_PER_CONFIRM, items: workIdField } }, ["work_ids"]),
          response: answers({ 200: obj({ position: str, confirmed: { type: "integer" } }, ["position", "confirmed"]) }),
        },
        preHandler: waitForTimesheet,
      },
      async (request, r) => {
        const actor = actorInCompany(request);
        const ids = [...new Set(request.body.work_ids)];
        const rows = await findTimesheetLogs(deps.db, actor.companyId, ids);
        const found = new Map(rows.map((x) => [x.work_id, x]));
        for (const id of ids) {
          const row = found.get(id);
          if (row === undefined || row.deleted) await logOf(deps, actor, id);
        }
        for (const row of rows) assertReachesWorkspace(actor, row.worker_id, row.workspace_id);
        const counts = await countLogsPerWorkerDay(deps.db, actor.companyId, rows.map((x) => ({ workerId: x.worker_id, date: x.date })));
        const problem = bulkConfirmProblem(
          rows.map((x) => ({ workerId: x.worker_id, workId: x.work_id, date: x.date, confirmed: x.confirmed, logsThatDay: counts.get(`${x.worker_id}/${x.date}`) ?? 1 })),
        );
        if (problem !== null) throw new ConflictError(workTimeMessages[problem], problem);
        const { metadata, context } = commandOf(request, actor, sourceOf(request, undefined), deps.clock());
        const byWorker = new Map<string, string[]>();
        for (const row of rows) byWorker.set(row.worker_id, [...(byWorker.get(row.worker_id) ?? []), row.work_id]);
        let last: CommandResult | undefined;
        // One worker's logs at a time, the loop turning between them (each is a read, a decision and an append).
        const pause = slicer();
        for (const [workerId, workIds] of byWorker) {
          await pause();
          const result = await run(actor, { type: "ConfirmWorkLogs", data: { workerId, workIds }, context }, metadata);
          if (last === undefined || comparePositions(parsePosition(result.position), parsePosition(last.position)) > 0) last = result;
        }
        if (last === undefined) throw noRightsToEditWorkTime();
        return r.header(ledgerPositionHeader, last.position).send({ position: last.position, confirmed: rows.length });
      },
    );
  };
