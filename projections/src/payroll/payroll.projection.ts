import { sql } from "kysely";
import { payrollEventTypes, type PayrollExportEvent, type PayrollExportJobEvent, type PayrollSettingsEvent } from "@workledger/event-schemas";
import type { Projection } from "../runner/projection.ts";

/**
 * Payroll settings and the export history. Settings events carry the whole settings, so each
 * replaces its row; an export run is inserted once (the same run replayed changes nothing). Who and
 * when come from the envelope, so a rebuild gives the same rows.
 */
export const payrollProjection: Projection = {
  name: "payroll",
  eventTypes: [...payrollEventTypes],
  tables: ["payroll_partner_settings", "payroll_settings", "payroll_exports", "payroll_export_jobs", "payroll_export_job_outcomes", "payroll_sent_lines"],
  apply: async (trx, recorded) => {
    const { companyId, actorId, occurredAt } = recorded.metadata;
    const event = { type: recorded.type, data: recorded.data } as PayrollSettingsEvent | PayrollExportEvent | PayrollExportJobEvent;
    const streamJob = () => recorded.streamName.slice(`payroll-export-job-${companyId}-`.length);
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
      case "PayrollPayCodesChanged": {
        // Kept beside the connection settings, one row per target ("netvisor-pay-codes", "merit-palk-pay-codes").
        const row = { settings: JSON.stringify(event.data.payCodes), changed_by: actorId, changed_at: occurredAt };
        await trx
          .insertInto("payroll_settings")
          .values({ company_id: companyId, integration: `${event.data.payCodes.target}-pay-codes`, ...row })
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
      case "PayrollExportJobRequested": {
        const { request } = event.data;
        await trx
          .insertInto("payroll_export_jobs")
          .values({
            company_id: companyId,
            job_id: request.jobId,
            target: request.target,
            period_start: request.periodStart,
            period_end: request.periodEnd,
            worker_ids: JSON.stringify(request.workerIds),
            status: "requested",
            blocked: "[]",
            requested_by: actorId,
            requested_at: occurredAt,
          })
          .onConflict((oc) => oc.columns(["company_id", "job_id"]).doNothing())
          .execute();
        return;
      }
      case "PayrollExportJobStarted": {
        const { start } = event.data;
        await trx
          .updateTable("payroll_export_jobs")
          .set({ status: "running", export_id: start.exportId, position: start.position, total: start.total, blocked: JSON.stringify(start.blocked), correction_of: start.correctionOf ?? null })
          .where("company_id", "=", companyId)
          .where("job_id", "=", streamJob())
          .execute();
        return;
      }
      case "PayrollExportOutcomesRecorded": {
        const jobId = streamJob();
        const inserted = await trx
          .insertInto("payroll_export_job_outcomes")
          .values(event.data.outcomes.map((o) => ({ company_id: companyId, job_id: jobId, request_key: o.key, worker_id: o.workerId, date: o.date, status: o.status, message: o.message })))
          .onConflict((oc) => oc.columns(["company_id", "job_id", "request_key"]).doNothing())
          .returning("request_key")
          .execute();
        await trx
          .updateTable("payroll_export_jobs")
          .set({ done: sql<number>`done + ${inserted.length}` })
          .where("company_id", "=", companyId)
          .where("job_id", "=", jobId)
          .execute();
        return;
      }
      case "PayrollExportLinesRecorded": {
        const jobId = streamJob();
        const { lines } = event.data;
        const job = await trx.selectFrom("payroll_export_jobs").select("target").where("company_id", "=", companyId).where("job_id", "=", jobId).executeTakeFirst();
        if (job === undefined || lines.lines.length === 0) return;
        await trx
          .insertInto("payroll_sent_lines")
          .values(
            lines.lines.map((line, index) => ({
              company_id: companyId,
              job_id: jobId,
              chunk: lines.chunk,
              line_index: index,
              export_id: lines.exportId,
              target: job.target,
              worker_id: line.workerId,
              date_from: line.date ?? line.periodStart ?? "",
              date_to: line.date ?? line.periodEnd ?? "",
              line: JSON.stringify(line),
              recorded_at: occurredAt,
            })),
          )
          .onConflict((oc) => oc.columns(["company_id", "job_id", "chunk", "line_index"]).doNothing())
          .execute();
        return;
      }
      case "PayrollExportJobCancelled": {
        // Who cancelled and when is the event itself (the audit history); the row says it stopped.
        await trx.updateTable("payroll_export_jobs").set({ status: "cancelled", ended_at: occurredAt }).where("company_id", "=", companyId).where("job_id", "=", streamJob()).execute();
        return;
      }
      case "PayrollExportJobFinished":
      case "PayrollExportJobFailed": {
        await trx
          .updateTable("payroll_export_jobs")
          .set({
            status: event.type === "PayrollExportJobFinished" ? "finished" : "failed",
            error: event.type === "PayrollExportJobFailed" ? event.data.message : null,
            ended_at: occurredAt,
            // A finished job names the run it recorded; none when there was nothing to send (nothing changed).
            ...(event.type === "PayrollExportJobFinished" ? { export_id: event.data.exportId } : {}),
          })
          .where("company_id", "=", companyId)
          .where("job_id", "=", streamJob())
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
