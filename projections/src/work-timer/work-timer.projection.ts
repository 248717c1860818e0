import type { Transaction, Updateable } from "kysely";
import { workTimeEventTypes, type WorkTimeEvent } from "@workledger/event-schemas";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import type { WorkTimersTable } from "./work-timer.table.ts";

type TimerValues = Omit<Updateable<WorkTimersTable>, "company_id" | "worker_id">;

const idle = {
  current_work_id: null,
  status: null,
  date: null,
  started_at: null,
  pauses: "[]",
  work_type_id: null,
  workspace_id: null,
  started_by: null,
} satisfies TimerValues;

const upsert = (trx: Transaction<Database>, companyId: string, workerId: string, values: TimerValues, at: string) =>
  trx
    .insertInto("work_timers")
    .values({ company_id: companyId, worker_id: workerId, period: null, ...idle, ...values, pauses: values.pauses ?? "[]", updated_at: at })
    .onConflict((oc) => oc.columns(["company_id", "worker_id"]).doUpdateSet({ ...values, updated_at: at }))
    .execute();

const currentOf = (trx: Transaction<Database>, companyId: string, workerId: string) =>
  trx.selectFrom("work_timers").selectAll().where("company_id", "=", companyId).where("worker_id", "=", workerId).executeTakeFirst();

/**
 * One row per worker: the work running now (for the dashboard timer and the scheduler's automatic
 * stops) and the latest period opened (a hint for closing the books).
 */
export const workTimerProjection: Projection = {
  name: "work-timer",
  eventTypes: workTimeEventTypes,
  tables: ["work_timers"],
  apply: async (trx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as WorkTimeEvent;
    const companyId = recorded.metadata.companyId;
    const { workerId } = event.data;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case "WorkPeriodOpened": {
        const row = await currentOf(trx, companyId, workerId);
        if (row?.period !== undefined && row.period !== null && row.period >= event.data.period) return;
        await upsert(trx, companyId, workerId, { period: event.data.period }, at);
        return;
      }
      case "WorkStarted":
        await upsert(
          trx,
          companyId,
          workerId,
          {
            current_work_id: event.data.workId,
            status: "started",
            date: event.data.date,
            started_at: event.data.startedAt,
            pauses: "[]",
            work_type_id: event.data.workTypeId,
            workspace_id: event.data.workspaceId,
            started_by: event.data.source,
          },
          at,
        );
        return;
      case "WorkPaused":
      case "WorkResumed":
      case "WorkStopped":
      case "WorkAutoStopped":
      case "WorkLogDeleted":
      case "WorkLogEdited": {
        const row = await currentOf(trx, companyId, workerId);
        if (row === undefined || row.current_work_id !== event.data.workId) return;
        if (event.type === "WorkPaused") {
          await upsert(trx, companyId, workerId, { status: "paused", pauses: JSON.stringify([...row.pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }]) }, at);
        } else if (event.type === "WorkResumed") {
          const pauses = row.pauses.map((p) => (p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p));
          await upsert(trx, companyId, workerId, { status: "resumed", pauses: JSON.stringify(pauses) }, at);
        } else if (event.type === "WorkLogEdited") {
          await upsert(trx, companyId, workerId, { work_type_id: event.data.next.workTypeId, workspace_id: event.data.next.workspaceId }, at);
        } else {
          await upsert(trx, companyId, workerId, idle, at);
        }
        return;
      }
      default:
        return;
    }
  },
};
