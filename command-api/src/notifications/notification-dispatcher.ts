import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import { isNotificationType, notificationEmailEnabled, notificationTitle, realtimeChannelOf, realtimeSubjectOf, renderNotification, type NotificationData, type RealtimeMessage } from "@workledger/event-schemas";
import { quotedSubjectText } from "@workledger/domain";
import { findNotification, markNotificationDelivered, pendingNotificationDeliveries, recordNotificationDeliveryFailure, type Database, type NotificationDeliveryRow } from "@workledger/projections";
import type { Mailer } from "../mail/mail.port.ts";
import { feedItemOf } from "./notification-feed.routes.ts";

export interface NotificationDispatcherDeps {
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  readonly mailer: Mailer;
  readonly clock: () => Date;
  readonly logger?: Pick<Logger, "error" | "warn">;
  /** Link the email points at (the web app); default none. */
  readonly publicUrl?: string;
}

export interface DispatcherOptions {
  readonly pollMs?: number;
  readonly batchSize?: number;
  /** Deliveries older than this when first seen are marked done unsent: a first build over old history mails nobody. */
  readonly staleAfterMs?: number;
  /** Attempts before a failing delivery is given up (kept with its error). */
  readonly maxAttempts?: number;
}

export interface RunningDispatcher {
  /** Delivers what is pending now; answers how many rows it finished. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** The users_{id} frame of one notification: its text in the recipient's locale, and the feed row. */
export const notificationMessage = (userId: string, item: ReturnType<typeof feedItemOf>): RealtimeMessage => ({
  channel: realtimeChannelOf(userId),
  type: "notification",
  title: item.title,
  message: item.text,
  data: item,
});

/**
 * Delivers the notification outbox the projection fills, at least once: each row is pushed on the
 * recipient's realtime subject (message id = notification id, so the bus and the browser drop a
 * repeat) and emailed when its channel allows it and the recipient's notification_settings has the
 * type on; only then is it marked delivered. A crash between sending and marking sends it again
 * after the restart: the row is still pending in PostgreSQL.
 */
export const startNotificationDispatcher = (deps: NotificationDispatcherDeps, options: DispatcherOptions = {}): RunningDispatcher => {
  const pollMs = options.pollMs ?? 100;
  const batchSize = options.batchSize ?? 200;
  const staleAfterMs = options.staleAfterMs ?? 24 * 3600_000;
  const maxAttempts = options.maxAttempts ?? 5;
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (row: NotificationDeliveryRow): Promise<void> => {
    const now = deps.clock();
    if (now.getTime() - row.created_at.getTime() > staleAfterMs) {
      await markNotificationDelivered(deps.db, row, now, "stale: not sent");
      return;
    }
    const user = await deps.db
      .selectFrom("directory_users")
      .select(["email", "language", "notification_settings", "status", "unsubscribed"])
      .where("id", "=", row.recipient_id)
      .where("company_id", "=", row.company_id)
      .executeTakeFirst();
    const company = await deps.db.selectFrom("directory_companies").select("timezone").where("id", "=", row.company_id).executeTakeFirst();
    const locale = user?.language ?? "en";
    const timeZone = company?.timezone ?? "Europe/Helsinki";
    const notification = await findNotification(deps.db, row.company_id, row.recipient_id, row.notification_id);
    if (row.push && notification !== null) {
      const item = feedItemOf(notification, locale, timeZone, now);
      await deps.bus.publish(realtimeSubjectOf(row.recipient_id), notificationMessage(row.recipient_id, item), { id: `notification-${row.notification_id}` });
    }
    if (row.email && user !== undefined && user.status === "active" && !user.unsubscribed && isNotificationType(row.type) && notificationEmailEnabled(user.notification_settings, row.type)) {
      const data = (notification?.data ?? row.data ?? {}) as NotificationData;
      const subject = notificationTitle(row.type, data, locale);
      const body = renderNotification(row.type, data, { locale, timeZone });
      await deps.mailer.send({ to: user.email, kind: "notification", subject: `Workledger: ${quotedSubjectText(subject)}`, text: body, ...(deps.publicUrl === undefined ? {} : { link: `${deps.publicUrl}/dashboard` }) });
    }
    await markNotificationDelivered(deps.db, row, deps.clock());
  };

  const drain = async (): Promise<number> => {
    let done = 0;
    for (;;) {
      const rows = await pendingNotificationDeliveries(deps.db, batchSize);
      if (rows.length === 0 || stopped) return done;
      for (const row of rows) {
        try {
          await deliver(row);
          done += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          deps.logger?.error({ err: error, notificationId: row.notification_id }, "notification delivery failed");
          if (row.attempts + 1 >= maxAttempts) await markNotificationDelivered(deps.db, row, deps.clock(), `gave up: ${message}`);
          else await recordNotificationDeliveryFailure(deps.db, row, message);
          return done; // back off until the next poll
        }
      }
      if (rows.length < batchSize) return done;
    }
  };

  const tick = () => {
    if (stopped) return;
    running = drain()
      .catch((error: unknown) => {
        deps.logger?.error({ err: error }, "notification dispatcher pass failed");
        return 0;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    drain: async () => {
      await running?.catch(() => 0);
      return drain();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
};

