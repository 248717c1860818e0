import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { DurationSelect, Input, Select } from "../../../ui/index.ts";
import { CheckboxField } from "../kit/CheckboxField.tsx";
import { pageStyles } from "../kit/page-styles.ts";
import type { RuleField, RuleForm } from "./rule-group-forms.ts";
import { roundingLabels, weekdayNames } from "./rule-group-texts.ts";
import { OvertimeTiers } from "./OvertimeTiers.tsx";

export interface RuleFieldsProps {
  readonly fields: readonly RuleField[];
  readonly form: RuleForm;
  readonly onChange: (key: string, value: string) => void;
  /** Replaces the whole form (adding or removing a tier moves several fields at once). */
  readonly onForm: (next: RuleForm) => void;
  /** Messages by form key, already filtered to those worth showing now. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The inputs of one kind of rules, drawn from its field list. */
export const RuleFields = ({ fields, form, onChange, onForm, errors }: RuleFieldsProps) => {
  const { t } = useTranslation();
  const field = (f: RuleField) => {
    const value = form[f.key] ?? "";
    const set = (v: string) => onChange(f.key, v);
    const message = errors[f.key];
    const error = message === undefined ? undefined : t(message);
    switch (f.kind) {
      case "overtime-tiers":
        return <OvertimeTiers period={f.key.replace(/_tiers$/, "")} legend={t(f.label)} form={form} onChange={onChange} onForm={onForm} errors={errors} />;
      case "checkbox":
        return <CheckboxField label={t(f.label)} checked={value === "true"} onChange={(on) => set(String(on))} />;
      case "rounding":
        return (
          <Select
            label={t(f.label)}
            options={[{ value: "", label: t("Not rounded") }, ...roundingLabels.map(([v, l]) => ({ value: v, label: t(l) }))]}
            value={value}
            onChange={(v) => set(v ?? "")}
          />
        );
      case "minutes":
        return <DurationSelect label={t(f.label)} value={value === "" ? null : Number(value)} onChange={(m) => set(m === null ? "" : String(m))} />;
      case "compensation-kind":
        return (
          <Select
            label={t(f.label)}
            options={[
              { value: "Percent", label: t("Percent") },
              { value: "PerHour", label: t("€ per hour") },
            ]}
            value={value}
            onChange={(v) => set(v ?? "Percent")}
          />
        );
      case "weekdays": {
        const days = value.split(",").filter(Boolean);
        const toggle = (d: string, on: boolean) =>
          set(
            (on ? [...days, d] : days.filter((x) => x !== d))
              .map(Number)
              .sort((a, b) => a - b)
              .join(","),
          );
        return (
          <fieldset className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            <legend className={pageStyles.muted}>{t(f.label)}</legend>
            {weekdayNames.map((name, i) => (
              <CheckboxField key={name} label={t(name)} checked={days.includes(String(i + 1))} onChange={(on) => toggle(String(i + 1), on)} />
            ))}
          </fieldset>
        );
      }
      case "time":
        return <Input type="time" label={t(f.label)} value={value} onChange={(e) => set(e.currentTarget.value)} />;
      case "text":
        return <Input label={t(f.label)} value={value} onChange={(e) => set(e.currentTarget.value)} />;
      case "hours":
      case "number":
        return <Input label={t(f.label)} inputMode="decimal" value={value} onChange={(e) => set(e.currentTarget.value)} error={error} />;
    }
  };
  return (
    <>
      {fields.map((f) => (
        <Fragment key={f.key}>
          {f.section !== undefined && <h3 className={pageStyles.subtitle}>{t(f.section)}</h3>}
          {(f.when === undefined || form[f.when] === "true") && field(f)}
        </Fragment>
      ))}
    </>
  );
};
