import { Field } from "@ark-ui/react/field";
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { field } from "styled-system/recipes";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Shown under the field; also marks the input invalid. */
  error?: ReactNode;
}

/** A labelled text input (Ark Field): label, helper text and error text are wired by id. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, helperText, error, required, disabled, readOnly, className, ...rest },
  ref,
) {
  const styles = field();
  const invalid = error !== undefined && error !== null && error !== false && error !== "";
  return (
    <Field.Root className={styles.root} invalid={invalid} required={required} disabled={disabled} readOnly={readOnly}>
      {label !== undefined && <Field.Label className={styles.label}>{label}</Field.Label>}
      <Field.Input ref={ref} className={className ? `${styles.input} ${className}` : styles.input} {...rest} />
      {helperText !== undefined && !invalid && <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
