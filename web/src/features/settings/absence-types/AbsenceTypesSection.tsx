import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ABSENCE_MAX_DAYS, DEFAULT_ABSENCE_MAX_DAYS } from "@workledger/event-schemas/organisation/paid-absence-type.schema.ts";
import { Button, DataTable, Drawer, EmptyState, Input, Select, dialogToast, type DataTableColumn } from "../../../ui/index.ts";
import { CheckboxField } from "../kit/CheckboxField.tsx";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { absenceTypeBody, absenceTypeFormErrors, emptyAbsenceTypeForm, formOfAbsenceType, type AbsenceTypeForm } from "./absence-type-form.ts";
import { absenceTypeKeys, absenceTypesQueryOptions, type PaidAbsenceType } from "./absence-types.queries.ts";

const AbsenceTypeDrawer = ({ companyId, type, onClose }: { companyId: string; type: PaidAbsenceType | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AbsenceTypeForm>(type ? formOfAbsenceType(type) : emptyAbsenceTypeForm);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const errors = tried ? { ...serverErrors, ...absenceTypeFormErrors(form) } : serverErrors;
  const error = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const save = async () => {
    setTried(true);
    if (Object.keys(absenceTypeFormErrors(form)).length > 0) return;
    setSaving(true);
    try {
      const base = `companies/${companyId}/work-leaves/types`;
      const result = type
        ? await sendCommand("update", `${base}/${type.id}`, absenceTypeBody(form), t("Paid absence type successfully updated"))
        : await sendCommand("create", base, absenceTypeBody(form), t("Paid absence type successfully created"));
      if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      await queryClient.invalidateQueries({ queryKey: absenceTypeKeys.all(companyId) });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer title={type ? t("Edit paid absence type") : t("New paid absence type")} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form}>
        <Input label={t("Name")} value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} error={error("name")} required />
        <div className={pageStyles.pair}>
          <Select
            label={t("Time unit")}
            options={[
              { value: "Day", label: t("Day") },
              { value: "Hour", label: t("Hour") },
            ]}
            value={form.timeUnit}
            onChange={(v) => setForm({ ...form, timeUnit: v === "Hour" ? "Hour" : "Day" })}
          />
          <Input label={t("Length")} inputMode="decimal" value={form.length} onChange={(e) => setForm({ ...form, length: e.currentTarget.value })} error={error("length")} />
        </div>
        <Input
          label={t("Longest request (days)")}
          name="max_days"
          inputMode="numeric"
          placeholder={String(DEFAULT_ABSENCE_MAX_DAYS)}
          value={form.maxDays}
          onChange={(e) => setForm({ ...form, maxDays: e.currentTarget.value })}
          error={error("max_days")}
          helperText={t("Leave empty for {{count}} days; at most {{max}}.", { count: DEFAULT_ABSENCE_MAX_DAYS, max: ABSENCE_MAX_DAYS })}
        />
        <CheckboxField label={t("Do not count as workday")} checked={form.doNotCountAsWorkday} onChange={(v) => setForm({ ...form, doNotCountAsWorkday: v })} />
      </div>
    </Drawer>
  );
};

/** Paid absence types: name, time unit, length, do not count as workday. */
export const AbsenceTypesSection = ({ companyId, manage }: { companyId: string; manage: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = useQuery(absenceTypesQueryOptions(companyId));
  const [editing, setEditing] = useState<{ type: PaidAbsenceType | null } | null>(null);
  const remove = async (type: PaidAbsenceType) => {
    if (!(await dialogToast.confirm({ title: t("Delete paid absence type"), message: t("Delete {{name}}?", { name: type.name }), tone: "danger" }))) return;
    const result = await sendCommand("delete", `companies/${companyId}/work-leaves/types/${type.id}`, undefined, t("Paid absence type successfully deleted"));
    if (result.ok) await queryClient.invalidateQueries({ queryKey: absenceTypeKeys.all(companyId) });
  };
  const columns: DataTableColumn<PaidAbsenceType>[] = [
    { id: "name", type: "value", key: "name", header: t("Name"), sortable: true },
    { id: "length", type: "function", header: t("Length"), value: (a) => `${a.length} ${a.time_unit === "Day" ? t("day(s)") : t("hour(s)")}` },
    { id: "max_days", type: "function", header: t("Longest request"), value: (a) => `${a.max_days ?? DEFAULT_ABSENCE_MAX_DAYS} ${t("day(s)")}` },
    { id: "workday", type: "function", header: t("Do not count as workday"), value: (a) => (a.do_not_count_as_workday ? "✓" : "–") },
    // Without the right (or with the feature off) no action is offered, not even an empty menu.
    ...(manage ? [{ id: "more", type: "more" as const, options: [
            { id: "edit", label: t("Edit"), onSelect: (a: PaidAbsenceType) => setEditing({ type: a }) },
            { id: "delete", label: t("Delete"), danger: true, onSelect: (a: PaidAbsenceType) => void remove(a) },
          ] }] : []),
  ];
  const rows = types.data ?? [];
  return (
    <section className={pageStyles.page} aria-label={t("Paid absence types")}>
      <header className={pageStyles.header}>
        <h2 className={pageStyles.subtitle}>{t("Paid absence types")}</h2>
        {manage && (
          <Button variant="primary" onClick={() => setEditing({ type: null })}>
            {t("Add paid absence type")}
          </Button>
        )}
      </header>
      {!types.isPending && rows.length === 0 ? (
        <EmptyState icon="◷" title={t("No paid absence types yet")} />
      ) : (
        <DataTable label={t("Paid absence types")} data={rows} columns={columns} getRowId={(a) => a.id} loading={types.isPending} statusOf={() => undefined} />
      )}
      {editing && <AbsenceTypeDrawer companyId={companyId} type={editing.type} onClose={() => setEditing(null)} />}
    </section>
  );
};
