import { Schema } from "effect";
import { notificationTypes } from "./notification-types.ts";

/** The notification types as a schema (for contracts); the plain list and type live in notification-types. */
export const NotificationTypeSchema = Schema.Literals(notificationTypes);
