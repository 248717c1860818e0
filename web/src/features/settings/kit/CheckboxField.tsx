import { css } from "styled-system/css";

export interface CheckboxFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

const row = css({ display: "flex", alignItems: "center", gap: "2", cursor: "pointer", color: "fg.default", textStyle: "sm" });

/** A labelled checkbox (the kit has none yet). */
export const CheckboxField = ({ label, checked, onChange, disabled }: CheckboxFieldProps) => (
  <label className={row}>
    <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
    <span>{label}</span>
  </label>
);
