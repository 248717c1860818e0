import { workedSeconds } from "@workledger/domain";
import { isBackDated } from "@workledger/event-schemas";
import type { TimesheetLogHistoryRow, TimesheetLogRow, TimesheetPricing } from "@workledger/projections";

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** Worked seconds of a log; running work counts up to `now`, pauses excluded. */
export const liveWorkedSeconds = (row: TimesheetLogRow, now: Date): number =>
  row.end_at !== null
    ? row.worked_seconds
    : workedSeconds({ start: row.start_at.toISOString(), end: null, pauses: row.pauses }, now.toISOString());

/** The pricing frozen at confirmation, in the API's names. */
const pricingShape = (p: TimesheetPricing | null) =>
  p === null
    ? null
    : { work_type_id: p.workTypeId, work_type_name: p.workTypeName, product_number: p.productNumber, visma_product_number: p.vismaProductNumber, price: p.price, unit: p.unit };

/** A work log as the API answers it (spec section 3, Work log). */
export const workLogShape = (row: TimesheetLogRow, now: Date) => ({
  id: row.work_id,
  work_number: row.work_number,
  worker_id: row.worker_id,
  date: row.date,
  start: row.start_at.toISOString(),
  end: iso(row.end_at),
  pauses: row.pauses.map((p) => ({ start: p.start, end: p.end, length_seconds: p.lengthSeconds })),
  pause_seconds: row.pause_seconds,
  worked_seconds: liveWorkedSeconds(row, now),
  status: row.status,
  work_type_id: row.work_type_id,
  workspace_id: row.workspace_id,
  comment: row.comment,
  worker_comment: row.worker_comment,
  bonus: row.bonus,
  tags: row.tags,
  files: row.files,
  confirmed: row.confirmed,
  confirmed_at: iso(row.confirmed_at),
  confirmed_by: row.confirmed_by,
  edited: row.edited,
  started_by: row.started_by,
  ended_by: row.ended_by,
  deleted: row.deleted,
  // Reports and exports price confirmed work with these, never with today's work-type price.
  confirmed_pricing: pricingShape(row.confirmed_pricing),
  changed_after_pay_period_closed: row.changed_after_close,
  worker_over_24_hours: row.worker_over_24_hours,
  back_dated: row.back_dated,
});
export type WorkLogShape = ReturnType<typeof workLogShape>;

/** One entry of a log's history: who, when, through which source, and the values before and after. */
export const historyShape = (row: TimesheetLogHistoryRow) => ({
  position: `${row.position_commit}/${row.position_prepare}`,
  type: row.event_type,
  actor_id: row.actor_id,
  persona: row.persona,
  source: row.source,
  at: row.occurred_at.toISOString(),
  previous: row.previous,
  next: row.next,
  data: row.data,
  /** changed_after_pay_period_closed, worker_over_24_hours, back_dated: what the change tells the manager. */
  flags: [...(Array.isArray(row.data["flags"]) ? (row.data["flags"] as string[]) : []), ...(backDatedPunch(row.data) ? ["back_dated"] : [])],
});

/** A punch recorded for an earlier moment than the server received it (claimed and received instants both in the event). */
const backDatedPunch = (data: Record<string, unknown>): boolean => {
  const claimed = [data["startedAt"], data["pausedAt"], data["resumedAt"], data["stoppedAt"]].find((x) => typeof x === "string") as string | undefined;
  const received = typeof data["receivedAt"] === "string" ? data["receivedAt"] : undefined;
  return claimed !== undefined && isBackDated(claimed, received);
};

const instant = { type: "string" } as const;
const nullableInstant = { type: ["string", "null"] } as const;

/** JSON schema of workLogShape, for the routes' responses and OpenAPI. */
export const workLogSchema = {
  type: "object",
  required: ["id", "worker_id", "date", "start", "end", "status", "confirmed"],
  properties: {
    id: { type: "string" },
    work_number: { type: "integer" },
    worker_id: { type: "string" },
    date: { type: "string" },
    start: instant,
    end: nullableInstant,
    pauses: {
      type: "array",
      items: { type: "object", properties: { start: instant, end: nullableInstant, length_seconds: { type: ["integer", "null"] } } },
    },
    pause_seconds: { type: "integer" },
    worked_seconds: { type: "integer" },
    status: { type: "string", enum: ["started", "paused", "resumed", "stopped"] },
    work_type_id: { type: ["string", "null"] },
    workspace_id: { type: ["string", "null"] },
    comment: { type: "string" },
    worker_comment: { type: "string" },
    bonus: { type: ["integer", "null"] },
    tags: { type: "array", items: { type: "string" } },
    files: { type: "array", items: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } } },
    confirmed: { type: "boolean" },
    confirmed_at: nullableInstant,
    confirmed_by: { type: ["string", "null"] },
    edited: { type: "boolean" },
    started_by: { type: "string" },
    ended_by: { type: ["string", "null"] },
    deleted: { type: "boolean" },
    confirmed_pricing: {
      type: ["object", "null"],
      description: "The work type's pricing frozen when the log was confirmed (null: not confirmed, or no work type); price is per unit",
      properties: {
        work_type_id: { type: "string" },
        work_type_name: { type: "string" },
        product_number: { type: ["string", "null"] },
        visma_product_number: { type: ["string", "null"] },
        price: { type: "number" },
        unit: { type: "string", enum: ["Hour", "Piece"] },
      },
    },
    changed_after_pay_period_closed: { type: "boolean", description: "A manager changed it after its pay period closed for workers" },
    worker_over_24_hours: { type: "boolean", description: "The worker entered more than 24 working hours (for the manager's attention)" },
    back_dated: { type: "boolean", description: "A punch of this log was recorded for an earlier moment than the server received it (beyond the allowed clock skew)" },
  },
} as const;
