import { describe, expect, it } from "vitest";
import { meritPalkBody, meritPalkFormErrors, withWorkspace, emptyMeritPalkForm } from "./merit-palk-form.ts";

describe("Merit Palk form", () => {
  it("requires api_id and api_key, and workspace_id when not applied to all workspaces", () => {
    expect(meritPalkFormErrors(emptyMeritPalkForm)).toEqual({ api_id: "This field is required", api_key: "This field is required" });
    expect(meritPalkFormErrors({ applyAllWorkspace: false, workspaceId: null, apiId: "a", apiKey: "k" })).toEqual({ workspace_id: "This field is required" });
    expect(meritPalkFormErrors({ applyAllWorkspace: false, workspaceId: "ws", apiId: "a", apiKey: "k" })).toEqual({});
  });

  it("shows a workspace's saved credentials when it is picked, and sends the workspace with the save", () => {
    const settings = { apply_all_workspace: false, workspace_ids: ["ws-1"], workspace_id: "ws-1", api_id: "a1", api_key: "k1", workspaces: [{ division_id: "ws-1", api_id: "a1", api_key: "k1" }] };
    const picked = withWorkspace({ ...emptyMeritPalkForm, applyAllWorkspace: false }, settings, "ws-1");
    expect(picked).toEqual({ applyAllWorkspace: false, workspaceId: "ws-1", apiId: "a1", apiKey: "k1" });
    expect(withWorkspace(picked, settings, "ws-2")).toMatchObject({ workspaceId: "ws-2", apiId: "", apiKey: "" });
    expect(meritPalkBody({ ...picked, applyAllWorkspace: true }, settings)).toMatchObject({ apply_all_workspace: true, workspace_id: null });
  });
});
