import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import { forcedLogoutMessage, realtimeSubjectOf, type CompanyEvent, type ForcedLogoutType, type UserEvent } from "@workledger/event-schemas";
import { defaultResubscribeBackoff, type EventStore, type RecordedEvent, type ResubscribeBackoff, type Subscription } from "@workledger/event-store";
import { companyUserIds, type Database } from "@workledger/projections";

const watched = ["UserRightsChanged", "UserDeactivated", "UserDeleted", "CompanyDisabled", "CompanySubscriptionChanged"] as const;

export interface ForcedLogoutPublisherDeps {
  readonly eventStore: EventStore;
  readonly bus: Bus;
  readonly db: Kysely<Database>;
  readonly logger: Logger;
}

export interface RunningPublisher {
  stop(): Promise<void>;
}

/** Who must be forced out by an event, and why; empty for events that do not force anyone out. */
export const forcedLogoutsOf = async (db: Kysely<Database>, event: RecordedEvent): Promise<{ userId: string; type: ForcedLogoutType }[]> => {
  if (event.streamName.startsWith("user-")) {
    const type = event.type as UserEvent["type"];
    if (type !== "UserRightsChanged" && type !== "UserDeactivated" && type !== "UserDeleted") return [];
    return [{ userId: event.streamName.slice(-36), type: "user-role-changed" }];
  }
  if (event.streamName.startsWith("company-")) {
    const companyEvent = { type: event.type, data: event.data } as CompanyEvent;
    const disables = companyEvent.type === "CompanyDisabled" || (companyEvent.type === "CompanySubscriptionChanged" && companyEvent.data.isLoginDisabled);
    if (!disables) return [];
    const ids = await companyUserIds(db, event.streamName.slice("company-".length));
    return ids.map((userId) => ({ userId, type: "company-disabled" }));
  }
  return [];
};

/**
 * Follows the log from now on and publishes forced logouts on each user's realtime subject
 * (user-role-changed when rights change or the person is deactivated/deleted, company-disabled
 * when the company or its login is disabled). Message ids derive from the event id, so several
 * API processes publishing the same event are deduplicated by JetStream. Sessions are already
 * revoked by the command itself; this only makes open browsers leave at once.
 *
 * It never stops on its own: the store's subscription resumes by itself when the connection
 * drops; any other failure of the subscription is logged and it resubscribes after the last
 * event it handled, backing off (100 ms doubling to 30 s).
 */
export const startForcedLogoutPublisher = async (deps: ForcedLogoutPublisherDeps, backoff: ResubscribeBackoff = defaultResubscribeBackoff): Promise<RunningPublisher> => {
  let after = await deps.eventStore.headPosition();
  let stopped = false;
  let subscription: Subscription | undefined;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    for (let attempt = 1; !stopped; attempt++) {
      subscription = deps.eventStore.subscribeToAll({
        after,
        filter: { eventTypes: [...watched] },
        onDropped: (drop) =>
          deps.logger.warn({ err: drop.error, attempt: drop.attempt, retryInMs: drop.retryInMs }, "forced logout publisher lost the event store; resuming after its last event"),
        onResumed: () => deps.logger.info("forced logout publisher resumed"),
      });
      try {
        for await (const event of subscription) {
          attempt = 0;
          after = event.position;
          try {
            for (const { userId, type } of await forcedLogoutsOf(deps.db, event)) {
              await deps.bus.publish(realtimeSubjectOf(userId), forcedLogoutMessage(userId, type), { id: `${event.id}-${userId}` });
            }
          } catch (error) {
            deps.logger.error({ err: error, eventId: event.id }, "forced logout not published");
          }
        }
        return; // stopped, or the store was closed
      } catch (error) {
        if (stopped) return;
        const retryInMs = Math.min(backoff.initialDelayMs * 2 ** (Math.max(attempt, 1) - 1), backoff.maxDelayMs);
        deps.logger.error({ err: error, retryInMs }, "forced logout publisher's subscription failed; resubscribing after its last event");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryInMs);
          wake = () => {
            clearTimeout(timer);
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
      await subscription?.close();
      await loop.catch(() => undefined);
    },
  };
};
