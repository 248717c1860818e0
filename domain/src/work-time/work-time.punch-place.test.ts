import { describe, expect, it } from "vitest";
import { punchPlaceOf, type PunchPlaceFacts, type RequestedPunchPlace } from "./work-time.punch-place.ts";

const office = { id: "office", active: true, defaultWorkTypeId: "cleaning" };
const depot = { id: "depot", active: true, defaultWorkTypeId: null };
const closed = { id: "closed", active: false, defaultWorkTypeId: "cleaning" };
const company: PunchPlaceFacts = {
  generalWorkspaceIds: [],
  invitedWorkspaceId: null,
  workspaces: [office, depot, closed],
  activeWorkTypeIds: new Set(["cleaning", "driving"]),
};

/** given(worker facts).when(punch body).then(place) */
const given = (facts: Partial<PunchPlaceFacts>) => ({
  when: (requested: RequestedPunchPlace) => ({
    then: (expected: RequestedPunchPlace) => expect(punchPlaceOf(requested, { ...company, ...facts })).toEqual(expected),
  }),
});

describe("the place of a start punch", () => {
  describe("when the punch names no workspace", () => {
    it("goes to the worker's only general-rights workspace with its default work type", () => {
      given({ generalWorkspaceIds: ["office"] }).when({}).then({ workspaceId: "office", workTypeId: "cleaning" });
    });
    it("goes to the workspace the worker was invited into when their rights name every workspace", () => {
      given({ invitedWorkspaceId: "office" }).when({}).then({ workspaceId: "office", workTypeId: "cleaning" });
    });
    it("prefers the only general-rights workspace over the invitation's", () => {
      given({ generalWorkspaceIds: ["depot"], invitedWorkspaceId: "office" }).when({}).then({ workspaceId: "depot" });
    });
    it("takes the invitation's workspace among several the worker reaches, and not one they no longer reach", () => {
      given({ generalWorkspaceIds: ["office", "depot"], invitedWorkspaceId: "office" }).when({}).then({ workspaceId: "office", workTypeId: "cleaning" });
      given({ generalWorkspaceIds: ["depot", "closed"], invitedWorkspaceId: "office" }).when({}).then({});
    });
    it("leaves the place empty when nothing says which workspace is the worker's", () => {
      given({ generalWorkspaceIds: ["office", "depot"] }).when({}).then({});
      given({}).when({}).then({});
    });
    it("never fills in a removed workspace or a removed default work type", () => {
      given({ generalWorkspaceIds: ["closed"] }).when({}).then({});
      given({ invitedWorkspaceId: "gone" }).when({}).then({});
      given({ generalWorkspaceIds: ["office"], activeWorkTypeIds: new Set(["driving"]) }).when({}).then({ workspaceId: "office" });
    });
  });

  describe("when the punch names its place", () => {
    it("keeps the named workspace and fills in that workspace's default work type", () => {
      given({ generalWorkspaceIds: ["depot"] }).when({ workspaceId: "office" }).then({ workspaceId: "office", workTypeId: "cleaning" });
    });
    it("keeps a named work type", () => {
      given({ generalWorkspaceIds: ["office"] }).when({ workTypeId: "driving" }).then({ workspaceId: "office", workTypeId: "driving" });
    });
    it("keeps an explicit none", () => {
      given({ generalWorkspaceIds: ["office"] }).when({ workspaceId: null }).then({ workspaceId: null });
      given({ generalWorkspaceIds: ["office"] }).when({ workTypeId: null }).then({ workspaceId: "office", workTypeId: null });
    });
  });
});
