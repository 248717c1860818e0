import { describe, expect, it } from "vitest";
import type { MeritPalkSettings, PayrollExportRun, PayrollSettingsCommand } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { meritCredentialsFor, payrollSettingsDecider } from "./payroll-settings.decider.ts";
import { payrollExportDecider } from "./payroll-export.decider.ts";

const metadata = { now: "2026-11-25T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(payrollSettingsDecider);
const merit = (over: Partial<MeritPalkSettings> = {}): PayrollSettingsCommand => ({
  type: "ChangeMeritPalkSettings",
  data: { settings: { applyAllWorkspace: true, workspaceIds: [], workspaceId: null, apiId: "api-1", apiKey: "key-1", workspaces: [], ...over } },
  metadata,
});

describe("payroll settings", () => {
  describe("Merit Palk (section 5)", () => {
    it("requires api_id and api_key", () => {
      spec.given([]).when(merit({ apiId: " " })).thenThrows(ValidationError, "validation_failed", /required/);
      spec.given([]).when(merit({ apiKey: "" })).thenThrows(ValidationError, "validation_failed", /required/);
    });

    it("requires workspace_id when apply_all_workspace is false", () => {
      spec.given([]).when(merit({ applyAllWorkspace: false })).thenThrows(ValidationError, "validation_failed");
    });

    it("keeps credentials per workspace: a save replaces the named workspace's only", () => {
      const first = spec.given([]).when(merit({ applyAllWorkspace: false, workspaceId: "ws-a", apiId: "api-a", apiKey: "key-a" })).events();
      const second = spec.given(first).when(merit({ applyAllWorkspace: false, workspaceId: "ws-b", apiId: "api-b", apiKey: "key-b" }));
      const state = second.state();
      expect(state.meritPalk?.workspaces).toEqual([
        { divisionId: "ws-a", apiId: "api-a", apiKey: "key-a" },
        { divisionId: "ws-b", apiId: "api-b", apiKey: "key-b" },
      ]);
      expect(meritCredentialsFor(state.meritPalk!, "ws-a")).toEqual({ apiId: "api-a", apiKey: "key-a" });
      expect(meritCredentialsFor(state.meritPalk!, "ws-c")).toBeNull();
      expect(meritCredentialsFor({ ...state.meritPalk!, applyAllWorkspace: true }, "ws-c")).toEqual({ apiId: "api-b", apiKey: "key-b" });
    });

    it("records nothing when nothing changed", () => {
      const first = spec.given([]).when(merit()).events();
      spec.given(first).when(merit()).then([]);
    });
  });

  it("takes the admin's partner settings, all three required and the url https", () => {
    const command = (url: string, partnerId = "P1", partnerKey = "K1"): PayrollSettingsCommand => ({ type: "ChangeNetvisorPartnerSettings", data: { settings: { url, partnerId, partnerKey } }, metadata });
    spec.given([]).when(command("https://integration.netvisor.fi")).then([{ type: "NetvisorPartnerSettingsChanged", data: { settings: { url: "https://integration.netvisor.fi", partnerId: "P1", partnerKey: "K1" } } }]);
    spec.given([]).when(command("ftp://netvisor")).thenThrows(ValidationError, "validation_failed");
    spec.given([]).when(command("https://integration.netvisor.fi", "")).thenThrows(ValidationError, "validation_failed");
  });
});

describe("payroll export record", () => {
  const run: PayrollExportRun = {
    exportId: "0123456789abcdef0123456789abcdef",
    target: "merit-palk",
    periodStart: "2025-10-01",
    periodEnd: "2025-10-31",
    workerIds: ["w-1", "w-2"],
    position: "1042",
    ruleVersions: { "overtime:standard": 3 },
    payloadHash: "a".repeat(64),
    correctionOf: null,
    sourceEventIds: ["e-1"],
    responses: [{ workerId: "w-1", status: "sent", messages: [], approvedDates: [] }],
  };
  const exportSpec = deciderSpec(payrollExportDecider);
  const record = (r: PayrollExportRun) => ({ type: "RecordPayrollExport" as const, data: { run: r }, metadata });

  it("records a run once; the same run again is a no-op, other results a conflict", () => {
    const events = exportSpec.given([]).when(record(run)).events();
    expect(events).toEqual([{ type: "PayrollExportRecorded", data: { run } }]);
    exportSpec.given(events).when(record(run)).then([]);
    exportSpec.given(events).when(record({ ...run, payloadHash: "b".repeat(64) })).thenThrows(ConflictError, "payroll_export_recorded");
  });

  it("refuses a response for a worker outside the export and a period that ends before it starts", () => {
    exportSpec.given([]).when(record({ ...run, responses: [{ workerId: "w-9", status: "sent", messages: [], approvedDates: [] }] })).thenThrows(ValidationError, "validation_failed");
    exportSpec.given([]).when(record({ ...run, periodEnd: "2025-09-30" })).thenThrows(ValidationError, "validation_failed");
  });
});
