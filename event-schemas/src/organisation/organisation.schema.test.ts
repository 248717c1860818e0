import { describe, expect, it } from "vitest";
import { SchemaValidationError, decodeOrThrow } from "../field-errors.ts";
import { CompanySettingsInput } from "./company-settings.schema.ts";
import { LoginBoxDetails } from "./device.schema.ts";
import { organisationEventVersions } from "./index.ts";
import { Preferences, defaultPreferences } from "./preferences.schema.ts";
import { OvertimeRules, finnishOvertimeRules } from "./rule-group-rules.schema.ts";
import { ruleGroupKinds } from "./rule-group.schema.ts";
import { CreateWorkType } from "./work-type.schema.ts";
import { CreateWorkspace, WorkspaceEvent } from "./workspace.schema.ts";

const fieldErrors = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaValidationError) return error.fieldErrors;
    throw error;
  }
  throw new Error("expected a decode error");
};

const workspace = { workspaceId: "ws-1", name: "Depot", location: { lat: 60.17, lng: 24.94 }, radiusMeters: 100, defaultWorkTypeId: null, personIds: [] };

describe("organisation schemas", () => {
  it("give the spec's radius message by field", () => {
    expect(decodeOrThrow(CreateWorkspace.data, "workspace")(workspace)).toEqual(workspace);
    expect(fieldErrors(() => decodeOrThrow(CreateWorkspace.data, "workspace")({ ...workspace, radiusMeters: 99 }))).toEqual([
      { field: "radiusMeters", message: "Must be greater than or equal to 100 meters" },
    ]);
  });

  it("say 'This field is required' for a blank name and 'Must be a number' for a non-number", () => {
    const errors = fieldErrors(() => decodeOrThrow(CreateWorkspace.data, "workspace")({ ...workspace, name: "  ", location: { lat: "x", lng: 1 } }));
    expect(errors).toContainEqual({ field: "name", message: "This field is required" });
    expect(errors.find((e) => e.field === "location.lat")?.message).toBe("Must be a number");
  });

  it("decode an event by its type", () => {
    const event = { type: "WorkspaceDeactivated", data: { workspaceId: "ws-1" } };
    expect(decodeOrThrow(WorkspaceEvent, "event")(event)).toEqual(event);
    expect(() => decodeOrThrow(WorkspaceEvent, "event")({ type: "WorkspaceExploded", data: {} })).toThrow(SchemaValidationError);
  });

  it("accept only Hour or Piece as a work type unit", () => {
    const details = { name: "Cleaning", parentId: null, productNumber: null, vismaProductNumber: null, price: 10, unit: "Piece", showSeparatelyOnReport: true, costDescriptions: [], defaultPauseSeconds: 0, includeInOvertime: true, paidAbsenceExtras: false };
    expect(decodeOrThrow(CreateWorkType.data, "work type")({ workTypeId: "wt", details }).details.unit).toBe("Piece");
    expect(fieldErrors(() => decodeOrThrow(CreateWorkType.data, "work type")({ workTypeId: "wt", details: { ...details, unit: "Litre" } })).map((e) => e.field)).toEqual(["details.unit"]);
  });

  it("read the company settings string 'true' as true", () => {
    expect(decodeOrThrow(CompanySettingsInput, "settings")({ auto_end_workday: "true", show_time_decimal: "false" })).toEqual({ auto_end_workday: true, show_time_decimal: false });
  });

  it("default the idle stop to 60 minutes", () => {
    const { idleStopMinutes: _omitted, ...rest } = defaultPreferences;
    expect(decodeOrThrow(Preferences, "preferences")(rest).idleStopMinutes).toBe(60);
  });

  it("hold the Finnish overtime defaults to their own rules", () => {
    expect(decodeOrThrow(OvertimeRules, "rules")(finnishOvertimeRules)).toEqual(finnishOvertimeRules);
  });

  it("offer the three login box screens", () => {
    expect(() => decodeOrThrow(LoginBoxDetails, "box")({ name: "B", mainScreen: "Carousel", message: null, visibleWorkspaceIds: [] })).toThrow(SchemaValidationError);
  });

  it("name every event type once, past tense, at version 1", () => {
    const types = Object.keys(organisationEventVersions);
    expect(types.length).toBe(8 + 4 + 3 + 5 * 6 + 1 + 1 + 9);
    for (const type of types) expect(type).toMatch(/(Created|Renamed|Changed|Assigned|Unassigned|Deactivated|Reactivated|Updated|Deleted|Registered|Removed|Configured|Added)$|^People(Assigned|Unassigned)/);
    expect(new Set(Object.values(organisationEventVersions))).toEqual(new Set([1]));
    expect(organisationEventVersions.OvertimeGroupAssigned).toBe(1);
  });

  it("give each rule group kind its own command and event names", () => {
    expect(ruleGroupKinds.overtime.commands.assign.type).toBe("AssignOvertimeGroup");
    expect(ruleGroupKinds["work-round"].events.created.type).toBe("WorkRoundGroupCreated");
    expect(ruleGroupKinds.compensation.commands.changeRules.type).toBe("ChangeCompensationGroupRules");
  });
});
