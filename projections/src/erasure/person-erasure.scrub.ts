import { ERASED_FAMILY_NAME, ERASED_GIVEN_NAME, erasedEmail, maskPersonalKeysDeep, userStreamName } from "@workledger/event-schemas";
import { sql, type Transaction } from "kysely";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";

/**
 * What each read model does when a person is erased (UserErased, in their user stream). Events read
 * after the erasure already carry placeholders (the store's codec has no key for them any more), so
 * a rebuild gives the same result; these scrub the copies a projection made before. Each projection
 * scrubs only its own tables, in its own order of events, so no projection races another.
 */

/** Personal keys of a directory profile (UserProfileFields) and what they read as once erased. */
const erasedProfile = { phone_numbers: [], addresses: [], id_code: null, tax_number: null, date_of_birth: null, photo: null };

export const scrubDirectoryPerson = async (trx: Transaction<Database>, userId: string, erasedAt: string): Promise<void> => {
  await trx
    .updateTable("directory_users")
    .set({
      email: erasedEmail(userId),
      pending_email: null,
      pending_email_expires_at: null,
      first_name: ERASED_GIVEN_NAME,
      last_name: ERASED_FAMILY_NAME,
      profile: sql<string>`profile || ${JSON.stringify(erasedProfile)}::jsonb`,
      erased_at: erasedAt,
      updated_at: erasedAt,
    })
    .where("id", "=", userId)
    .execute();
};

const CHUNK = 500;

/** The audit log keeps each event's payload and before/after: every row about the person is masked. */
export const scrubAuditPerson = async (trx: Transaction<Database>, companyId: string, userId: string): Promise<void> => {
  const stream = userStreamName(companyId, userId);
  let after = "";
  for (;;) {
    const rows = await trx
      .selectFrom("audit_events")
      .select(["event_id", "data", "changes"])
      .where("company_id", "=", companyId)
      .where((eb) => eb.or([eb("subject_id", "=", userId), eb("stream_name", "=", stream)]))
      .where("event_id", ">", after)
      .orderBy("event_id")
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    const masked = rows.map((r) => ({ event_id: r.event_id, data: maskPersonalKeysDeep(r.data, userId), changes: maskPersonalKeysDeep(r.changes, userId) }));
    await sql`
      update audit_events a set data = m.data, changes = m.changes
      from jsonb_to_recordset(${JSON.stringify(masked)}::jsonb) as m(event_id text, data jsonb, changes jsonb)
      where a.event_id = m.event_id`.execute(trx);
    after = rows.at(-1)!.event_id;
  }
  // Where the next "before" comes from: the person's user stream and their work-time streams' logs.
  const states = await trx
    .selectFrom("audit_entity_state")
    .select(["stream_name", "entity", "fields"])
    .where((eb) => eb.or([eb("stream_name", "=", stream), eb("stream_name", "like", `%${userId}%`), eb("entity", "=", `userId:${userId}`)]))
    .execute();
  if (states.length === 0) return;
  const maskedStates = states.map((s) => ({ ...s, fields: maskPersonalKeysDeep(s.fields, userId) }));
  await sql`
    update audit_entity_state s set fields = m.fields
    from jsonb_to_recordset(${JSON.stringify(maskedStates)}::jsonb) as m(stream_name text, entity text, fields jsonb)
    where s.stream_name = m.stream_name and s.entity = m.entity`.execute(trx);
};

/** The timesheet keeps a log's comments and every version of them in its history. */
export const scrubTimesheetPerson = async (trx: Transaction<Database>, companyId: string, userId: string): Promise<void> => {
  await trx.updateTable("timesheet_logs").set({ comment: "", worker_comment: "" }).where("company_id", "=", companyId).where("worker_id", "=", userId).execute();
  let after = "";
  for (;;) {
    const rows = await trx
      .selectFrom("timesheet_log_history")
      .select(["event_id", "previous", "next", "data"])
      .where("company_id", "=", companyId)
      .where("worker_id", "=", userId)
      .where("event_id", ">", after)
      .orderBy("event_id")
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    const masked = rows.map((r) => ({
      event_id: r.event_id,
      previous: maskPersonalKeysDeep(r.previous, userId),
      next: maskPersonalKeysDeep(r.next, userId),
      data: maskPersonalKeysDeep(r.data, userId),
    }));
    await sql`
      update timesheet_log_history h set previous = m.previous, next = m.next, data = m.data
      from jsonb_to_recordset(${JSON.stringify(masked)}::jsonb) as m(event_id text, previous jsonb, next jsonb, data jsonb)
      where h.company_id = ${companyId} and h.event_id = m.event_id`.execute(trx);
    after = rows.at(-1)!.event_id;
  }
};

/** Requests keep the worker's and the manager's comments. */
export const scrubRequestsPerson = async (trx: Transaction<Database>, companyId: string, userId: string): Promise<void> => {
  await trx.updateTable("requests").set({ comment: "" }).where("company_id", "=", companyId).where("worker_id", "=", userId).execute();
};

/** The schedule keeps each planned event's comment. */
export const scrubSchedulesPerson = async (trx: Transaction<Database>, companyId: string, userId: string): Promise<void> => {
  await trx.updateTable("schedule_events").set({ comment: "" }).where("company_id", "=", companyId).where("person_id", "=", userId).execute();
};

/** Feed rows about the person (their requests' comments) lose the comment; names are looked up when read. */
export const scrubNotificationsPerson = async (trx: Transaction<Database>, companyId: string, userId: string): Promise<void> => {
  await sql`update notifications set data = data - 'comment' where company_id = ${companyId} and data->>'worker_id' = ${userId} and data ? 'comment'`.execute(trx);
};

/** Where their punches happened. */
export const scrubWorkLocationsPerson = async (trx: Transaction<Database>, companyId: string, userId: string): Promise<void> => {
  await trx.updateTable("work_log_locations").set({ coordinates_start: null, coordinates_end: null }).where("company_id", "=", companyId).where("worker_id", "=", userId).execute();
};

/** The erased person of a UserErased event (its stream is `user-{companyId}-{userId}`). */
export const erasedPersonOf = (event: RecordedEvent): string => event.streamName.slice(`user-${event.metadata.companyId}-`.length);

/**
 * A projection that also scrubs its copies of a person's data where their erasure (UserErased)
 * falls in the log: events before it are applied first, then the scrub, then the rest.
 */
export const scrubbingOnErasure = (projection: Projection, scrub: (trx: Transaction<Database>, companyId: string, userId: string) => Promise<void>): Projection => {
  const { applyBatch } = projection;
  return {
    ...projection,
    eventTypes: projection.eventTypes === undefined ? undefined : [...projection.eventTypes, "UserErased"],
    apply: async (trx, event) => (event.type === "UserErased" ? scrub(trx, event.metadata.companyId, erasedPersonOf(event)) : projection.apply(trx, event)),
    ...(applyBatch === undefined
      ? {}
      : {
          applyBatch: async (trx: Transaction<Database>, events: readonly RecordedEvent[]) => {
            let from = 0;
            for (let i = 0; i < events.length; i++) {
              const event = events[i]!;
              if (event.type !== "UserErased") continue;
              if (i > from) await applyBatch(trx, events.slice(from, i));
              await scrub(trx, event.metadata.companyId, erasedPersonOf(event));
              from = i + 1;
            }
            if (from < events.length) await applyBatch(trx, events.slice(from));
          },
        }),
  };
};
