import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminCompanyFormErrors } from "@workledger/domain/admin/company-form.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { HttpError, http } from "../../lib/http/http-client.ts";
import { Drawer, Input, Select, toast } from "../../ui/index.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { auditPeopleQueryOptions } from "./admin.api.ts";
import { ClientMailCap } from "./ClientMailCap.tsx";
import { clientBody, clientEdits, clientFormOf, newClientForm, type ClientFormState } from "./client-form.ts";
import { clientFlagKeys, clientKeys, type Client, type ClientFlag } from "./clients.api.ts";

const styles = {
  checks: css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: "2", textStyle: "sm" }),
  check: css({ display: "flex", gap: "2", alignItems: "center" }),
  fieldset: css({ display: "flex", flexDirection: "column", gap: "3", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "3" }),
};

export const useFlagLabels = (): Record<ClientFlag, string> => {
  const { t } = useTranslation();
  return {
    visma_active: t("Visma payroll"),
    merit_palk_active: t("Merit Palk"),
    custom_report_active: t("Custom report"),
    boxes_active: t("Login boxes"),
    inner_range_active: t("Doors (Inner Range)"),
    geofence_active: t("Geofence"),
    schedule_active: t("Schedules"),
    shift_manager_active: t("Shift manager"),
    production_bonus_active: t("Production bonus"),
  };
};

const errorsOf = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? ""]));
};

/** The admin company/account form (create or edit) with flags, subscription, status and main user. */
export const ClientDrawer = ({ client, onClose }: { client: Client | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = client !== null;
  // The clients list carries every field of the form (GET /api/admin/companies).
  const full = { data: client ?? undefined };
  const people = useQuery(auditPeopleQueryOptions(client?.id ?? ""));
  const [form, setForm] = useState<ClientFormState | null>(editing ? null : newClientForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const flagLabels = useFlagLabels();
  const current = form ?? (full.data === undefined ? null : clientFormOf(full.data));
  const change = (next: Partial<ClientFormState>) => setForm({ ...(current ?? newClientForm()), ...next });

  const save = async () => {
    if (current === null) return;
    const local = adminCompanyFormErrors(current, { editing });
    const shown = Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v[0] ?? "")]));
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    setSaving(true);
    try {
      if (!editing) {
        const id = (await http.post<{ data: { id: string } }>("admin/companies", clientBody(current))).data.id;
        await http.put(`admin/companies/${id}/features`, current.flags);
      } else {
        const id = client.id;
        const before = full.data!;
        const edits = clientEdits(clientFormOf(before), current);
        if (edits.fields !== null) await http.put(`admin/companies/${id}`, edits.fields);
        if (edits.subscription !== null) await http.put(`admin/companies/${id}/subscription`, edits.subscription);
        if (before.disabled !== current.disabled) await http.post(`admin/companies/${id}/status`, { disabled: current.disabled });
        if (current.main_user_id !== null && current.main_user_id !== before.main_user_id) await http.put(`admin/companies/${id}/main-user`, { user_id: current.main_user_id });
        if (edits.flags !== null) await http.put(`admin/companies/${id}/features`, edits.flags);
      }
      toast.success(editing ? t("Company successfully updated") : t("Company successfully created"));
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: "name" | "email" | "phone" | "address" | "company_address" | "activity" | "tax_number" | "bank_account" | "telephone_number" | "apiKey" | "price_admin" | "price_user", label: string) => (
    <Input label={label} name={key} value={String(current?.[key] ?? "")} maxLength={255} error={errors[key]} onChange={(e) => change({ [key]: e.currentTarget.value })} />
  );

  const listField = (key: "addresses" | "phone_numbers", label: string) => (
    <fieldset className={styles.fieldset}>
      <legend>{label}</legend>
      {(current?.[key] ?? [""]).map((value, i) => (
        <Input
          key={i}
          aria-label={`${label} ${i + 1}`}
          value={value}
          maxLength={255}
          onChange={(e) => {
            const next = [...(current?.[key] ?? [""])];
            next[i] = e.currentTarget.value;
            if (i === next.length - 1 && e.currentTarget.value !== "" && next.length < 20) next.push("");
            change({ [key]: next });
          }}
        />
      ))}
    </fieldset>
  );

  return (
    <Drawer title={editing ? t("Edit client") : t("Add client")} onCancel={onClose} onSave={() => void save()} processing={saving} saveDisabled={current === null}>
      {current === null ? null : (
        <div className={pageStyles.form} data-testid="client-form">
          {field("name", t("Name"))}
          {!editing && (
            <label className={styles.check}>
              <input type="checkbox" checked={current.has_user} onChange={(e) => change({ has_user: e.currentTarget.checked })} />
              {t("Create the main user")}
            </label>
          )}
          {field("email", t("Email"))}
          <label className={styles.check}>
            <input type="checkbox" checked={current.is_email_spoof} onChange={(e) => change({ is_email_spoof: e.currentTarget.checked })} />
            {t("Spoofed email")}
          </label>
          <div className={pageStyles.pair}>
            {field("phone", t("Phone"))}
            {field("telephone_number", t("Telephone number"))}
          </div>
          {listField("phone_numbers", t("Phone numbers"))}
          {field("address", t("Address"))}
          {listField("addresses", t("Addresses"))}
          {field("company_address", t("Company address"))}
          <div className={pageStyles.pair}>
            {field("activity", t("Business area"))}
            {field("tax_number", t("Tax number"))}
          </div>
          <div className={pageStyles.pair}>
            {field("bank_account", t("Bank account"))}
            {field("apiKey", t("API key"))}
          </div>
          <div className={pageStyles.pair}>
            {field("price_admin", t("Price per admin (€)"))}
            {field("price_user", t("Price per user (€)"))}
          </div>
          <Input label={t("Comment")} name="comment" value={current.comment} maxLength={5000} onChange={(e) => change({ comment: e.currentTarget.value })} />
          <fieldset className={styles.fieldset}>
            <legend>{t("Subscription")}</legend>
            <Input label={t("Trial ends")} type="date" value={current.trial_date} error={errors["trial_ends_at"]} onChange={(e) => change({ trial_date: e.currentTarget.value })} />
            {editing && (
              <label className={styles.check}>
                <input type="checkbox" checked={current.is_login_disabled} onChange={(e) => change({ is_login_disabled: e.currentTarget.checked })} />
                {t("Login disabled")}
              </label>
            )}
            {editing && (
              <label className={styles.check}>
                <input type="checkbox" checked={current.disabled} onChange={(e) => change({ disabled: e.currentTarget.checked })} />
                {t("Company disabled")}
              </label>
            )}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t("Features")}</legend>
            <div className={styles.checks}>
              {clientFlagKeys.map((k) => (
                <label key={k} className={styles.check}>
                  <input type="checkbox" name={k} checked={current.flags[k]} onChange={(e) => change({ flags: { ...current.flags, [k]: e.currentTarget.checked } })} />
                  {flagLabels[k]}
                </label>
              ))}
            </div>
          </fieldset>
          {editing && <ClientMailCap companyId={client.id} />}
          {editing && (
            <Select
              label={t("Main user")}
              options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={current.main_user_id}
              onChange={(v) => change({ main_user_id: v })}
            />
          )}
        </div>
      )}
    </Drawer>
  );
};
