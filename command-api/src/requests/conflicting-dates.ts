import type { FastifyReply } from "fastify";
import { ConflictingDatesError, type OverlapEntry } from "@workledger/domain";
import { requestMessages } from "@workledger/event-schemas";
import { findCompanyUser, listAbsenceBlocks, listOverlapRows, type Database } from "@workledger/projections";
import type { Kysely } from "kysely";

/** The 409 answer of the Conflicting dates dialog: title, message and the overlapping entries with worker name and thumbnail. */
export const conflictingDatesSchema = {
  type: "object",
  description: "Any 409; 'Conflicting dates' (code conflicting_dates) adds title and the overlapping entries in data",
  required: ["message", "code"],
  properties: {
    message: { type: "string" },
    code: { type: "string" },
    title: { type: "string" },
    data: { type: "array", items: { type: "object", additionalProperties: true } },
  },
} as const;

/**
 * What [start, end) of a worker must not overlap besides their other requests: their work logs (as
 * the decider's occupied entries and the dialog's overlap rows) and their scheduled paid absences
 * (`listAbsenceBlocks`, source "schedule"; approved requests are in the request stream already).
 */
export const occupiedByWork = async (db: Kysely<Database>, companyId: string, workerId: string, start: string, end: string) => {
  const rows = await listOverlapRows(db, { companyId, workerIds: [workerId], start, end });
  const scheduled = (await listAbsenceBlocks(db, companyId, workerId, start, end)).filter((b) => b.source === "schedule");
  return {
    rows,
    entries: [
      ...rows.map((r): OverlapEntry => ({ kind: "work_log", id: r.work_id, workerId: r.worker_id, start: r.start_utc, end: r.end_utc })),
      ...scheduled.map((b): OverlapEntry => ({ kind: "scheduled_absence", id: b.sourceId, workerId, start: b.start, end: b.end })),
    ],
  };
};

/**
 * Runs a request command; a 'Conflicting dates' refusal answers 409 with the overlapping entries:
 * work logs as the overlap rows (spec 3: Overlap row), paid absences with the same worker fields.
 */
export const replyingConflicts = async (
  db: Kysely<Database>,
  companyId: string,
  reply: FastifyReply,
  workRows: Awaited<ReturnType<typeof occupiedByWork>>["rows"],
  run: () => Promise<FastifyReply>,
): Promise<FastifyReply> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ConflictingDatesError)) throw error;
    const data = [];
    for (const entry of error.entries) {
      const work = workRows.find((r) => entry.kind === "work_log" && r.work_id === entry.id);
      if (work !== undefined) {
        data.push({ kind: entry.kind, id: entry.id, ...work });
        continue;
      }
      const person = await findCompanyUser(db, companyId, entry.workerId);
      const profile = (person?.profile ?? {}) as Record<string, unknown>;
      data.push({
        kind: entry.kind,
        id: entry.id,
        worker_id: entry.workerId,
        worker_name: person === undefined ? "" : `${person.first_name} ${person.last_name}`.trim(),
        worker_thumbnail: typeof profile["photo"] === "string" ? profile["photo"] : null,
        photo_cache: typeof profile["photo_cache"] === "string" ? profile["photo_cache"] : null,
        start_utc: entry.start,
        end_utc: entry.end,
      });
    }
    return reply.code(409).send({ message: requestMessages.conflictingDates, code: error.code, title: requestMessages.conflictingDatesTitle, data });
  }
};
