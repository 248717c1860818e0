import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, EmptyState, Input, Select } from "../../ui/index.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { useCompany } from "../settings/kit/use-company.ts";
import { ExportSelectionPanel } from "./ExportSelectionPanel.tsx";
import { MeritPalkDrawer } from "./MeritPalkDrawer.tsx";
import { PalkAbsenceCodesCard } from "./PalkAbsenceCodesCard.tsx";
import { meritPalkSettingsQueryOptions, netvisorSettingsQueryOptions, payrollExportsQueryOptions, payrollKeys, type NetvisorSettingsDto, type PayrollExportDto } from "./payroll.api.ts";

const emptyNetvisor: NetvisorSettingsDto = { customer_id: "", customer_key: "", organisation_id: "", language: "FI" };

const NetvisorCard = ({ companyId, settings }: { companyId: string; settings: NetvisorSettingsDto | null }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<NetvisorSettingsDto>(settings ?? emptyNetvisor);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const body = { customer_id: form.customer_id, customer_key: form.customer_key, organisation_id: form.organisation_id, language: form.language };
    const result = await sendCommand("post", `netvisor/companies/${companyId}/settings`, body, t("Settings updated successfully"));
    setSaving(false);
    if (!result.ok) return setErrors(fieldErrorsOf(result));
    setErrors({});
    await queryClient.invalidateQueries({ queryKey: payrollKeys.netvisor(companyId) });
  };
  // The customer key is never answered: with one saved, an empty field keeps it.
  const keyKept = (name: string) => name === "customer_key" && settings?.has_customer_key === true;
  const field = (name: "customer_id" | "customer_key" | "organisation_id", label: string, type = "text") => (
    <Input
      label={t(label)}
      type={type}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
      error={errors[name] === undefined ? undefined : t(errors[name])}
      required={!keyKept(name)}
      helperText={keyKept(name) ? t("A key is saved. Leave empty to keep it.") : undefined}
      autoComplete="off"
    />
  );
  return (
    <form className={pageStyles.card} aria-label={t("Netvisor")} onSubmit={(e) => (e.preventDefault(), void save())} data-testid="netvisor-settings">
      <h2 className={pageStyles.subtitle}>{t("Netvisor")}</h2>
      <div className={pageStyles.pair}>
        {field("customer_id", "Customer ID")}
        {field("customer_key", "Customer key", "password")}
      </div>
      <div className={pageStyles.pair}>
        {field("organisation_id", "Business ID")}
        <Select label={t("Language")} options={["FI", "EN", "SV"].map((v) => ({ value: v, label: v }))} value={form.language} onChange={(v) => v !== null && setForm({ ...form, language: v as NetvisorSettingsDto["language"] })} />
      </div>
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
};

const statusText: Readonly<Record<string, string>> = { sent: "Sent", "partly-sent": "Partly sent", failed: "Failed" };

/** One recorded run with its provenance: what it read (position, rule versions), what it sent (hash), and the answers. */
const ExportRun = ({ run }: { run: PayrollExportDto }) => {
  const { t } = useTranslation();
  return (
    <details className={pageStyles.card} data-testid="payroll-export">
      <summary>
        {run.target === "netvisor" ? t("Netvisor") : t("Merit Palk")} · {run.period_start} – {run.period_end} · {t("{{count}} workers", { count: run.worker_ids.length })}
        {run.correction_of !== null && ` · ${t("Correction")}`}
      </summary>
      <dl className={pageStyles.list} data-testid="payroll-export-provenance">
        <dt>{t("Ledger position")}</dt>
        <dd>{run.position}</dd>
        <dt>{t("Rule versions")}</dt>
        <dd>{Object.entries(run.rule_versions).map(([rule, version]) => `${rule} v${version}`).join(", ") || "-"}</dd>
        <dt>{t("Payload hash")}</dt>
        <dd>
          <code>{run.payload_hash}</code>
        </dd>
        <dt>{t("Source events")}</dt>
        <dd>{run.source_event_ids.length}</dd>
      </dl>
      <ul className={pageStyles.list}>
        {run.responses.map((response) => (
          <li key={response.worker_id} data-testid="payroll-export-response">
            {response.worker_id}: {t(statusText[response.status] ?? response.status)}
            {response.approved_dates.length > 0 && ` · ${t("Already approved")}: ${response.approved_dates.join(", ")}`}
            {response.messages.length > 0 && ` · ${response.messages.join("; ")}`}
          </li>
        ))}
      </ul>
    </details>
  );
};

/** /visma: payroll settings (Netvisor, Merit Palk) and the export history, for managers with the salary permission. */
export const VismaSettingsPage = () => {
  const { t } = useTranslation();
  const { companyId, flag } = useCompany();
  const visma = flag("visma_active");
  const merit = flag("merit_palk_active");
  const netvisorSettings = useQuery(netvisorSettingsQueryOptions(companyId, visma));
  const meritSettings = useQuery(meritPalkSettingsQueryOptions(companyId, merit));
  const exports = useQuery(payrollExportsQueryOptions(companyId));
  const [meritOpen, setMeritOpen] = useState(false);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t("Visma settings")}</h1>
        {merit && (
          <Button variant="secondary" onClick={() => setMeritOpen(true)} disabled={meritSettings.isPending}>
            {t("Merit Palk")}
          </Button>
        )}
      </div>
      {!visma && !merit && <p className={pageStyles.notice}>{t("No payroll integration is active for your company.")}</p>}
      {visma && netvisorSettings.isSuccess && <NetvisorCard companyId={companyId} settings={netvisorSettings.data} />}
      {merit && <PalkAbsenceCodesCard companyId={companyId} />}
      {(visma || merit) && (
        <ExportSelectionPanel companyId={companyId} integrations={[...(visma ? (["visma"] as const) : []), ...(merit ? (["merit-palk"] as const) : [])]} today={new Date().toISOString().slice(0, 10)} />
      )}
      <section className={pageStyles.form} aria-label={t("Export history")}>
        <h2 className={pageStyles.subtitle}>{t("Export history")}</h2>
        {exports.data?.length === 0 && <EmptyState title={t("No Records Found")} />}
        {(exports.data ?? []).map((run) => (
          <ExportRun key={run.export_id} run={run} />
        ))}
      </section>
      {meritOpen && <MeritPalkDrawer companyId={companyId} settings={meritSettings.data ?? null} onClose={() => setMeritOpen(false)} />}
    </div>
  );
};
