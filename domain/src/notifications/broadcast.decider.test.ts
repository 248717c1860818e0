import { describe, it } from "vitest";
import type { BroadcastContent, BroadcastEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { broadcastDecider } from "./broadcast.decider.ts";

const spec = deciderSpec(broadcastDecider);
const content: BroadcastContent = { title: "Closed", text: "Office closed on Friday", channels: { push: true, email: false }, audience: { userIds: [], workspaceIds: ["ws-1"] } };
const recipients = [{ companyId: "c1", userId: "u1" }];
const drafted: BroadcastEvent = { type: "BroadcastDrafted", data: { broadcastId: "b1", kind: "company", content } };
const posted: BroadcastEvent = { type: "BroadcastPosted", data: { broadcastId: "b1", kind: "company", content, recipients, repost: false } };
const deleted: BroadcastEvent = { type: "BroadcastDeleted", data: { broadcastId: "b1" } };

describe("broadcast lifecycle", () => {
  describe("when there is none", () => {
    it("drafts one with valid content", () => spec.given([]).when({ type: "DraftBroadcast", data: { broadcastId: "b1", kind: "company", content } }).then([drafted]));
    it("refuses empty title and text, no channel and no audience, with field errors", () =>
      spec
        .given([])
        .when({ type: "DraftBroadcast", data: { broadcastId: "b1", kind: "company", content: { title: " ", text: "", channels: { push: false, email: false }, audience: { userIds: [], workspaceIds: [] } } } })
        .thenThrows(ValidationError, "validation_failed"));
    it("cannot post what does not exist", () => spec.given([]).when({ type: "PostBroadcast", data: { broadcastId: "b1", recipients } }).thenThrows(NotFoundError, "broadcast_not_found"));
  });

  describe("when it is a draft", () => {
    it("is marked ready for posting", () => spec.given([drafted]).when({ type: "MarkBroadcastReady", data: { broadcastId: "b1" } }).then([{ type: "BroadcastMarkedReady", data: { broadcastId: "b1" } }]));
    it("is posted with the content it holds and the people resolved now", () =>
      spec.given([drafted, { type: "BroadcastEdited", data: { broadcastId: "b1", content: { ...content, title: "Edited" } } }]).when({ type: "PostBroadcast", data: { broadcastId: "b1", recipients } }).then([
        { type: "BroadcastPosted", data: { broadcastId: "b1", kind: "company", content: { ...content, title: "Edited" }, recipients, repost: false } },
      ]));
    it("is not posted to nobody", () => spec.given([drafted]).when({ type: "PostBroadcast", data: { broadcastId: "b1", recipients: [] } }).thenThrows(ValidationError, "no_recipients"));
  });

  describe("when it was posted", () => {
    it("is reposted", () => spec.given([drafted, posted]).when({ type: "PostBroadcast", data: { broadcastId: "b1", recipients } }).thenMatches([{ type: "BroadcastPosted", data: { repost: true } }]));
    it("is not marked ready again", () => spec.given([drafted, posted]).when({ type: "MarkBroadcastReady", data: { broadcastId: "b1" } }).thenThrows(ConflictError, "broadcast_not_draft"));
  });

  describe("when it was deleted", () => {
    it("cannot be posted", () =>
      spec.given([drafted, posted, deleted]).when({ type: "PostBroadcast", data: { broadcastId: "b1", recipients } }).thenThrows(ConflictError, "broadcast_deleted", "A deleted notification cannot be posted"));
    it("cannot be edited", () => spec.given([drafted, deleted]).when({ type: "EditBroadcast", data: { broadcastId: "b1", content } }).thenThrows(ConflictError, "broadcast_deleted"));
    it("deleting again changes nothing", () => spec.given([drafted, deleted]).when({ type: "DeleteBroadcast", data: { broadcastId: "b1" } }).then([]));
  });
});
