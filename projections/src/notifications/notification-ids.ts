import { createHash } from "node:crypto";

/**
 * A notification's id: a UUID-shaped digest of the notifying event and the recipient, so a replay
 * of the log mints the same ids (the feed equals a replay; delivery deduplicates on it).
 */
export const notificationIdOf = (eventId: string, recipientId: string): string => {
  const hex = createHash("sha256").update(`${eventId}:${recipientId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
