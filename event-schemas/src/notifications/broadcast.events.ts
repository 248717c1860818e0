import { Schema } from "effect";
import { Instant } from "../envelope.ts";

/**
 * A broadcast notification (spec sections 3 and 4): written by a manager (a company notification to
 * people of their company) or by an admin (a system notification). One stream per broadcast,
 * `broadcast-{companyId}-{broadcastId}` with the author's company.
 */
export const broadcastStreamName = (companyId: string, broadcastId: string): string => `broadcast-${companyId}-${broadcastId}`;

export const broadcastTitleMaxLength = 120;
export const broadcastTextMaxLength = 2000;
export const broadcastRecipientsMax = 10_000;

export const BroadcastKind = Schema.Literals(["company", "system"]);
export type BroadcastKind = typeof BroadcastKind.Type;
export const BroadcastStatus = Schema.Literals(["draft", "ready_for_posting", "posted", "deleted"]);
export type BroadcastStatus = typeof BroadcastStatus.Type;

export const BroadcastChannels = Schema.Struct({ push: Schema.Boolean, email: Schema.Boolean });
export type BroadcastChannels = typeof BroadcastChannels.Type;

/** Who it is for: chosen people and/or everyone of chosen workspaces. */
export const BroadcastAudience = Schema.Struct({ userIds: Schema.Array(Schema.String), workspaceIds: Schema.Array(Schema.String) });
export type BroadcastAudience = typeof BroadcastAudience.Type;

export const BroadcastContent = Schema.Struct({
  title: Schema.String,
  text: Schema.String,
  channels: BroadcastChannels,
  audience: BroadcastAudience,
});
export type BroadcastContent = typeof BroadcastContent.Type;

/** One person it reached, in their own company (a system broadcast may reach several companies). */
export const BroadcastRecipient = Schema.Struct({ companyId: Schema.String, userId: Schema.String });
export type BroadcastRecipient = typeof BroadcastRecipient.Type;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct({ broadcastId: Schema.String, ...fields }) });

export const BroadcastDrafted = event("BroadcastDrafted", { kind: BroadcastKind, content: BroadcastContent });
export const BroadcastEdited = event("BroadcastEdited", { content: BroadcastContent });
export const BroadcastMarkedReady = event("BroadcastMarkedReady", {});
/**
 * Posted (or reposted): what was sent and to whom, the audience resolved to people at this moment
 * by the command, so the fan-out into feeds reads from the event alone and a replay reaches the
 * same people with the same text.
 */
export const BroadcastPosted = event("BroadcastPosted", {
  kind: BroadcastKind,
  content: BroadcastContent,
  recipients: Schema.Array(BroadcastRecipient),
  repost: Schema.Boolean,
  /** When it was posted (the command's now), so the repost limit counts a day's reposts; absent on posts recorded before the limit. */
  postedAt: Schema.optionalKey(Instant),
});
export const BroadcastDeleted = event("BroadcastDeleted", {});

/**
 * Whom a post would reach now and how many reposts are left (GET …/broadcasts/{id}/reach): the
 * confirmation before posting says how many people it will notify.
 */
export const BroadcastReach = Schema.Struct({
  recipient_count: Schema.Int,
  posted: Schema.Boolean,
  /** Reposts still allowed in the current 24 hours (the first post is not a repost). */
  reposts_left: Schema.Int,
  /** When the next repost is allowed, when none is left now. */
  next_repost_at: Schema.NullOr(Instant),
});
export type BroadcastReach = typeof BroadcastReach.Type;

export const BroadcastEvent = Schema.Union([BroadcastDrafted, BroadcastEdited, BroadcastMarkedReady, BroadcastPosted, BroadcastDeleted]);
export type BroadcastEvent = typeof BroadcastEvent.Type;
export type BroadcastEventType = BroadcastEvent["type"];
export const broadcastEventTypes: readonly BroadcastEventType[] = ["BroadcastDrafted", "BroadcastEdited", "BroadcastMarkedReady", "BroadcastPosted", "BroadcastDeleted"];
