import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  DEFAULT_TIME_ZONE,
  nextWorkPeriod,
  previousWorkPeriod,
  scheduleDecider,
  workPeriodOf,
  type PlannedInterval,
  type ScheduleCommand,
  type ScheduleContext,
  type ScheduleState,
} from "@workledger/domain";
import { scheduleStreamName, type ScheduleEvent } from "@workledger/event-schemas";
import { comparePositions, formatPosition, parsePosition, START, WrongExpectedRevisionError, type Position } from "@workledger/event-store";
import { commandMetadata } from "../commands/command-metadata.ts";
import { handleCommand } from "../commands/handle-command.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";

/** One command for one person's month. */
export type StreamCommand = ScheduleCommand extends infer C ? (C extends ScheduleCommand ? Omit<C, "context"> : never) : never;

export const zoneOf = (actor: SessionActor): string => actor.company?.timezone || DEFAULT_TIME_ZONE;

const DAY_MS = 86_400_000;
/** Streams read and written at once by one request (a week for 500 people touches 500 streams). */
const STREAM_CONCURRENCY = 6;

/** `map` with at most `limit` calls in flight, results in input order. */
const mapLimited = async <T, R>(items: readonly T[], limit: number, f: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await f(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

export const loadSchedule = async (deps: SchedulesDeps, companyId: string, personId: string, period: string): Promise<{ state: ScheduleState; revision: bigint }> => {
  const history = await deps.eventStore.readStream(scheduleStreamName(companyId, personId, period));
  const state = history.reduce((s, e) => scheduleDecider.evolve(s, { type: e.type, data: e.data } as ScheduleEvent), scheduleDecider.initialState);
  return { state, revision: history.at(-1)?.revision ?? -1n };
};

const shiftsOf = (state: ScheduleState): PlannedInterval[] =>
  [...state.events.values()].filter((e) => e.values.kind === "shift").map((e) => ({ eventId: e.eventId, start: e.values.start, end: e.values.end }));

/** The shifts a command places in time: a night shift near the month's edge needs the neighbouring month's shifts. */
const placedShifts = (command: StreamCommand): PlannedInterval[] => {
  if (command.type === "CreateScheduleEvents") return command.data.events.filter((e) => e.values.kind === "shift").map((e) => ({ eventId: e.eventId, start: e.values.start, end: e.values.end }));
  if (command.type === "ChangeScheduleEvent" && command.data.values.kind === "shift") return [{ eventId: command.data.eventId, start: command.data.values.start, end: command.data.values.end }];
  return [];
};

/** The decision context: clock, zone, flags and the neighbouring months' shifts when the command's shifts reach the month's edges. */
export const contextFor = async (deps: SchedulesDeps, actor: SessionActor, command: StreamCommand, now: Date): Promise<ScheduleContext> => {
  const timeZone = zoneOf(actor);
  const { personId, period } = command.data;
  const shifts = placedShifts(command);
  const neighbours: PlannedInterval[] = [];
  if (shifts.some((s) => workPeriodOf(new Date(Date.parse(s.start) - DAY_MS).toISOString(), timeZone) !== period)) {
    neighbours.push(...shiftsOf((await loadSchedule(deps, actor.companyId, personId, previousWorkPeriod(period))).state));
  }
  if (shifts.some((s) => workPeriodOf(new Date(Date.parse(s.end) - 1).toISOString(), timeZone) !== period)) {
    neighbours.push(...shiftsOf((await loadSchedule(deps, actor.companyId, personId, nextWorkPeriod(period))).state));
  }
  return { now: now.toISOString(), timeZone, shiftManagerActive: actor.company?.flags.shift_manager_active === true, neighbourShifts: neighbours };
};

/**
 * Runs commands on several people's months as one request: every command is first decided on its
 * stream's current state (a refusal anywhere writes nothing), then each stream's decision is
 * appended at the revision it was decided on; a stream another writer changed meanwhile is decided
 * again on its new history (handleCommand). Returns the last position written.
 */
export const runScheduleCommands = async (deps: SchedulesDeps, request: FastifyRequest, actor: SessionActor, commands: readonly StreamCommand[]): Promise<{ position: string; events: number }> => {
  const now = deps.clock();
  const decisions = await mapLimited(commands, STREAM_CONCURRENCY, async (c) => {
    const command = { ...c, context: await contextFor(deps, actor, c, now) } as ScheduleCommand;
    const { state, revision } = await loadSchedule(deps, actor.companyId, c.data.personId, c.data.period);
    return { command, streamName: scheduleStreamName(actor.companyId, c.data.personId, c.data.period), events: scheduleDecider.decide(command, state), revision };
  });
  const metadata = commandMetadata(request, actor, now);
  const results = await mapLimited(decisions, STREAM_CONCURRENCY, async (d) => {
    if (d.events.length === 0) return null;
    try {
      const result = await deps.eventStore.appendToStream(
        d.streamName,
        d.events.map((e) => ({ id: randomUUID(), type: e.type, schemaVersion: 1, data: e.data, metadata })),
        d.revision < 0n ? "no_stream" : d.revision,
      );
      return { position: result.position, events: d.events.length };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const result = await handleCommand({ store: deps.eventStore, streamName: d.streamName, decider: scheduleDecider, command: d.command, metadata });
      return result.events === 0 ? null : { position: parsePosition(result.position), events: result.events };
    }
  });
  let last: Position = START;
  let written = 0;
  for (const r of results) {
    if (r === null) continue;
    written += r.events;
    if (comparePositions(r.position, last) > 0) last = r.position;
  }
  const position = formatPosition(last);
  return { position, events: written };
};

/** Locator rows read or written by one statement: short enough for the embedded database's thread. */
const LOCATOR_SLICE = 250;

export interface LocatedEvent {
  readonly eventId: string;
  readonly personId: string;
  readonly period: string;
  readonly seriesId: string | null;
}

/** Where schedule events live (write-side locator); unknown ids are left out. */
export const locateEvents = async (deps: SchedulesDeps, companyId: string, eventIds: readonly string[]): Promise<LocatedEvent[]> => {
  const unique = [...new Set(eventIds)];
  const located: LocatedEvent[] = [];
  for (let i = 0; i < unique.length; i += LOCATOR_SLICE) {
    const rows = await deps.db
      .selectFrom("schedule_event_streams")
      .select(["event_id", "person_id", "period", "series_id"])
      .where("company_id", "=", companyId)
      .where("event_id", "in", unique.slice(i, i + LOCATOR_SLICE))
      .execute();
    for (const r of rows) located.push({ eventId: r.event_id, personId: r.person_id, period: r.period, seriesId: r.series_id });
  }
  return located;
};

/** Records (or moves) where events live, before the ledger writes them: a refused command leaves a locator that names nothing, which reads as unknown. */
export const recordLocations = async (deps: SchedulesDeps, companyId: string, located: readonly LocatedEvent[]): Promise<void> => {
  for (let i = 0; i < located.length; i += LOCATOR_SLICE) {
    const chunk = located.slice(i, i + LOCATOR_SLICE);
    await deps.db
      .insertInto("schedule_event_streams")
      .values(chunk.map((l) => ({ company_id: companyId, event_id: l.eventId, person_id: l.personId, period: l.period, series_id: l.seriesId })))
      .onConflict((oc) => oc.columns(["company_id", "event_id"]).doUpdateSet((eb) => ({ person_id: eb.ref("excluded.person_id"), period: eb.ref("excluded.period") })))
      .execute();
  }
};

/** Groups located events by the stream (person and month) they live in. */
export const byStream = (located: readonly LocatedEvent[]): Map<string, { personId: string; period: string; eventIds: string[] }> => {
  const groups = new Map<string, { personId: string; period: string; eventIds: string[] }>();
  for (const l of located) {
    const key = `${l.personId} ${l.period}`;
    const group = groups.get(key) ?? { personId: l.personId, period: l.period, eventIds: [] };
    group.eventIds.push(l.eventId);
    groups.set(key, group);
  }
  return groups;
};

export const newScheduleId = (deps: SchedulesDeps): string => (deps.newId ?? randomUUID)();
