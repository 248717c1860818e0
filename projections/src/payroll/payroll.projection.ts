import { payrollEventTypes, type PayrollExportEvent, type PayrollSettingsEvent } from "@workledger/event-schemas";
import type { Projection } from "../runner/projection.ts";

/**
 * Payroll settings and the export history. Settings events carry the whole settings, so each
 * replaces its row; an export run is inserted once (the same run replayed changes nothing). Who and
 * when come from the envelope, so a rebuild gives the same rows.
 */
export const payrollProjection: Projection = {
  name: "payroll",
  eventTypes: [...payrollEventTypes],
  tables: ["payroll_partner_settings", "payroll_settings", "payroll_exports"],
  apply: async (trx, recorded) => {
    const { companyId, actorId, occurredAt } = recorded.metadata;
    const event = { type: recorded.type, data: recorded.data } as PayrollSettingsEvent | PayrollExportEvent;
    switch (event.type) {
      case "NetvisorPartnerSettingsChanged": {
        const row = { url: event.data.settings.url, partner_id: event.data.settings.partnerId, partner_key: event.data.settings.partnerKey, changed_by: actorId, changed_at: occurredAt };
        await trx.insertInto("payroll_partner_settings").values({ integration: "netvisor", ...row }).onConflict((oc) => oc.column("integration").doUpdateSet(row)).execute();
        return;
      }
      case "NetvisorCompanySettingsChanged":
      case "MeritPalkSettingsChanged": {
        const row = { settings: JSON.stringify(event.data.settings), changed_by: actorId, changed_at: occurredAt };
        const integration = event.type === "MeritPalkSettingsChanged" ? "merit-palk" : "netvisor";
        await trx
          .insertInto("payroll_settings")
          .values({ company_id: companyId, integration, ...row })
          .onConflict((oc) => oc.columns(["company_id", "integration"]).doUpdateSet(row))
          .execute();
        return;
      }
      case "PayrollExportRecorded": {
        const { run } = event.data;
        await trx
          .insertInto("payroll_exports")
          .values({
            company_id: companyId,
            export_id: run.exportId,
            target: run.target,
            period_start: run.periodStart,
            period_end: run.periodEnd,
            position: run.position,
            rule_versions: JSON.stringify(run.ruleVersions),
            worker_ids: JSON.stringify(run.workerIds),
            payload_hash: run.payloadHash,
            correction_of: run.correctionOf,
            source_event_ids: JSON.stringify(run.sourceEventIds),
            responses: JSON.stringify(run.responses),
            recorded_by: actorId,
            recorded_at: occurredAt,
          })
          .onConflict((oc) => oc.columns(["company_id", "export_id"]).doNothing())
          .execute();
        return;
      }
      default: {
        const unknown: never = event;
        throw new Error(`Unknown payroll event ${String((unknown as { type: string }).type)}`);
      }
    }
  },
};
