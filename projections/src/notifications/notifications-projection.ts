import type { Projection } from "../runner/projection.ts";
import { createNotificationsProjection } from "./notifications.projection.ts";
import { requestNotifiers } from "./request-notifiers.ts";

/** The feed as registered: today's notifying events plus the requests capability's. */
export const notificationsProjection: Projection = createNotificationsProjection(requestNotifiers);
