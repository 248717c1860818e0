import { Field } from "@ark-ui/react/field";
import { useState, type ReactNode } from "react";
import { field } from "styled-system/recipes";
import { DATE_INPUT_LENGTH, formatDisplayDate, maskDateInput, parseDisplayDate } from "./date-mask.ts";

export interface DateInputProps {
  label?: ReactNode;
  /** ISO 'YYYY-MM-DD' or null. */
  value: string | null;
  /** Called with a real calendar date once all 10 characters are typed, or null when cleared. */
  onChange: (value: string | null) => void;
  /** Reference time for the allowed year range (100 years back, 1 ahead). */
  now?: Date;
  error?: ReactNode;
  /** Shown under the field while it has no error (e.g. how long a request may be). */
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  placeholder?: string;
}

/** DD.MM.YYYY text entry with auto-inserted dots. */
export const DateInput = ({ label, value, onChange, now, error, helperText, disabled, required, name, placeholder = "DD.MM.YYYY" }: DateInputProps) => {
  const styles = field();
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside replaces what is typed (derived state, no effect needed).
  if (value !== shownValue) {
    setShownValue(value);
    setText(formatDisplayDate(value));
  }
  const complete = text.length === DATE_INPUT_LENGTH;
  const parsed = complete ? parseDisplayDate(text, now ?? new Date()) : null;
  const invalid = (complete && parsed === null) || (error !== undefined && error !== null && error !== false && error !== "");

  const handleChange = (raw: string) => {
    const masked = maskDateInput(raw, text);
    setText(masked);
    if (masked === "") {
      if (value !== null) {
        setShownValue(null);
        onChange(null);
      }
      return;
    }
    if (masked.length !== DATE_INPUT_LENGTH) return;
    const iso = parseDisplayDate(masked, now ?? new Date());
    if (iso !== null && iso !== value) {
      setShownValue(iso);
      onChange(iso);
    }
  };

  return (
    <Field.Root className={styles.root} invalid={invalid} disabled={disabled} required={required}>
      {label !== undefined && <Field.Label className={styles.label}>{label}</Field.Label>}
      <Field.Input
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        maxLength={DATE_INPUT_LENGTH}
        placeholder={placeholder}
        name={name}
        value={text}
        onChange={(e) => handleChange(e.currentTarget.value)}
      />
      {helperText !== undefined && !invalid && <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>}
      {error !== undefined && error !== null && error !== false && error !== "" && (
        <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
};
