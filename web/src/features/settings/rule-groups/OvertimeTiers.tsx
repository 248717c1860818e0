import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { field } from "styled-system/recipes";
import { Button, Input } from "../../../ui/index.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { addOvertimeTier, removeOvertimeTier, tierCount, tierKeys, type RuleForm } from "./rule-group-forms.ts";

export interface OvertimeTiersProps {
  readonly period: string;
  readonly legend: string;
  readonly form: RuleForm;
  readonly onChange: (key: string, value: string) => void;
  readonly onForm: (next: RuleForm) => void;
  readonly errors: Readonly<Record<string, string>>;
}

const styles = {
  tier: css({ display: "flex", flexDirection: "column", gap: "2", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", padding: "3" }),
  head: css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", minHeight: "8" }),
  name: css({ fontWeight: "semibold", textStyle: "sm", color: "fg.default" }),
  inputs: css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "3", alignItems: "start" }),
  rest: css({ display: "flex", flexDirection: "column", gap: "1.5", textStyle: "sm" }),
  restValue: css({ color: "fg.muted", paddingY: "2" }),
};

/** One period's overtime tiers: each a length and a multiplier, the last one open ("for the rest"). */
export const OvertimeTiers = ({ period, legend, form, onChange, onForm, errors }: OvertimeTiersProps) => {
  const { t } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const count = tierCount(form, period);
  const listError = errors[`${period}_tiers`];
  const message = (key: string) => {
    const text = errors[key];
    return text === undefined ? undefined : t(text);
  };
  const remove = (i: number) => {
    onForm(removeOvertimeTier(form, period, i));
    // The pressed button disappears; keep keyboard focus in the list rather than losing it to the page.
    addButton.current?.focus();
  };
  return (
    <fieldset className={pageStyles.fieldset}>
      <legend className={pageStyles.legend}>{legend}</legend>
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const keys = tierKeys(period, i);
        const last = i === count - 1;
        return (
          <div key={i} className={styles.tier} role="group" aria-label={t("Tier {{n}}", { n })}>
            <div className={styles.head}>
              <span className={styles.name}>{t("Tier {{n}}", { n })}</span>
              {count > 1 && (
                <Button variant="ghost" size="sm" aria-label={t("Remove tier {{n}}", { n })} onClick={() => remove(i)}>
                  {t("Remove tier")}
                </Button>
              )}
            </div>
            <div className={styles.inputs}>
              {last ? (
                <div className={styles.rest}>
                  <span className={field().label}>{t("Length (hours)")}</span>
                  <span className={styles.restValue}>{t("For the rest")}</span>
                </div>
              ) : (
                <Input
                  label={t("Length (hours)")}
                  aria-label={t("Tier {{n}} length (hours)", { n })}
                  inputMode="decimal"
                  value={form[keys.hours] ?? ""}
                  onChange={(e) => onChange(keys.hours, e.currentTarget.value)}
                  error={message(keys.hours)}
                />
              )}
              <Input
                label={t("Multiplier")}
                aria-label={t("Tier {{n}} multiplier", { n })}
                inputMode="decimal"
                value={form[keys.multiplier] ?? ""}
                onChange={(e) => onChange(keys.multiplier, e.currentTarget.value)}
                error={message(keys.multiplier)}
              />
            </div>
          </div>
        );
      })}
      {listError !== undefined && (
        <p className={pageStyles.error} role="alert">
          {t(listError)}
        </p>
      )}
      <div>
        <Button ref={addButton} variant="secondary" size="sm" onClick={() => onForm(addOvertimeTier(form, period))}>
          {t("Add tier")}
        </Button>
      </div>
    </fieldset>
  );
};
