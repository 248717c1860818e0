import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import { forcedLogoutMessage, realtimeSubjectOf, type CompanyEvent, type ForcedLogoutType, type UserEvent } from "@workledger/event-schemas";
import type { EventStore, RecordedEvent } from "@workledger/event-store";
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
 */
export const startForcedLogoutPublisher = async (deps: ForcedLogoutPublisherDeps): Promise<RunningPublisher> => {
  const after = await deps.eventStore.headPosition();
  const subscription = deps.eventStore.subscribeToAll({ after, filter: { eventTypes: [...watched] } });
  const loop = (async () => {
    for await (const event of subscription) {
      try {
        for (const { userId, type } of await forcedLogoutsOf(deps.db, event)) {
          await deps.bus.publish(realtimeSubjectOf(userId), forcedLogoutMessage(userId, type), { id: `${event.id}-${userId}` });
        }
      } catch (error) {
        deps.logger.error({ err: error, eventId: event.id }, "forced logout not published");
      }
    }
  })();
  return {
    stop: async () => {
      await subscription.close();
      await loop.catch(() => undefined);
    },
  };
};
