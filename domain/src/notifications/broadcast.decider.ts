import {
  broadcastRecipientsMax,
  broadcastTextMaxLength,
  broadcastTitleMaxLength,
  type BroadcastContent,
  type BroadcastEvent,
  type BroadcastKind,
  type BroadcastRecipient,
  type BroadcastStatus,
} from "@workledger/event-schemas";
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from "../errors.ts";

export const broadcastMessages = {
  notFound: "Notification not found",
  deletedCannotBePosted: "A deleted notification cannot be posted",
  deleted: "The notification has been deleted",
  notDraft: "Only a draft can be marked ready for posting",
  titleRequired: "This field is required",
  textRequired: "This field is required",
  tooLong: "The text is too long",
  channelRequired: "Choose push, email or both",
  audienceRequired: "Choose people or workspaces",
  noRecipients: "Nobody is reached by these people and workspaces",
  repostLimit: "This notification has been reposted as often as a day allows; try again later",
} as const;

/**
 * Reposting mails and notifies every recipient again, so a broadcast is reposted at most this many
 * times in any 24 hours (the first post is not a repost); SECURITY.md, batch and mail limits.
 */
export const MAX_BROADCAST_REPOSTS_PER_DAY = 2;
const REPOST_WINDOW_MS = 24 * 60 * 60 * 1000;

export type BroadcastCommand =
  | { readonly type: "DraftBroadcast"; readonly data: { readonly broadcastId: string; readonly kind: BroadcastKind; readonly content: BroadcastContent } }
  | { readonly type: "EditBroadcast"; readonly data: { readonly broadcastId: string; readonly content: BroadcastContent } }
  | { readonly type: "MarkBroadcastReady"; readonly data: { readonly broadcastId: string } }
  /** Post, or post again (repost): the audience resolved to people by the caller, now; `now` from the command's metadata. */
  | {
      readonly type: "PostBroadcast";
      readonly data: { readonly broadcastId: string; readonly recipients: readonly BroadcastRecipient[] };
      readonly metadata: { readonly now: string };
    }
  | { readonly type: "DeleteBroadcast"; readonly data: { readonly broadcastId: string } };

export interface BroadcastState {
  readonly status: BroadcastStatus | "none";
  readonly kind: BroadcastKind;
  readonly content: BroadcastContent | null;
  readonly postings: number;
  /** When it was reposted (newest last), as far as the events say. */
  readonly repostedAt: readonly string[];
}

export const initialBroadcastState: BroadcastState = { status: "none", kind: "company", content: null, postings: 0, repostedAt: [] };

/** How many reposts are left in the 24 hours before `now`, and when the next one is allowed if none is. */
export const broadcastRepostAllowance = (state: BroadcastState, now: string): { readonly left: number; readonly nextAt: string | null } => {
  const since = Date.parse(now) - REPOST_WINDOW_MS;
  const recent = state.repostedAt.filter((at) => Date.parse(at) > since);
  const left = Math.max(0, MAX_BROADCAST_REPOSTS_PER_DAY - recent.length);
  const oldest = recent.at(-MAX_BROADCAST_REPOSTS_PER_DAY);
  return { left, nextAt: left > 0 || oldest === undefined ? null : new Date(Date.parse(oldest) + REPOST_WINDOW_MS).toISOString() };
};

/** The content's rules (spec section 4: title, text, push and/or email, people and/or workspaces). */
export const validateBroadcastContent = (content: BroadcastContent): void => {
  const errors: Record<string, string[]> = {};
  if (content.title.trim() === "") errors["title"] = [broadcastMessages.titleRequired];
  else if (content.title.length > broadcastTitleMaxLength) errors["title"] = [broadcastMessages.tooLong];
  if (content.text.trim() === "") errors["text"] = [broadcastMessages.textRequired];
  else if (content.text.length > broadcastTextMaxLength) errors["text"] = [broadcastMessages.tooLong];
  if (!content.channels.push && !content.channels.email) errors["channels"] = [broadcastMessages.channelRequired];
  if (content.audience.userIds.length === 0 && content.audience.workspaceIds.length === 0) errors["recipients"] = [broadcastMessages.audienceRequired];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};

const existing = (state: BroadcastState): void => {
  if (state.status === "none") throw new NotFoundError(broadcastMessages.notFound, "broadcast_not_found");
};

/**
 * A broadcast's lifecycle: draft -> ready for posting -> posted, posted again by a repost; edited
 * until deleted; a deleted broadcast cannot be posted (spec section 4).
 */
export const broadcastDecider = {
  initialState: initialBroadcastState,
  decide: (command: BroadcastCommand, state: BroadcastState): BroadcastEvent[] => {
    switch (command.type) {
      case "DraftBroadcast":
        if (state.status !== "none") throw new ConflictError("The notification already exists", "broadcast_exists");
        validateBroadcastContent(command.data.content);
        return [{ type: "BroadcastDrafted", data: command.data }];
      case "EditBroadcast":
        existing(state);
        if (state.status === "deleted") throw new ConflictError(broadcastMessages.deleted, "broadcast_deleted");
        validateBroadcastContent(command.data.content);
        return [{ type: "BroadcastEdited", data: command.data }];
      case "MarkBroadcastReady":
        existing(state);
        if (state.status === "deleted") throw new ConflictError(broadcastMessages.deleted, "broadcast_deleted");
        if (state.status === "ready_for_posting") return [];
        if (state.status !== "draft") throw new ConflictError(broadcastMessages.notDraft, "broadcast_not_draft");
        return [{ type: "BroadcastMarkedReady", data: command.data }];
      case "PostBroadcast": {
        existing(state);
        if (state.status === "deleted") throw new ConflictError(broadcastMessages.deletedCannotBePosted, "broadcast_deleted");
        if (command.data.recipients.length === 0) throw ValidationError.of("recipients", broadcastMessages.noRecipients, "no_recipients");
        if (command.data.recipients.length > broadcastRecipientsMax) throw ValidationError.of("recipients", broadcastMessages.tooLong, "too_many_recipients");
        const repost = state.postings > 0;
        if (repost) {
          const allowance = broadcastRepostAllowance(state, command.metadata.now);
          if (allowance.left === 0) throw new RateLimitedError((Date.parse(allowance.nextAt!) - Date.parse(command.metadata.now)) / 1000, broadcastMessages.repostLimit, "broadcast_repost_limit");
        }
        return [
          {
            type: "BroadcastPosted",
            data: { broadcastId: command.data.broadcastId, kind: state.kind, content: state.content!, recipients: [...command.data.recipients], repost, postedAt: command.metadata.now },
          },
        ];
      }
      case "DeleteBroadcast":
        existing(state);
        if (state.status === "deleted") return [];
        return [{ type: "BroadcastDeleted", data: command.data }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown broadcast command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve: (state: BroadcastState, event: BroadcastEvent): BroadcastState => {
    switch (event.type) {
      case "BroadcastDrafted":
        return { status: "draft", kind: event.data.kind, content: event.data.content, postings: 0, repostedAt: [] };
      case "BroadcastEdited":
        return { ...state, content: event.data.content };
      case "BroadcastMarkedReady":
        return { ...state, status: "ready_for_posting" };
      case "BroadcastPosted":
        return {
          ...state,
          status: "posted",
          postings: state.postings + 1,
          // Only the last few matter to the limit.
          repostedAt: event.data.repost && event.data.postedAt !== undefined ? [...state.repostedAt, event.data.postedAt].slice(-MAX_BROADCAST_REPOSTS_PER_DAY) : state.repostedAt,
        };
      case "BroadcastDeleted":
        return { ...state, status: "deleted" };
      default: {
        const unknown: never = event;
        throw new Error(`Unknown broadcast event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
