import type { RequestRow } from "@workledger/projections";

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/**
 * A request as the API answers it, in the spec's words (section 3): an absence request's type_id,
 * started_at and ended_at (ms timestamps) and comment; a bonus request's bonus, bonus_comment,
 * is_approved and original bonus. `status` is pending, approved or declined for both.
 */
export const requestShape = (row: RequestRow, names: ReadonlyMap<string, { name: string; thumbnail: string | null }> = new Map()) => ({
  id: row.request_id,
  kind: row.kind,
  user_id: row.worker_id,
  worker_name: names.get(row.worker_id)?.name ?? null,
  worker_thumbnail: names.get(row.worker_id)?.thumbnail ?? null,
  status: row.status,
  type_id: row.absence_type_id,
  type_name: row.absence_type_name,
  started_at: ms(row.start_at),
  ended_at: ms(row.end_at),
  start: iso(row.start_at),
  end: iso(row.end_at),
  comment: row.comment,
  work_id: row.work_id,
  bonus: row.bonus,
  bonus_comment: row.kind === "bonus" ? row.comment : null,
  original_bonus: row.original_bonus,
  is_approved: row.status === "pending" ? null : row.status === "approved",
  manager_id: row.manager_id,
  requested_at: iso(row.requested_at),
  decided_by: row.decided_by,
  decided_at: iso(row.decided_at),
});

export type RequestShape = ReturnType<typeof requestShape>;

const nullable = (type: string) => ({ type: [type, "null"] });
export const requestSchema = {
  type: "object",
  required: ["id", "kind", "user_id", "status"],
  properties: {
    id: { type: "string" },
    kind: { type: "string", enum: ["bonus", "paid_absence"] },
    user_id: { type: "string" },
    worker_name: nullable("string"),
    worker_thumbnail: nullable("string"),
    status: { type: "string", enum: ["pending", "approved", "declined"] },
    type_id: nullable("string"),
    type_name: nullable("string"),
    started_at: { ...nullable("integer"), description: "ms timestamp" },
    ended_at: { ...nullable("integer"), description: "ms timestamp (end of the half-open interval)" },
    start: nullable("string"),
    end: nullable("string"),
    comment: { type: "string" },
    work_id: nullable("string"),
    bonus: nullable("integer"),
    bonus_comment: nullable("string"),
    original_bonus: nullable("integer"),
    is_approved: nullable("boolean"),
    manager_id: nullable("string"),
    requested_at: nullable("string"),
    decided_by: nullable("string"),
    decided_at: nullable("string"),
  },
} as const;
