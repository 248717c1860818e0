import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CreatableSelect, Drawer, DurationSelect, Input, Select } from "../../ui/index.ts";
import { CheckboxField } from "../settings/kit/CheckboxField.tsx";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { emptyWorkTypeForm, formOfWorkType, workTypeBody, workTypeFormErrors, type WorkTypeForm } from "./work-type-form.ts";
import { workTypeKeys, workTypesQueryOptions, type WorkType } from "./work-types.queries.ts";

export interface WorkTypeDrawerProps {
  readonly companyId: string;
  /** The type being edited, or a new one (optionally under a parent). */
  readonly editing: { readonly workType: WorkType } | { readonly parentId: string | null };
  readonly onClose: () => void;
}

/** Every field of a work type (spec section 3); duplicates answer 'Option already exist'. */
export const WorkTypeDrawer = ({ companyId, editing, onClose }: WorkTypeDrawerProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = useQuery(workTypesQueryOptions(companyId));
  const current = "workType" in editing ? editing.workType : null;
  const [form, setForm] = useState<WorkTypeForm>(current ? formOfWorkType(current) : emptyWorkTypeForm("parentId" in editing ? editing.parentId : null));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = workTypeFormErrors(form, types.data ?? [], current?.id ?? null);
  const errorOf = (field: string): string | undefined => {
    const message = (touched.has(field) ? instant[field] : undefined) ?? serverErrors[field];
    return message === undefined ? undefined : t(message);
  };
  const edit = (patch: Partial<WorkTypeForm>, field: string) => {
    setForm((f) => ({ ...f, ...patch }));
    setTouched((s) => new Set([...s, field]));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)));
  };

  const save = async () => {
    setTouched(new Set(["name", "price", "parent_id"]));
    setSaving(true);
    try {
      const base = `companies/${companyId}/work-types`;
      const result = current
        ? await sendCommand("update", `${base}/${current.id}`, workTypeBody(form), t("Work type successfully updated"))
        : await sendCommand("create", base, workTypeBody(form), t("Work type successfully created"));
      if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      await queryClient.invalidateQueries({ queryKey: workTypeKeys.all(companyId) });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  // A type cannot sit under itself or one of its own sub-types.
  const below = (id: string): string[] => (types.data ?? []).filter((w) => w.parent_id === id).flatMap((w) => [w.id, ...below(w.id)]);
  const excluded = current ? new Set([current.id, ...below(current.id)]) : new Set<string>();
  const parents = (types.data ?? []).filter((w) => !excluded.has(w.id)).map((w) => ({ value: w.id, label: w.name }));
  const title = current ? t("Edit work type") : form.parentId ? t("New sub-type") : t("New work type");
  return (
    <Drawer title={title} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form}>
        <Input label={t("Name")} value={form.name} onChange={(e) => edit({ name: e.currentTarget.value }, "name")} error={errorOf("name")} required />
        <Select
          label={t("Parent work type")}
          options={[{ value: "", label: t("None") }, ...parents]}
          value={form.parentId ?? ""}
          onChange={(v) => edit({ parentId: v === "" || v === null ? null : v }, "parent_id")}
        />
        {errorOf("parent_id") && <span className={pageStyles.error}>{errorOf("parent_id")}</span>}
        <div className={pageStyles.pair}>
          <Input label={t("Product number")} value={form.productNumber} onChange={(e) => edit({ productNumber: e.currentTarget.value }, "product_number")} error={errorOf("product_number")} />
          <Input label={t("Visma product number")} value={form.vismaProductNumber} onChange={(e) => edit({ vismaProductNumber: e.currentTarget.value }, "visma_product_number")} error={errorOf("visma_product_number")} />
        </div>
        <div className={pageStyles.pair}>
          <Input label={t("Price (€)")} inputMode="decimal" value={form.price} onChange={(e) => edit({ price: e.currentTarget.value }, "price")} error={errorOf("price")} />
          <Select
            label={t("Unit")}
            options={[
              { value: "Hour", label: t("Hour") },
              { value: "Piece", label: t("Piece") },
            ]}
            value={form.unit}
            onChange={(v) => edit({ unit: v === "Piece" ? "Piece" : "Hour" }, "unit")}
          />
        </div>
        <CreatableSelect
          label={t("Cost descriptions")}
          placeholder={t("Type and press Enter")}
          value={form.costDescriptions}
          onChange={(costDescriptions) => edit({ costDescriptions }, "cost_descriptions")}
          invalid={errorOf("cost_descriptions") !== undefined}
        />
        {errorOf("cost_descriptions") && <span className={pageStyles.error}>{errorOf("cost_descriptions")}</span>}
        <DurationSelect
          label={t("Default pause length")}
          placeholder={t("None")}
          value={form.defaultPauseMinutes}
          onChange={(defaultPauseMinutes) => edit({ defaultPauseMinutes }, "default_pause_seconds")}
        />
        <CheckboxField label={t("Show separately on report")} checked={form.showSeparatelyOnReport} onChange={(v) => edit({ showSeparatelyOnReport: v }, "show_separately_on_report")} />
        <CheckboxField label={t("Include in overtime computation")} checked={form.includeInOvertime} onChange={(v) => edit({ includeInOvertime: v }, "include_in_overtime")} />
        <CheckboxField label={t("Paid absence extras")} checked={form.paidAbsenceExtras} onChange={(v) => edit({ paidAbsenceExtras: v }, "paid_absence_extras")} />
      </div>
    </Drawer>
  );
};
