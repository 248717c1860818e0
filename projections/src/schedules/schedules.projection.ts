import {
  schedulePositionEventTypes,
  schedulePresetEventTypes,
  scheduleEventTypes,
  type ScheduleEvent,
  type ScheduleEventValues,
  type SchedulePositionEvent,
  type SchedulePresetEvent,
} from "@workledger/event-schemas";
import { sql, type Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import { scrubbingOnErasure, scrubSchedulesPerson } from "../erasure/person-erasure.scrub.ts";

const valueColumns = (v: ScheduleEventValues) => ({
  kind: v.kind,
  title: v.title,
  start_at: v.start,
  end_at: v.end,
  position_id: v.positionId,
  is_all_day: v.isAllDay,
  pause_length_minutes: v.pauseLengthMinutes,
  additional_break_minutes: v.additionalBreakMinutes,
  comment: v.comment,
  color: v.color,
  absence_type_id: v.absenceTypeId,
  work_leave: v.workLeave,
});

/** A scheduled paid absence blocks work logs; anything else planned does not. */
const blocksWork = (v: ScheduleEventValues): boolean => v.kind === "absence" && v.workLeave;

const setBlock = async (trx: Transaction<Database>, companyId: string, personId: string, eventId: string, v: ScheduleEventValues | null): Promise<void> => {
  await trx.deleteFrom("schedule_absence_blocks").where("company_id", "=", companyId).where("person_id", "=", personId).where("event_id", "=", eventId).execute();
  if (v !== null && blocksWork(v)) {
    await trx.insertInto("schedule_absence_blocks").values({ company_id: companyId, person_id: personId, event_id: eventId, start_at: v.start, end_at: v.end }).execute();
  }
};

const applyScheduleEvent = async (trx: Transaction<Database>, companyId: string, occurredAt: string, event: ScheduleEvent): Promise<void> => {
  const d = event.data;
  // An event's row changes only through its own person's stream (a moved event's old stream removes the row only where it still is).
  const row = () => trx.updateTable("schedule_events").where("company_id", "=", companyId).where("event_id", "=", d.eventId).where("person_id", "=", d.personId);
  switch (event.type) {
    case "ScheduleEventCreated": {
      const e = event.data;
      const columns = {
        person_id: e.personId,
        ...valueColumns(e.values),
        date: e.date,
        series_id: e.series?.seriesId ?? null,
        recurrence: e.series === null ? null : JSON.stringify(e.series.recurrence),
        confirmed: e.confirmed,
        confirmed_at: e.confirmed ? occurredAt : null,
        shift_manager_id: e.shiftManagerId,
        total_seconds: e.totalSeconds,
        is_night_shift: e.isNightShift,
        updated_at: occurredAt,
      };
      await trx
        .insertInto("schedule_events")
        .values({ company_id: companyId, event_id: e.eventId, ...columns })
        .onConflict((oc) => oc.columns(["company_id", "event_id"]).doUpdateSet(columns))
        .execute();
      await setBlock(trx, companyId, e.personId, e.eventId, e.values);
      return;
    }
    case "ScheduleEventChanged":
      await row()
        .set({ ...valueColumns(event.data.next), date: event.data.date, total_seconds: event.data.totalSeconds, is_night_shift: event.data.isNightShift, updated_at: occurredAt })
        .execute();
      await setBlock(trx, companyId, d.personId, d.eventId, event.data.next);
      return;
    case "ScheduleEventRemoved":
      await trx
        .deleteFrom("schedule_events")
        .where("company_id", "=", companyId)
        .where("event_id", "=", d.eventId)
        .where("person_id", "=", d.personId)
        .where("date", "=", event.data.date)
        .execute();
      if (event.data.scope !== "moved") await setBlock(trx, companyId, d.personId, d.eventId, null);
      return;
    case "ScheduleEventConfirmed":
      await row().set({ confirmed: true, confirmed_at: event.data.confirmedAt, updated_at: occurredAt }).execute();
      return;
    case "ScheduleEventUnconfirmed":
      await row().set({ confirmed: false, confirmed_at: null, updated_at: occurredAt }).execute();
      return;
    case "ShiftManagerAssigned":
      await row().set({ shift_manager_id: event.data.managerId, updated_at: occurredAt }).execute();
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown schedule event ${JSON.stringify(unknown)}`);
    }
  }
};

const applyPositionEvent = async (trx: Transaction<Database>, companyId: string, event: SchedulePositionEvent): Promise<void> => {
  const position = () => trx.updateTable("schedule_positions").where("company_id", "=", companyId).where("position_id", "=", event.data.positionId);
  const people = async (): Promise<string[]> => {
    const found = await trx.selectFrom("schedule_positions").select("person_ids").where("company_id", "=", companyId).where("position_id", "=", event.data.positionId).executeTakeFirst();
    return [...((found?.person_ids as readonly string[] | undefined) ?? [])];
  };
  switch (event.type) {
    case "SchedulePositionAdded":
      await trx
        .insertInto("schedule_positions")
        .values({ company_id: companyId, position_id: event.data.positionId, name: event.data.name, order_number: event.data.orderNumber, person_ids: "[]" })
        .execute();
      return;
    case "SchedulePositionRenamed":
      await position().set({ name: event.data.name }).execute();
      return;
    case "SchedulePositionDeleted":
      await trx.deleteFrom("schedule_positions").where("company_id", "=", companyId).where("position_id", "=", event.data.positionId).execute();
      return;
    case "SchedulePositionsReordered":
      for (const o of event.data.orders) {
        await trx.updateTable("schedule_positions").set({ order_number: o.orderNumber }).where("company_id", "=", companyId).where("position_id", "=", o.positionId).execute();
      }
      return;
    case "ScheduleWorkerAssigned":
      await position()
        .set({ person_ids: JSON.stringify([...(await people()), event.data.personId]) })
        .execute();
      return;
    case "ScheduleWorkerRemoved": {
      const personId = event.data.personId;
      await position()
        .set({ person_ids: JSON.stringify((await people()).filter((id) => id !== personId)) })
        .execute();
      return;
    }
    case "ScheduleWorkersReordered":
      await position().set({ person_ids: JSON.stringify(event.data.personIds) }).execute();
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown schedule position event ${JSON.stringify(unknown)}`);
    }
  }
};

const applyPresetEvent = async (trx: Transaction<Database>, companyId: string, event: SchedulePresetEvent): Promise<void> => {
  switch (event.type) {
    case "SchedulePresetSaved":
    case "SchedulePresetUpdated": {
      const v = event.data.values;
      const columns = {
        kind: v.kind,
        title: v.title,
        start_time: v.startTime,
        end_time: v.endTime,
        pause_length_minutes: v.pauseLengthMinutes,
        additional_break_minutes: v.additionalBreakMinutes,
        comment: v.comment,
        color: v.color,
      };
      await trx
        .insertInto("schedule_presets")
        .values({ company_id: companyId, preset_id: event.data.presetId, ...columns })
        .onConflict((oc) => oc.columns(["company_id", "preset_id"]).doUpdateSet(columns))
        .execute();
      return;
    }
    case "SchedulePresetDestroyed":
      await trx.deleteFrom("schedule_presets").where("company_id", "=", companyId).where("preset_id", "=", event.data.presetId).execute();
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown schedule preset event ${JSON.stringify(unknown)}`);
    }
  }
};

const positionTypes = new Set<string>(schedulePositionEventTypes);
const presetTypes = new Set<string>(schedulePresetEventTypes);

/** The companies whose version token a transaction already drew anew (one write per company per batch, not per event). */
const versionDrawn = new WeakMap<Transaction<Database>, Set<string>>();

/**
 * Draws the company's version token anew in the transaction that changes its schedule rows
 * (`schedule_company_versions`). Called as the last step of an event that applied: a retry of
 * parked events rolls a failing event back to its savepoint, so a token drawn inside it would be
 * lost while the set still said it was drawn.
 */
const drawCompanyVersion = async (trx: Transaction<Database>, companyId: string): Promise<void> => {
  let drawn = versionDrawn.get(trx);
  if (drawn === undefined) versionDrawn.set(trx, (drawn = new Set()));
  if (drawn.has(companyId)) return;
  await sql`insert into schedule_company_versions (company_id, version) values (${companyId}, gen_random_uuid()::text)
    on conflict (company_id) do update set version = excluded.version`.execute(trx);
  drawn.add(companyId);
};

/** A projection whose every applied event (a scrub on erasure too) draws its company's version token anew. */
const drawingCompanyVersions = (projection: Projection): Projection => ({
  ...projection,
  tables: [...projection.tables, "schedule_company_versions"],
  apply: async (trx, event) => {
    await projection.apply(trx, event);
    await drawCompanyVersion(trx, event.metadata.companyId);
  },
});

/**
 * The schedule read models, keyed by company: planned events (by company, person and date), the
 * positions with their people, the presets, and the absence blocks that scheduled paid absences
 * put on work logs (`schedule_absence_blocks`, read through `listAbsenceBlocks`), and a version
 * token per company (`schedule_company_versions`). The resource id of an event is not stored:
 * queries build it from the position's order number and the person, so a reorder remaps every event at once.
 */
export const schedulesProjection: Projection = drawingCompanyVersions(scrubbingOnErasure({
  name: "schedules",
  eventTypes: [...scheduleEventTypes, ...schedulePositionEventTypes, ...schedulePresetEventTypes],
  tables: ["schedule_events", "schedule_positions", "schedule_presets", "schedule_absence_blocks"],
  apply: async (trx, recorded) => {
    const { companyId, occurredAt } = recorded.metadata;
    const event = { type: recorded.type, data: recorded.data };
    if (positionTypes.has(event.type)) return applyPositionEvent(trx, companyId, event as SchedulePositionEvent);
    if (presetTypes.has(event.type)) return applyPresetEvent(trx, companyId, event as SchedulePresetEvent);
    return applyScheduleEvent(trx, companyId, occurredAt, event as ScheduleEvent);
  },
}, scrubSchedulesPerson));
