import { describe, expect, it } from "vitest";
import type { BroadcastContent, BroadcastEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { broadcastDecider, broadcastRepostAllowance, initialBroadcastState, MAX_BROADCAST_REPOSTS_PER_DAY } from "./broadcast.decider.ts";

const spec = deciderSpec(broadcastDecider);
const content: BroadcastContent = { title: "Closed", text: "Office closed on Friday", channels: { push: true, email: false }, audience: { userIds: [], workspaceIds: ["ws-1"] } };
const recipients = [{ companyId: "c1", userId: "u1" }];
const drafted: BroadcastEvent = { type: "BroadcastDrafted", data: { broadcastId: "b1", kind: "company", content } };
const posted: BroadcastEvent = { type: "BroadcastPosted", data: { broadcastId: "b1", kind: "company", content, recipients, repost: false } };
const now = "2026-12-02T09:00:00.000Z";
const post = (at = now) => ({ type: "PostBroadcast" as const, data: { broadcastId: "b1", recipients }, metadata: { now: at } });
const hoursBefore = (hours: number, at = now) => new Date(Date.parse(at) - hours * 3_600_000).toISOString();
const reposted = (at: string): BroadcastEvent => ({ type: "BroadcastPosted", data: { broadcastId: "b1", kind: "company", content, recipients, repost: true, postedAt: at } });
const deleted: BroadcastEvent = { type: "BroadcastDeleted", data: { broadcastId: "b1" } };

describe("broadcast lifecycle", () => {
  describe("when there is none", () => {
    it("drafts one with valid content", () => spec.given([]).when({ type: "DraftBroadcast", data: { broadcastId: "b1", kind: "company", content } }).then([drafted]));
    it("refuses empty title and text, no channel and no audience, with field errors", () =>
      spec
        .given([])
        .when({ type: "DraftBroadcast", data: { broadcastId: "b1", kind: "company", content: { title: " ", text: "", channels: { push: false, email: false }, audience: { userIds: [], workspaceIds: [] } } } })
        .thenThrows(ValidationError, "validation_failed"));
    it("cannot post what does not exist", () => spec.given([]).when(post()).thenThrows(NotFoundError, "broadcast_not_found"));
  });

  describe("when it is a draft", () => {
    it("is marked ready for posting", () => spec.given([drafted]).when({ type: "MarkBroadcastReady", data: { broadcastId: "b1" } }).then([{ type: "BroadcastMarkedReady", data: { broadcastId: "b1" } }]));
    it("is posted with the content it holds and the people resolved now", () =>
      spec.given([drafted, { type: "BroadcastEdited", data: { broadcastId: "b1", content: { ...content, title: "Edited" } } }]).when(post()).then([
        { type: "BroadcastPosted", data: { broadcastId: "b1", kind: "company", content: { ...content, title: "Edited" }, recipients, repost: false, postedAt: now } },
      ]));
    it("is not posted to nobody", () => spec.given([drafted]).when({ ...post(), data: { broadcastId: "b1", recipients: [] } }).thenThrows(ValidationError, "no_recipients"));
  });

  describe("when it was posted", () => {
    it("is reposted", () => spec.given([drafted, posted]).when(post()).thenMatches([{ type: "BroadcastPosted", data: { repost: true } }]));
    it(`is reposted at most ${MAX_BROADCAST_REPOSTS_PER_DAY} times in 24 hours: the next one is refused (429) and says when it may be sent`, () => {
      const full = [drafted, posted, reposted(hoursBefore(23)), reposted(hoursBefore(1))];
      spec.given(full).when(post()).thenThrows(RateLimitedError, "broadcast_repost_limit", "This notification has been reposted as often as a day allows; try again later");
      const state = full.reduce(broadcastDecider.evolve, initialBroadcastState);
      expect(broadcastRepostAllowance(state, now)).toEqual({ left: 0, nextAt: hoursBefore(-1) });
    });
    it("allows a repost again once the oldest of the day's reposts is 24 hours old", () =>
      spec.given([drafted, posted, reposted(hoursBefore(24)), reposted(hoursBefore(1))]).when(post()).thenMatches([{ type: "BroadcastPosted", data: { repost: true, postedAt: now } }]));
    it("counts the reposts left: the first post is not a repost", () => {
      const once = [drafted, posted, reposted(hoursBefore(2))].reduce(broadcastDecider.evolve, initialBroadcastState);
      expect(broadcastRepostAllowance(once, now)).toEqual({ left: MAX_BROADCAST_REPOSTS_PER_DAY - 1, nextAt: null });
      spec.given([drafted, posted, reposted(hoursBefore(2))]).when(post()).thenMatches([{ type: "BroadcastPosted", data: { repost: true } }]);
    });
    it("is not marked ready again", () => spec.given([drafted, posted]).when({ type: "MarkBroadcastReady", data: { broadcastId: "b1" } }).thenThrows(ConflictError, "broadcast_not_draft"));
  });

  describe("when it was deleted", () => {
    it("cannot be posted", () =>
      spec.given([drafted, posted, deleted]).when(post()).thenThrows(ConflictError, "broadcast_deleted", "A deleted notification cannot be posted"));
    it("cannot be edited", () => spec.given([drafted, deleted]).when({ type: "EditBroadcast", data: { broadcastId: "b1", content } }).thenThrows(ConflictError, "broadcast_deleted"));
    it("deleting again changes nothing", () => spec.given([drafted, deleted]).when({ type: "DeleteBroadcast", data: { broadcastId: "b1" } }).then([]));
  });
});
