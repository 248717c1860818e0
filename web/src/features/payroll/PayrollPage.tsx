import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { Button, DateInput, EmptyState, Input, Select, Spinner, Tabs, toast } from "../../ui/index.ts";
import { saveBlob } from "../reports/reports.api.ts";
import { peopleHref } from "../people/use-people-url.ts";
import { writeTimesheetFilters } from "../work-time/timesheet-filters.ts";
import { workTypesQueryOptions } from "../work-types/work-types.queries.ts";
import { previousMonth } from "./export-workers.ts";
import { payrollChecks, type PayrollCheck } from "./payroll-checks.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { useCompany } from "../settings/kit/use-company.ts";
import { ExportSelectionPanel } from "./ExportSelectionPanel.tsx";
import { MeritPalkDrawer } from "./MeritPalkDrawer.tsx";
import { PalkAbsenceCodesCard } from "./PalkAbsenceCodesCard.tsx";
import { PayComponentCodesCard } from "./PayComponentCodesCard.tsx";
import {
  exportWorkersQueryOptions,
  fetchPayrollFile,
  meritPalkSettingsQueryOptions,
  netvisorSettingsQueryOptions,
  payrollExportsQueryOptions,
  payrollKeys,
  type NetvisorSettingsDto,
  type PayrollExportDto,
  type PayrollFileFormat,
  type PayrollFileRefusal,
} from "./payroll.api.ts";

const styles = { link: css({ color: "accent.emphasized", textDecoration: "underline", _hover: { textDecoration: "none" } }) };

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

/** Before an export: what would leave someone out or pay them wrong, each with a link to fix it. */
const ChecksCard = ({ companyId, period, netvisor }: { companyId: string; period: Period; netvisor: boolean }) => {
  const { t } = useTranslation();
  const workers = useQuery(exportWorkersQueryOptions(companyId, period.from, period.to));
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  const checks = workers.data === undefined || workTypes.data === undefined ? null : payrollChecks(workers.data, workTypes.data, netvisor);
  const openTimesheet = (workerId: string) =>
    writeTimesheetFilters({ scope: "people", from: period.from, to: period.to, workerId, status: "unconfirmed" });
  const texts: Record<PayrollCheck["kind"], string> = {
    "missing-id-code": "People without an ID code (Merit Palk and the payroll files need it)",
    "missing-netvisor-number": "People without a Netvisor employee number",
    "unconfirmed-work": "People with unconfirmed work: they are left out until it is confirmed",
    "missing-rate": "Work types without a rate: their hours go without a price",
  };
  const linkOf = (kind: PayrollCheck["kind"], id: string): { to: string; onClick?: () => void } =>
    kind === "missing-rate" ? { to: "/worktype" } : kind === "unconfirmed-work" ? { to: "/timesheet", onClick: () => openTimesheet(id) } : { to: peopleHref({ status: "all", userId: id, tab: "salary-settings" }) };
  return (
    <section className={pageStyles.card} aria-labelledby="payroll-checks-title" data-testid="payroll-checks">
      <h2 id="payroll-checks-title" className={pageStyles.subtitle}>
        {t("Before you export")}
      </h2>
      {checks === null ? (
        <Spinner />
      ) : checks.length === 0 ? (
        <p className={pageStyles.muted} data-testid="payroll-checks-ready">
          {t("Everything is ready: every person with work in the period has an ID code and confirmed work, and every work type has a rate.")}
        </p>
      ) : (
        <ul className={pageStyles.list}>
          {checks.map((c) => (
            <li key={c.kind} data-testid="payroll-check" data-kind={c.kind}>
              <strong>{t(texts[c.kind])}</strong>:{" "}
              {c.items.map((item, i) => {
                const link = linkOf(c.kind, item.id);
                return (
                  <span key={item.id}>
                    {i > 0 && ", "}
                    <Link to={link.to} onClick={link.onClick} className={styles.link}>
                      {item.name || t("(no name)")}
                    </Link>
                  </span>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** A payroll file of the period, for any payroll system: no connection needed. */
const FilesCard = ({ companyId, period }: { companyId: string; period: Period }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<PayrollFileFormat | null>(null);
  const [refusal, setRefusal] = useState<PayrollFileRefusal | null>(null);
  // Names for the workers a refusal lists as left out (the check list reads the same query).
  const workers = useQuery(exportWorkersQueryOptions(companyId, period.from, period.to));
  const nameOf = (id: string) => workers.data?.find((w) => w.id === id)?.name ?? id;
  const download = async (format: PayrollFileFormat) => {
    setBusy(format);
    setRefusal(null);
    try {
      const { blob, fileName } = await fetchPayrollFile(companyId, format, period.from, period.to);
      saveBlob(blob, fileName);
    } catch (error) {
      const body = (error as { body?: Partial<PayrollFileRefusal> }).body;
      if ((error as { responseStatus?: number }).responseStatus === 409 && body?.disagreements !== undefined) setRefusal({ message: body.message ?? "", code: "payroll_file_disagrees", disagreements: body.disagreements, blocked: body.blocked ?? [] });
      else toast.error(body?.message === undefined ? t("Error on exporting :type").replace(":type", format === "paxml" ? "PAXml" : "Visma CSV") : t(body.message));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={pageStyles.card} aria-labelledby="payroll-files-title" data-testid="payroll-files">
      <h2 id="payroll-files-title" className={pageStyles.subtitle}>
        {t("Payroll file")}
      </h2>
      <p className={pageStyles.muted}>{t("Download the period's pay lines as a file to import into your payroll system. No connection to set up.")}</p>
      <div className={pageStyles.actions}>
        <Button variant="secondary" loading={busy === "paxml"} disabled={busy !== null} onClick={() => void download("paxml")}>
          {t("Download PAXml")}
        </Button>
        <Button variant="secondary" loading={busy === "visma-csv"} disabled={busy !== null} onClick={() => void download("visma-csv")}>
          {t("Download Visma CSV")}
        </Button>
      </div>
      {refusal !== null && (
        <div role="alert" className={pageStyles.error} data-testid="payroll-file-refused">
          <p>{t(refusal.message)}</p>
          <ul className={pageStyles.list}>
            {refusal.disagreements.map((d, i) => (
              <li key={i}>{d.message}</li>
            ))}
          </ul>
          {refusal.blocked.length > 0 && (
            <p data-testid="payroll-file-blocked">
              {t("Left out of the file")}: {refusal.blocked.map((b) => `${nameOf(b.worker_id)} (${t(b.reason === "missing-identifier" ? "Missing identification number" : "Unconfirmed work")})`).join(", ")}
            </p>
          )}
        </div>
      )}
    </section>
  );
};

type Period = { readonly from: string; readonly to: string };
type Tab = "netvisor" | "merit-palk";

/**
 * /visma, "Payroll": the period, what to fix before exporting, a payroll file (PAXml, Visma CSV)
 * for any period without a connector, Netvisor and Merit Palk as tabs (settings and export), and
 * the export history. For managers with the salary permission.
 */
export const PayrollPage = () => {
  const { t } = useTranslation();
  const { companyId, flag } = useCompany();
  const visma = flag("visma_active");
  const merit = flag("merit_palk_active");
  const netvisorSettings = useQuery(netvisorSettingsQueryOptions(companyId, visma));
  const meritSettings = useQuery(meritPalkSettingsQueryOptions(companyId, merit));
  const exports = useQuery(payrollExportsQueryOptions(companyId));
  const [meritOpen, setMeritOpen] = useState(false);
  const [period, setPeriod] = useState<Period>(() => previousMonth(new Date().toISOString().slice(0, 10)));
  const [tab, setTab] = useState<Tab>(visma || !merit ? "netvisor" : "merit-palk");
  const off = (system: string) => (
    <p className={pageStyles.notice} data-testid="payroll-connector-off">
      {t("{{system}} is not switched on for your company. Your Workledger administrator can switch it on; until then, download a payroll file above.", { system })}
    </p>
  );
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t("Payroll")}</h1>
      </div>
      <p className={pageStyles.muted}>{t("Send a period's hours to Netvisor or Merit Palk, or download a payroll file for any payroll system.")}</p>
      <div className={pageStyles.pair} role="group" aria-label={t("Period")}>
        <DateInput label={t("From")} name="from" value={period.from} onChange={(v) => v !== null && v <= period.to && setPeriod({ ...period, from: v })} />
        <DateInput label={t("To")} name="to" value={period.to} onChange={(v) => v !== null && v >= period.from && setPeriod({ ...period, to: v })} />
      </div>
      <ChecksCard companyId={companyId} period={period} netvisor={visma} />
      <FilesCard companyId={companyId} period={period} />
      <Tabs
        label={t("Payroll systems")}
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        tabs={[
          {
            value: "netvisor",
            label: t("Netvisor"),
            content: visma ? (
              <>
                {netvisorSettings.isSuccess && <NetvisorCard companyId={companyId} settings={netvisorSettings.data} />}
                <PayComponentCodesCard companyId={companyId} target="netvisor" />
                <ExportSelectionPanel companyId={companyId} integration="visma" period={period} />
              </>
            ) : (
              off("Netvisor")
            ),
          },
          {
            value: "merit-palk",
            label: t("Merit Palk"),
            content: merit ? (
              <>
                <div className={pageStyles.actions}>
                  <Button variant="secondary" onClick={() => setMeritOpen(true)} disabled={meritSettings.isPending}>
                    {t("Merit Palk settings")}
                  </Button>
                </div>
                <PalkAbsenceCodesCard companyId={companyId} />
                <PayComponentCodesCard companyId={companyId} target="merit-palk" />
                <ExportSelectionPanel companyId={companyId} integration="merit-palk" period={period} />
              </>
            ) : (
              off("Merit Palk")
            ),
          },
        ]}
      />
      <section className={pageStyles.form} aria-label={t("Export history")}>
        <h2 className={pageStyles.subtitle}>{t("Export history")}</h2>
        {exports.data?.length === 0 && <EmptyState title={t("No exports yet")} />}
        {(exports.data ?? []).map((run) => (
          <ExportRun key={run.export_id} run={run} />
        ))}
      </section>
      {meritOpen && <MeritPalkDrawer companyId={companyId} settings={meritSettings.data ?? null} onClose={() => setMeritOpen(false)} />}
    </div>
  );
};
