/**
 * What the users_{userId} channel carries (spec section 4, realtime). The forced-logout texts are
 * the spec's literals; clients show them under the title 'Oops!'.
 */
export const realtimeChannelOf = (userId: string): string => `users_${userId}`;

export const forcedLogoutTitle = "Oops!";
export const forcedLogoutMessages = {
  "user-role-changed": "You are forced to logout due to your account has been updated",
  "company-disabled": "You are forced to logout due to your account has been disabled",
} as const;
export type ForcedLogoutType = keyof typeof forcedLogoutMessages;

export interface RealtimeMessage {
  readonly channel: string;
  readonly type: ForcedLogoutType | "worker-missing-work" | "notification" | "schedule-changed";
  readonly title?: string;
  readonly message?: string;
  readonly data?: unknown;
}

export const forcedLogoutMessage = (userId: string, type: ForcedLogoutType): RealtimeMessage => ({
  channel: realtimeChannelOf(userId),
  type,
  title: forcedLogoutTitle,
  message: forcedLogoutMessages[type],
});

/** Bus subject for one user's realtime channel. */
export const realtimeSubjectOf = (userId: string): string => `realtime.users.${userId}`;
