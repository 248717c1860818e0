import type { Transaction, Updateable } from "kysely";
import { workTimeEventTypes, type WorkLogValues, type WorkPause, type WorkTimeEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import type { TimesheetLogsTable, TimesheetPause } from "./timesheet.tables.ts";

type LogUpdate = Omit<Updateable<TimesheetLogsTable>, "work_id">;

const json = (value: unknown): string => JSON.stringify(value);

/** Closes an open pause at the stop (a pause beginning at the stop itself is dropped), as the ledger does. */
export const pausesAtStop = (pauses: readonly TimesheetPause[], stoppedAt: string): TimesheetPause[] =>
  pauses.flatMap((p) => {
    if (p.end !== null) return [p];
    const length = Math.trunc((Date.parse(stoppedAt) - Date.parse(p.start)) / 1000);
    return length <= 0 ? [] : [{ ...p, end: stoppedAt, lengthSeconds: length }];
  });

const valuesColumns = (v: WorkLogValues): LogUpdate => ({
  start_at: v.start,
  end_at: v.end,
  pauses: json(v.pauses satisfies readonly WorkPause[]),
  work_type_id: v.workTypeId,
  workspace_id: v.workspaceId,
  comment: v.comment,
  worker_comment: v.workerComment,
  bonus: v.bonus,
  tags: json(v.tags),
  files: json(v.files),
});

const pausesOf = async (trx: Transaction<Database>, workId: string): Promise<readonly TimesheetPause[] | undefined> =>
  (await trx.selectFrom("timesheet_logs").select("pauses").where("work_id", "=", workId).executeTakeFirst())?.pauses;

/** What a history row shows before and after: the editable values, or the facts of the punch. */
const historyValues = (event: WorkTimeEvent): { previous: unknown; next: unknown } => {
  switch (event.type) {
    case "WorkLogEdited":
      return { previous: event.data.previous, next: event.data.next };
    case "WorkLogAdded":
      return { previous: null, next: event.data.values };
    default:
      return { previous: null, next: null };
  }
};

/**
 * The timesheet: one row per work log keyed by work id, plus the history of every change. The
 * period streams' opening summaries repeat logs already projected from their own events, so
 * WorkPeriodOpened/Closed change nothing here.
 */
export const timesheetProjection: Projection = {
  name: "timesheet",
  eventTypes: workTimeEventTypes,
  tables: ["timesheet_logs", "timesheet_log_history"],
  apply: async (trx, recorded: RecordedEvent) => {
    const event = { type: recorded.type, data: recorded.data } as WorkTimeEvent;
    if (event.type === "WorkPeriodOpened" || event.type === "WorkPeriodClosed") return;
    const m = recorded.metadata;
    const at = m.occurredAt;
    const update = (values: LogUpdate) =>
      trx.updateTable("timesheet_logs").set({ ...values, updated_at: at }).where("work_id", "=", event.data.workId).execute();
    const { previous, next } = historyValues(event);
    await trx
      .insertInto("timesheet_log_history")
      .values({
        position_commit: recorded.position.commit,
        position_prepare: recorded.position.prepare,
        event_id: recorded.id,
        work_id: event.data.workId,
        company_id: m.companyId,
        worker_id: event.data.workerId,
        event_type: event.type,
        actor_id: m.actorId,
        persona: m.persona,
        source: m.source,
        occurred_at: at,
        previous: json(previous),
        next: json(next),
        data: json(event.data),
      })
      .onConflict((oc) => oc.columns(["position_commit", "position_prepare"]).doNothing())
      .execute();
    switch (event.type) {
      case "WorkStarted":
      case "WorkLogAdded": {
        const d = event.data;
        const base = {
          work_id: d.workId,
          company_id: m.companyId,
          worker_id: d.workerId,
          work_number: d.workNumber,
          date: d.date,
          confirmed: false,
          confirmed_at: null,
          confirmed_by: null,
          edited: false,
          started_by: d.source,
          deleted: false,
          created_by: m.actorId,
          updated_at: at,
          bonus: null,
        };
        const row =
          event.type === "WorkStarted"
            ? {
                ...base,
                start_at: event.data.startedAt,
                end_at: null,
                pauses: "[]",
                pause_seconds: 0,
                worked_seconds: 0,
                status: "started" as const,
                work_type_id: event.data.workTypeId,
                workspace_id: event.data.workspaceId,
                comment: event.data.comment,
                worker_comment: "",
                tags: "[]",
                files: "[]",
                ended_by: null,
              }
            : {
                ...base,
                ...valuesColumns(event.data.values),
                start_at: event.data.values.start,
                comment: event.data.values.comment,
                worker_comment: event.data.values.workerComment,
                pauses: json(event.data.values.pauses),
                tags: json(event.data.values.tags),
                files: json(event.data.values.files),
                pause_seconds: event.data.pauseSeconds,
                worked_seconds: event.data.workedSeconds,
                status: "stopped" as const,
                ended_by: event.data.source,
              };
        await trx.insertInto("timesheet_logs").values(row).onConflict((oc) => oc.column("work_id").doNothing()).execute();
        return;
      }
      case "WorkPaused": {
        const pauses = (await pausesOf(trx, event.data.workId)) ?? [];
        await update({ status: "paused", pauses: json([...pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }]) });
        return;
      }
      case "WorkResumed": {
        const pauses = (await pausesOf(trx, event.data.workId)) ?? [];
        const closed = pauses.map((p) => (p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p));
        const pauseSeconds = closed.reduce((sum, p) => sum + (p.lengthSeconds ?? 0), 0);
        await update({ status: "resumed", pauses: json(closed), pause_seconds: pauseSeconds });
        return;
      }
      case "WorkStopped":
      case "WorkAutoStopped": {
        const pauses = (await pausesOf(trx, event.data.workId)) ?? [];
        await update({
          status: "stopped",
          end_at: event.data.stoppedAt,
          pauses: json(pausesAtStop(pauses, event.data.stoppedAt)),
          pause_seconds: event.data.pauseSeconds,
          worked_seconds: event.data.workedSeconds,
          ended_by: event.type === "WorkStopped" ? event.data.source : "automatic",
        });
        return;
      }
      case "WorkLogEdited":
        await update({
          ...valuesColumns(event.data.next),
          date: event.data.date,
          pause_seconds: event.data.pauseSeconds,
          worked_seconds: event.data.workedSeconds,
          edited: true,
        });
        return;
      case "WorkLogDeleted":
        await update({ deleted: true });
        return;
      case "WorkLogConfirmed":
        await update({ confirmed: true, confirmed_at: event.data.confirmedAt, confirmed_by: event.data.confirmedBy });
        return;
      case "WorkLogUnconfirmed":
        await update({ confirmed: false, confirmed_at: null, confirmed_by: null });
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
