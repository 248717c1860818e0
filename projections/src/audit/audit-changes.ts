/**
 * The before/after of each field an event changes, for the auditor. Events say what is true after
 * them; the value before comes from the same entity's earlier events in the same stream (kept in
 * `audit_entity_state`), except where an event carries both sides itself (`previous`/`next`).
 */
export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Fields that name things rather than describe them: never shown as changes. */
const identifying = new Set(["workerId", "userId", "companyId", "personId", "workId", "id"]);
/** Objects whose keys are the event's fields (flattened one level). */
const nested = new Set(["changes", "values", "next", "fields", "profile", "flags", "settings"]);

/** Longest text kept for a value in the audit row; longer ones are cut with an ellipsis. */
const MAX_VALUE_TEXT = 500;

const bounded = (value: unknown): unknown => {
  if (typeof value === "string") return value.length > MAX_VALUE_TEXT ? `${value.slice(0, MAX_VALUE_TEXT)}…` : value;
  if (value === null || typeof value !== "object") return value;
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT)}…` : value;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Streams that hold many people's facts side by side: each person's own "before". */
const perPersonTypes = new Set(["UserSignedIn", "UserSignInFailed"]);

/**
 * Which entity of the stream the event is about (a stream may hold many: work logs, work types...).
 * A sign-in stream (a company's day) holds everyone's attempts: the entity is the account, or the
 * address typed when it belongs to nobody, so one person's "before" never shows another's address.
 */
export const entityOf = (data: unknown, type?: string): string => {
  if (!isRecord(data)) return "";
  if (type !== undefined && perPersonTypes.has(type)) return typeof data["userId"] === "string" ? `userId:${data["userId"]}` : `email:${String(data["email"] ?? "")}`;
  for (const key of ["workId", "workTypeId", "workspaceId", "deviceId", "ruleGroupId", "id"]) {
    const v = data[key];
    if (typeof v === "string" || typeof v === "number") return `${key}:${v}`;
  }
  return "";
};

/** The person the event is about: the worker of a work-time event, the user of a user event. */
export const subjectOf = (data: unknown): string | null => {
  if (isRecord(data)) {
    for (const key of ["workerId", "userId", "personId"]) {
      const v = data[key];
      if (typeof v === "string" && v !== "") return v;
    }
  }
  return null;
};

/** The fields the event states, flattened one level into the nested groups above. */
export const statedFields = (data: unknown): Record<string, unknown> => {
  if (!isRecord(data)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (identifying.has(key) || key === "previous") continue;
    if (nested.has(key) && isRecord(value)) {
      for (const [inner, v] of Object.entries(value)) out[inner] = v;
    } else {
      out[key] = value;
    }
  }
  return out;
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes of one event given what the entity's fields were before it; also the fields after it.
 * A field stated with the value it already had is not a change.
 */
export const fieldChanges = (data: unknown, before: Record<string, unknown>): { changes: FieldChange[]; after: Record<string, unknown> } => {
  const stated = statedFields(data);
  const previous = isRecord(data) && isRecord(data["previous"]) ? data["previous"] : undefined;
  const known = previous === undefined ? before : { ...before, ...previous };
  const changes: FieldChange[] = [];
  for (const [field, after] of Object.entries(stated)) {
    const prior = Object.hasOwn(known, field) ? known[field] : null;
    if (same(prior, after)) continue;
    changes.push({ field, before: bounded(prior), after: bounded(after) });
  }
  return { changes, after: { ...known, ...stated } };
};
