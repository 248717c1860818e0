import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import { can, canReachPerson } from "@workledger/domain";
import {
  realtimeChannelOf,
  realtimeSubjectOf,
  scheduleEventTypes,
  schedulePositionEventTypes,
  schedulePresetEventTypes,
  type RealtimeMessage,
  type Rights,
} from "@workledger/event-schemas";
import { comparePositions, defaultResubscribeBackoff, formatPosition, type EventStore, type Position, type RecordedEvent, type ResubscribeBackoff, type Subscription } from "@workledger/event-store";
import { activeCompanyPeople, findDirectoryCompany, type Database, type DirectoryCompanyRow, type DirectoryUserRow } from "@workledger/projections";
import { principalOf } from "../identity/session-authenticator.ts";

const watched = [...scheduleEventTypes, ...schedulePositionEventTypes, ...schedulePresetEventTypes] as const;

/** What the users_{id} frame of a schedule change carries (the web reads the range again, waiting for `position`). */
export interface ScheduleChangedData {
  readonly company_id: string;
  /** The local dates changed (first and last day of the months touched); null: the whole schedule (positions, presets). */
  readonly from: string | null;
  readonly to: string | null;
  /** The people whose plan changed (empty for positions and presets). */
  readonly user_ids: readonly string[];
  /** Who made the changes, so a page can tell its own writes from another manager's. */
  readonly actor_ids: readonly string[];
  /** The ledger position of the last change: a read sent with it as waitFor answers with the change in it. */
  readonly position: string;
}

/** The changes of one company gathered for one frame. */
interface Pending {
  from: string | null;
  to: string | null;
  whole: boolean;
  readonly people: Set<string>;
  readonly actors: Set<string>;
  position: Position;
  lastEventId: string;
}

const lastDayOf = (month: string): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The company, person and month a schedule event is about; undefined for an event that is none of the capability's. */
export const scheduleChangeOf = (event: RecordedEvent): { companyId: string; personId: string | null; month: string | null } | undefined => {
  const companyId = event.metadata.companyId;
  if (event.streamName.startsWith("schedule-positions-") || event.streamName.startsWith("schedule-presets-")) return { companyId, personId: null, month: null };
  if (!event.streamName.startsWith("schedule-")) return undefined;
  const month = event.streamName.slice(-7);
  const personId = (event.data as { personId?: unknown }).personId;
  if (!/^\d{4}-\d{2}$/.test(month) || typeof personId !== "string") return undefined;
  return { companyId, personId, month };
};

/**
 * Who may hear of a change to these people's plans (or, with none, to the company's positions or
 * presets): the company's active people who, as managers, manage schedules and reach at least one of
 * the people through their workspaces (any person for company-wide changes), and each person whose
 * own plan changed when they may see their schedule. Nobody of another company: `people` are the
 * company's own.
 */
export const scheduleChangeRecipients = (people: readonly DirectoryUserRow[], company: DirectoryCompanyRow | undefined, companyId: string, changed: ReadonlySet<string>): string[] => {
  const workspacesOf = new Map(people.map((p) => [p.id, (p.rights as Rights).general_rights_workspace_ids] as const));
  return people
    .filter((person) => {
      if (changed.has(person.id) && can(principalOf(person, company, companyId, "worker"), "schedules.view-own", { companyId })) return true;
      const manager = principalOf(person, company, companyId, "manager");
      if (!can(manager, "schedules.manage", { companyId })) return false;
      if (changed.size === 0) return true;
      for (const id of changed) {
        const workspaces = workspacesOf.get(id);
        if (workspaces !== undefined && canReachPerson(manager, workspaces)) return true;
      }
      return false;
    })
    .map((person) => person.id);
};

export const scheduleChangedMessage = (recipientId: string, data: ScheduleChangedData): RealtimeMessage => ({
  channel: realtimeChannelOf(recipientId),
  type: "schedule-changed",
  data,
});

export interface ScheduleChangePublisherDeps {
  readonly eventStore: EventStore;
  readonly bus: Bus;
  readonly db: Kysely<Database>;
  readonly logger: Pick<Logger, "error" | "warn" | "info">;
}

export interface SchedulePublisherOptions {
  /** Changes arriving within this window after the first are sent as one frame per recipient (a publish of 3,500 shifts is one frame). */
  readonly gatherMs?: number;
  readonly backoff?: ResubscribeBackoff;
}

export interface RunningSchedulePublisher {
  stop(): Promise<void>;
}

/**
 * Follows the log from now on and pushes `schedule-changed` on the users_{id} channel of the people
 * of the same company who may see the change (scheduleChangeRecipients): one frame per company and
 * gathering window, naming the dates touched and the ledger position to wait for. Frames are
 * hints: a lost one is made good by the page's periodic read. Message ids derive from the last event
 * gathered and the recipient, so two API processes gathering the same events publish once.
 */
export const startScheduleChangePublisher = async (deps: ScheduleChangePublisherDeps, options: SchedulePublisherOptions = {}): Promise<RunningSchedulePublisher> => {
  const gatherMs = options.gatherMs ?? 150;
  const backoff = options.backoff ?? defaultResubscribeBackoff;
  let after = await deps.eventStore.headPosition();
  let stopped = false;
  let subscription: Subscription | undefined;
  let wake: (() => void) | undefined;
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const flush = async (): Promise<void> => {
    timer = undefined;
    const batch = [...pending];
    pending.clear();
    for (const [companyId, change] of batch) {
      try {
        const people = await activeCompanyPeople(deps.db, companyId);
        const company = await findDirectoryCompany(deps.db, companyId);
        const changed = change.whole ? new Set<string>() : change.people;
        const data: ScheduleChangedData = {
          company_id: companyId,
          from: change.whole ? null : change.from,
          to: change.whole ? null : change.to,
          user_ids: [...change.people],
          actor_ids: [...change.actors],
          position: formatPosition(change.position),
        };
        for (const recipient of scheduleChangeRecipients(people, company, companyId, changed)) {
          await deps.bus.publish(realtimeSubjectOf(recipient), scheduleChangedMessage(recipient, data), { id: `schedule-${change.lastEventId}-${recipient}` });
        }
      } catch (error) {
        deps.logger.error({ err: error, companyId }, "schedule change not published");
      }
    }
  };

  const gather = (event: RecordedEvent) => {
    const change = scheduleChangeOf(event);
    if (change === undefined) return;
    let entry = pending.get(change.companyId);
    if (entry === undefined) {
      entry = { from: null, to: null, whole: false, people: new Set(), actors: new Set(), position: event.position, lastEventId: event.id };
      pending.set(change.companyId, entry);
    }
    if (comparePositions(event.position, entry.position) > 0) entry.position = event.position;
    entry.lastEventId = event.id;
    entry.actors.add(event.metadata.actorId);
    if (change.personId === null || change.month === null) entry.whole = true;
    else {
      entry.people.add(change.personId);
      const from = `${change.month}-01`;
      const to = lastDayOf(change.month);
      if (entry.from === null || from < entry.from) entry.from = from;
      if (entry.to === null || to > entry.to) entry.to = to;
    }
    timer ??= setTimeout(() => {
      flushing = flushing.then(flush);
    }, gatherMs);
  };

  const loop = (async () => {
    for (let attempt = 1; !stopped; attempt++) {
      subscription = deps.eventStore.subscribeToAll({
        after,
        filter: { eventTypes: [...watched] },
        onDropped: (drop) => deps.logger.warn({ err: drop.error, attempt: drop.attempt, retryInMs: drop.retryInMs }, "schedule change publisher lost the event store; resuming after its last event"),
        onResumed: () => deps.logger.info("schedule change publisher resumed"),
      });
      try {
        for await (const event of subscription) {
          attempt = 0;
          after = event.position;
          gather(event);
        }
        return;
      } catch (error) {
        if (stopped) return;
        const retryInMs = Math.min(backoff.initialDelayMs * 2 ** (Math.max(attempt, 1) - 1), backoff.maxDelayMs);
        deps.logger.error({ err: error, retryInMs }, "schedule change publisher's subscription failed; resubscribing after its last event");
        await new Promise<void>((resolve) => {
          const retry = setTimeout(resolve, retryInMs);
          wake = () => {
            clearTimeout(retry);
            resolve();
          };
        });
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      clearTimeout(timer);
      await subscription?.close();
      await loop.catch(() => undefined);
      await flushing.catch(() => undefined);
    },
  };
};
