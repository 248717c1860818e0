import type { RouteSlice } from "../build-app.ts";
import { billWarningSlice } from "./bill-warnings.routes.ts";
import { broadcastSlices } from "./broadcasts.routes.ts";
import { notificationFeedSlice } from "./notification-feed.routes.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

/** Every route of the notifications capability: the feed, the broadcasts and the admin's bill warnings. */
export const notificationsSlices = (deps: NotificationsDeps): readonly RouteSlice[] => [notificationFeedSlice(deps), ...broadcastSlices(deps), billWarningSlice(deps)];
