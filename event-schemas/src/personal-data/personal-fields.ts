/**
 * Which fields of which events are a person's personal data (GDPR): names, email addresses, phone
 * numbers, id codes, addresses, photos, file names and free-text comments. The event store's
 * personal-data codec (`@workledger/event-store`, `personal-data/`) encrypts exactly these fields
 * with the person's own key before an event is stored and decrypts them when it is read; once the
 * key is erased, every reader gets the placeholder of each field's kind instead ("Erased person").
 * Marking a field here is the whole opt-in: no route or projection encrypts anything itself.
 */

/** How an erased field reads, so every schema still decodes (a name stays a string, a list a list). */
export type PersonalFieldKind = "given_name" | "family_name" | "email" | "text" | "nullable_text" | "text_list" | "optional";

/**
 * Whose key protects the fields: the user of a `user-{companyId}-{userId}` stream, the event's
 * `workerId`, its `userId` (a sign-in; an attempt on an address that belongs to nobody has none), or
 * its `personId` (a planned schedule event).
 */
export type PersonalSubject = "user_stream" | "worker" | "user_id" | "person";

export interface PersonalFieldsRule {
  readonly subject: PersonalSubject;
  /** Dotted paths into the event's data, with the kind each reads as once erased. */
  readonly fields: Readonly<Record<string, PersonalFieldKind>>;
}

export const ERASED_GIVEN_NAME = "Erased";
export const ERASED_FAMILY_NAME = "person";
/** What a screen shows for an erased person's name (the two placeholders joined). */
export const ERASED_PERSON_LABEL = `${ERASED_GIVEN_NAME} ${ERASED_FAMILY_NAME}`;
/** Unique per person, so read models keyed or indexed by address still hold one row each. */
export const erasedEmail = (personId: string): string => `erased-${personId}@erased.invalid`;

export const erasedValue = (kind: PersonalFieldKind, personId: string): unknown => {
  switch (kind) {
    case "given_name":
      return ERASED_GIVEN_NAME;
    case "family_name":
      return ERASED_FAMILY_NAME;
    case "email":
      return erasedEmail(personId);
    case "text":
      return "";
    case "nullable_text":
      return null;
    case "text_list":
      return [];
    case "optional":
      // An optional key (a punch's location): absent once erased, as in events that never had one.
      return undefined;
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown personal field kind ${String(unknown)}`);
    }
  }
};

/** The personal fields of a profile (UserProfileFields, snake_case as the API speaks). */
const profileFields: Readonly<Record<string, PersonalFieldKind>> = {
  first_name: "given_name",
  last_name: "family_name",
  phone_numbers: "text_list",
  addresses: "text_list",
  id_code: "nullable_text",
  tax_number: "nullable_text",
  date_of_birth: "nullable_text",
  photo: "nullable_text",
};

const under = (prefix: string, fields: Readonly<Record<string, PersonalFieldKind>>): Record<string, PersonalFieldKind> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}.${k}`, v]));

const newUser = { email: "email", firstName: "given_name", lastName: "family_name" } as const;
const userRule = (fields: Readonly<Record<string, PersonalFieldKind>>): PersonalFieldsRule => ({ subject: "user_stream", fields });
const workerRule = (fields: Readonly<Record<string, PersonalFieldKind>>): PersonalFieldsRule => ({ subject: "worker", fields });
const personRule = (fields: Readonly<Record<string, PersonalFieldKind>>): PersonalFieldsRule => ({ subject: "person", fields });
const signInRule: PersonalFieldsRule = { subject: "user_id", fields: { email: "email", ip: "text", userAgent: "text" } };
const logValues = (prefix: string) => under(prefix, { comment: "text", workerComment: "text" });

export const personalFieldRules: Readonly<Record<string, PersonalFieldsRule>> = {
  UserSignedUp: userRule(newUser),
  UserInvited: userRule(newUser),
  UserAddedManually: userRule({ ...newUser, ...under("profile", profileFields) }),
  UserEmailChanged: userRule({ email: "email" }),
  UserEmailChangeRequested: userRule({ email: "email" }),
  UserEmailChangeConfirmed: userRule({ email: "email", previousEmail: "email" }),
  UserEmailChangeCancelled: userRule({ email: "email" }),
  UserEmailClaimLapsed: userRule({ email: "email" }),
  UserProfileUpdated: userRule(under("changes", profileFields)),
  UserFileAdded: userRule({ fileName: "text" }),
  UserFileRemoved: userRule({ fileName: "text" }),
  // The address typed, the client's address and agent of a sign-in by a known account.
  UserSignedIn: signInRule,
  UserSignInFailed: signInRule,
  WorkStarted: workerRule({ comment: "text", location: "optional" }),
  WorkStopped: workerRule({ location: "optional" }),
  // Requests: the worker's comments and the manager's answer about them.
  PaidAbsenceRequested: workerRule({ "details.comment": "text" }),
  PaidAbsenceRequestEdited: workerRule({ "previous.comment": "text", "details.comment": "text" }),
  PaidAbsenceRequestApproved: workerRule({ "details.comment": "text" }),
  PaidAbsenceRequestDeclined: workerRule({ "details.comment": "text" }),
  BonusRequested: workerRule({ "details.comment": "text" }),
  BonusRequestEdited: workerRule({ "previous.comment": "text", "details.comment": "text" }),
  BonusRequestApproved: workerRule({ comment: "text" }),
  BonusRequestDeclined: workerRule({ comment: "text" }),
  // A planned shift's, task's or absence's comment about the person it is planned for.
  ScheduleEventCreated: personRule({ "values.comment": "text" }),
  ScheduleEventChanged: personRule({ "previous.comment": "text", "next.comment": "text" }),
  WorkLogAdded: workerRule(logValues("values")),
  WorkLogEdited: workerRule({ ...logValues("previous"), ...logValues("next") }),
  // The books' summaries repeat the open logs, comments included.
  WorkPeriodClosed: workerRule(logValues("summary.logs.*")),
  WorkPeriodOpened: workerRule(logValues("summary.logs.*")),
};

/** Every field name (the last segment of a path) that is personal somewhere, with its kind. */
export const personalLeafKinds: ReadonlyMap<string, PersonalFieldKind> = new Map(
  Object.values(personalFieldRules).flatMap((rule) => Object.entries(rule.fields).map(([path, kind]) => [path.split(".").at(-1)!, kind] as const)),
);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The person whose key protects the event's personal fields, or null when it has none.
 * A user stream's name is `user-{companyId}-{userId}`; a work-time event names its worker.
 */
export const personalSubjectOf = (rule: PersonalFieldsRule, streamName: string, companyId: string, data: unknown): string | null => {
  if (rule.subject === "user_stream") {
    const prefix = `user-${companyId}-`;
    return streamName.startsWith(prefix) && streamName.length > prefix.length ? streamName.slice(prefix.length) : null;
  }
  const worker = isRecord(data) ? data[rule.subject === "user_id" ? "userId" : rule.subject === "person" ? "personId" : "workerId"] : undefined;
  return typeof worker === "string" && worker !== "" ? worker : null;
};

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === "object" && v !== null;

const child = (container: unknown, segment: string): unknown => {
  if (Array.isArray(container)) return /^\d+$/.test(segment) ? container[Number(segment)] : undefined;
  return isRecord(container) && Object.hasOwn(container, segment) ? container[segment] : undefined;
};

/** The value at a concrete dotted path (numeric segments index arrays), or undefined when absent. */
export const valueAtPath = (data: unknown, path: string): unknown => {
  let current: unknown = data;
  for (const segment of path.split(".")) {
    current = child(current, segment);
    if (current === undefined) return undefined;
  }
  return current;
};

/** A copy of `data` with the value at a concrete `path` replaced (removed when `value` is undefined); parents must exist. */
export const withValueAtPath = <T>(data: T, path: string, value: unknown): T => {
  const [head, ...rest] = path.split(".") as [string, ...string[]];
  if (!isContainer(data)) return data;
  const copy: Container = Array.isArray(data) ? [...(data as unknown[])] : { ...(data as Record<string, unknown>) };
  const next = rest.length === 0 ? value : withValueAtPath(child(data, head), rest.join("."), value);
  if (Array.isArray(copy)) {
    if (/^\d+$/.test(head) && Number(head) < copy.length) copy[Number(head)] = next;
  } else if (next === undefined) {
    delete copy[head];
  } else {
    copy[head] = next;
  }
  return copy as T;
};

/**
 * The concrete paths of `data` a rule's pattern names (`*` stands for every element of an array),
 * only where a value is present.
 */
export const presentPaths = (data: unknown, pattern: string): string[] => {
  const walk = (value: unknown, segments: readonly string[], prefix: string): string[] => {
    if (segments.length === 0) return value === undefined ? [] : [prefix];
    const [head, ...rest] = segments as [string, ...string[]];
    const at = (segment: string) => (prefix === "" ? segment : `${prefix}.${segment}`);
    if (head === "*") return Array.isArray(value) ? value.flatMap((v, i) => walk(v, rest, at(String(i)))) : [];
    const next = child(value, head);
    return next === undefined ? [] : walk(next, rest, at(head));
  };
  return walk(data, pattern.split("."), "");
};

/** Every present personal field of an event: concrete path and kind (empty for types without a rule). */
export const personalPathsOf = (rule: PersonalFieldsRule, data: unknown): { readonly path: string; readonly kind: PersonalFieldKind }[] =>
  Object.entries(rule.fields).flatMap(([pattern, kind]) => presentPaths(data, pattern).map((path) => ({ path, kind })));

/** The event's data with every personal field present replaced by its erased placeholder. */
export const maskPersonalFields = (type: string, data: unknown, personId: string): unknown => {
  const rule = personalFieldRules[type];
  if (rule === undefined) return data;
  let out = data;
  for (const { path, kind } of personalPathsOf(rule, data)) out = withValueAtPath(out, path, erasedValue(kind, personId));
  return out;
};

/**
 * For read models that kept copies of an erased person's values under the events' field names (an
 * audit row's payload and before/after, a log's history): every key that is personal in some event
 * is replaced, at any depth, by its placeholder (null and absent values stay as they are). Audit
 * changes (`{ field, before, after }`) are masked by the field they name.
 */
export const maskPersonalKeysDeep = (value: unknown, personId: string): unknown => {
  if (Array.isArray(value)) return value.map((v) => maskPersonalKeysDeep(v, personId));
  if (!isRecord(value)) return value;
  const named = typeof value["field"] === "string" ? personalLeafKinds.get(value["field"]) : undefined;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const kind = personalLeafKinds.get(key) ?? (named !== undefined && (key === "before" || key === "after") ? named : undefined);
    out[key] = kind !== undefined && v !== null && v !== undefined ? erasedValue(kind, personId) : maskPersonalKeysDeep(v, personId);
  }
  return out;
};
