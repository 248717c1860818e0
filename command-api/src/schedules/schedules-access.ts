import type { FastifyReply, FastifyRequest } from "fastify";
import {
  paidAbsenceTypeCatalogueDecider,
  planningWarnings,
  plannedSeconds,
  schedulePositionsDecider,
  ValidationError,
  workDateOf,
  type PositionsState,
} from "@workledger/domain";
import { paidAbsenceTypeCatalogueStreamName, schedulePositionsStreamName } from "@workledger/event-schemas";
import { listPersonShifts } from "@workledger/projections";
import { assertBodyIds, type BodyIdFields } from "../http/body-ids.ts";
import { slicer } from "../http/event-loop-slices.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { actorIn, loadState, requireFeature } from "../organisation/organisation-http.ts";
import { ledgerPositionHeader } from "../read-your-writes/wait-for-position.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import type { PlannedNew } from "./schedules-input.ts";
import { zoneOf } from "./schedules-ledger.ts";
import { warningShape } from "./schedules-shape.ts";

/**
 * A schedule manager of the company: the manager persona with can_manage_schedules (a company id
 * in the path that is not the session's is 403), while the company's schedule_active flag is on
 * (clarification 3: with the flag off the feature's actions are not offered).
 */
export const scheduleManager = (request: FastifyRequest, companyId?: string): SessionActor => {
  const actor = actorIn(request, "schedules.manage", companyId ?? requireSession(request).companyId);
  requireFeature(actor, "schedule_active");
  return actor;
};

export const loadPositions = (deps: SchedulesDeps, companyId: string): Promise<PositionsState> => loadState(deps, schedulePositionsStreamName(companyId), schedulePositionsDecider);

/**
 * Every id a schedule body names: people (the planned person, the shift manager) through the one
 * body-id check (another company's: 400; outside the manager's workspaces: 403), positions of the
 * company's schedule and its paid absence types (another's: 400 field error).
 */
export const assertScheduleIds = async (
  deps: SchedulesDeps,
  actor: SessionActor,
  ids: { readonly people?: BodyIdFields; readonly positionIds?: readonly (string | null | undefined)[]; readonly absenceTypeIds?: readonly (string | null | undefined)[] },
): Promise<void> => {
  await assertBodyIds(deps, actor, ids.people ?? {});
  const positions = (ids.positionIds ?? []).filter((p): p is string => typeof p === "string");
  if (positions.length > 0) {
    const state = await loadPositions(deps, actor.companyId);
    if (positions.some((p) => !state.positions.has(p))) throw ValidationError.of("position_id", "Position not found", "position_not_found");
  }
  const types = (ids.absenceTypeIds ?? []).filter((t): t is string => typeof t === "string");
  if (types.length > 0) {
    const catalogue = await loadState(deps, paidAbsenceTypeCatalogueStreamName(actor.companyId), paidAbsenceTypeCatalogueDecider);
    if (types.some((t) => !catalogue.types.has(t))) throw ValidationError.of("type_id", "Paid absence type not found", "absence_type_not_found");
  }
};

const monthsBefore = (date: string, months: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d)).toISOString().slice(0, 10);
};
const dayAfter = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The planning warnings the new or changed shifts raise for their people: judged against the
 * people's shifts in the read model (4 months back), with the changed ones in their new place.
 * Advisory only: they never block and may miss a change another manager made a moment ago.
 */
export const warningsFor = async (deps: SchedulesDeps, actor: SessionActor, planned: readonly PlannedNew[], removedIds: readonly string[] = []) => {
  const zone = zoneOf(actor);
  const byPerson = new Map<string, PlannedNew[]>();
  for (const p of planned) if (p.event.values.kind === "shift") byPerson.set(p.personId, [...(byPerson.get(p.personId) ?? []), p]);
  const warnings = [];
  const pause = slicer();
  for (const [personId, list] of byPerson) {
    if (byPerson.size > 50) break;
    await pause();
    const dates = list.map((p) => workDateOf(p.event.values.start, zone)).sort();
    const stored = await listPersonShifts(deps.db, actor.companyId, personId, monthsBefore(dates[0]!, 4), dayAfter(dates.at(-1)!));
    const replaced = new Set([...list.map((p) => p.event.eventId), ...removedIds]);
    const shifts = [
      ...stored.filter((s) => !replaced.has(s.event_id)).map((s) => ({ eventId: s.event_id, start: s.start_at.toISOString(), end: s.end_at.toISOString(), totalSeconds: s.total_seconds })),
      ...list.map((p) => ({
        eventId: p.event.eventId,
        start: p.event.values.start,
        end: p.event.values.end,
        totalSeconds: plannedSeconds(p.event.values),
      })),
    ];
    warnings.push(...planningWarnings(shifts, list.map((p) => p.event.eventId), zone).map((w) => warningShape(personId, w)));
  }
  return warnings;
};

export const replySchedule = (reply: FastifyReply, position: string, message: string, data: Record<string, unknown>, warnings: readonly unknown[] = [], status = 200): FastifyReply =>
  reply.code(status).header(ledgerPositionHeader, position).send({ message, data, warnings, position });
