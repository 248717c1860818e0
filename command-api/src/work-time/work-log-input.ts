import { localDateTimeToInstant, ValidationError, type WorkTimeContext } from "@workledger/domain";
import { MAX_WORK_BONUS, type WorkLogInput, type WorkPauseInput } from "@workledger/event-schemas";

/** Instants may come with an offset; the ledger keeps them in UTC. */
export const instantPattern = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$";
const instantField = { type: "string", maxLength: 40, pattern: instantPattern } as const;
const localTime = { type: "string", maxLength: 5, pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" } as const;
const localDate = { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;
const nullableStr = { type: ["string", "null"], maxLength: 128 } as const;
/** A pause may not be longer than a week (the ledger refuses a pause longer than its work anyway); fits int4. */
const MAX_PAUSE_SECONDS = 7 * 24 * 3600;

export const toUtc = (value: string): string => new Date(value).toISOString();

const pauseSchema = {
  type: "object",
  additionalProperties: false,
  properties: { start: instantField, end: instantField, start_time: localTime, end_time: localTime, length_seconds: { type: "integer", minimum: 0, maximum: MAX_PAUSE_SECONDS } },
} as const;

/** The editable fields of a work log as the API takes them (snake_case); times as instants or local date + HH:mm. */
export const workLogFields = {
  date: localDate,
  start: instantField,
  end: instantField,
  start_time: localTime,
  end_time: localTime,
  pauses: { type: "array", maxItems: 50, items: pauseSchema },
  work_type_id: nullableStr,
  workspace_id: nullableStr,
  comment: { type: "string", maxLength: 5000 },
  worker_comment: { type: "string", maxLength: 5000 },
  bonus: {
    type: ["integer", "null"],
    minimum: 0,
    maximum: MAX_WORK_BONUS,
    description: "Whole euros, set by a manager with can_edit_work_hours_of_users; a worker's own add or edit may not carry it (403 'Only a manager can set a bonus')",
  },
  tags: { type: "array", maxItems: 50, items: { type: "string", maxLength: 100 } },
  files: {
    type: "array",
    maxItems: 50,
    items: { type: "object", additionalProperties: false, required: ["id", "name"], properties: { id: { type: "string", minLength: 1, maxLength: 128 }, name: { type: "string", maxLength: 255 } } },
  },
  confirm_over_24_hours: { type: "boolean" },
} as const;

export interface PauseBody {
  readonly start?: string;
  readonly end?: string;
  readonly start_time?: string;
  readonly end_time?: string;
  readonly length_seconds?: number;
}

export interface WorkLogBody {
  readonly date?: string;
  readonly start?: string;
  readonly end?: string;
  readonly start_time?: string;
  readonly end_time?: string;
  readonly pauses?: readonly PauseBody[];
  readonly work_type_id?: string | null;
  readonly workspace_id?: string | null;
  readonly comment?: string;
  readonly worker_comment?: string;
  readonly bonus?: number | null;
  readonly tags?: readonly string[];
  readonly files?: readonly { id: string; name: string }[];
  readonly confirm_over_24_hours?: boolean;
}

const nextDate = (date: string): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** A local HH:mm on `date` in the zone; a time before `notBefore` (same day) is on the next day (night work). */
const localInstant = (date: string, time: string, zone: string, notBefore?: string): string => {
  const instant = localDateTimeToInstant(date, time, zone);
  return notBefore !== undefined && Date.parse(instant) < Date.parse(notBefore) ? localDateTimeToInstant(nextDate(date), time, zone) : instant;
};

/** Turns the body's times into instants (company zone), reporting every missing field at once. */
export const timesOf = (
  body: WorkLogBody,
  context: Pick<WorkTimeContext, "timeZone">,
  required: boolean,
  fallbackDate?: string,
): { start?: string; end?: string; pauses?: WorkPauseInput[] } => {
  const errors: Record<string, string[]> = {};
  const zone = context.timeZone;
  const date = body.date ?? fallbackDate;
  const missing = (field: string) => (errors[field] = ["This field is required"]);
  let start: string | undefined;
  let end: string | undefined;
  if (body.start !== undefined) start = toUtc(body.start);
  else if (body.start_time !== undefined) {
    if (date === undefined) missing("date");
    else start = localInstant(date, body.start_time, zone);
  } else if (required) missing("start");
  if (body.end !== undefined) end = toUtc(body.end);
  else if (body.end_time !== undefined) {
    if (date === undefined) missing("date");
    else end = localInstant(date, body.end_time, zone, start);
  } else if (required) missing("end");
  const pauses = body.pauses?.map((p, i): WorkPauseInput => {
    let pStart: string | undefined;
    if (p.start !== undefined) pStart = toUtc(p.start);
    else if (p.start_time !== undefined && date !== undefined) pStart = localInstant(date, p.start_time, zone, start);
    else errors[`pauses.${i}.start`] = ["This field is required"];
    let pEnd: string | undefined;
    if (p.end !== undefined) pEnd = toUtc(p.end);
    else if (p.end_time !== undefined && date !== undefined) pEnd = localInstant(date, p.end_time, zone, pStart ?? start);
    if (pEnd === undefined && p.length_seconds === undefined) errors[`pauses.${i}.end`] = ["A pause needs an end or a length"];
    return { start: pStart ?? "", ...(pEnd === undefined ? {} : { end: pEnd }), ...(p.length_seconds === undefined ? {} : { lengthSeconds: p.length_seconds }) };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }), ...(pauses === undefined ? {} : { pauses }) };
};

/** The non-time fields the body names (only those: an edit changes nothing else). */
/** The file ids a log body names (each passes the shared body-id check as a work_file). */
export const fileIdsOf = (body: WorkLogBody): readonly string[] | undefined => body.files?.map((f) => f.id);

export const otherValuesOf = (body: WorkLogBody): Omit<WorkLogInput, "start" | "end" | "pauses"> => ({
  ...(body.work_type_id === undefined ? {} : { workTypeId: body.work_type_id }),
  ...(body.workspace_id === undefined ? {} : { workspaceId: body.workspace_id }),
  ...(body.comment === undefined ? {} : { comment: body.comment }),
  ...(body.worker_comment === undefined ? {} : { workerComment: body.worker_comment }),
  ...(body.bonus === undefined ? {} : { bonus: body.bonus }),
  ...(body.tags === undefined ? {} : { tags: body.tags }),
  ...(body.files === undefined ? {} : { files: body.files }),
});
