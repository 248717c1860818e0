import type { FastifyRequest } from "fastify";
import type { WorkTimeCommand } from "@workledger/domain";
import type { EventSource } from "@workledger/event-schemas";
import type { SessionActor } from "../identity/session-actor.ts";
import { closedThroughAt, loadPayCalendar, workTypePricesOf, zoneOf } from "../pay-calendar/pay-calendar-lookups.ts";
import { commandOf } from "./work-time-access.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";

/**
 * What a command on a worker's ledger needs from the pay calendar, looked up here so the decider
 * stays pure: the worker's zone now (their own, else the company's; it dates the log and picks the
 * period stream), the last date closed for workers, and, for confirmations and a work type change,
 * the work types' prices to freeze.
 */
export const withPayCalendar = async (deps: WorkTimeDeps, companyId: string, command: WorkTimeCommand): Promise<WorkTimeCommand> => {
  const now = new Date(command.context.now);
  const { workerId } = command.data;
  const calendar = await loadPayCalendar(deps.db, companyId, [workerId]);
  const pricing = command.type === "ConfirmWorkLogs" || (command.type === "EditWorkLog" && command.data.changes.workTypeId !== undefined);
  return {
    ...command,
    context: {
      ...command.context,
      timeZone: zoneOf(calendar, workerId, now),
      payPeriodsClosedThrough: closedThroughAt(calendar, now),
      ...(pricing ? { workTypePrices: await workTypePricesOf(deps.db, companyId) } : {}),
    },
  } as WorkTimeCommand;
};

/** commandOf, in the worker's zone: local dates and HH:mm in a body are read in it. */
export const workerCommandOf = async (deps: WorkTimeDeps, request: FastifyRequest, actor: SessionActor, workerId: string, source: EventSource, now: Date) => {
  const { metadata, context } = commandOf(request, actor, source, now);
  const calendar = await loadPayCalendar(deps.db, actor.companyId, [workerId]);
  return { metadata, context: { ...context, timeZone: zoneOf(calendar, workerId, now) } };
};
