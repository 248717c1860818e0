import { TagsInput } from "@ark-ui/react/tags-input";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { field, tagsInput } from "styled-system/recipes";
import { addEmails, invalidEmails, isValidEmail } from "./email-list.ts";

export interface EmailMultiselectProps {
  label?: ReactNode;
  placeholder?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Extra error from the form or the server. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  /** Whether an address is accepted (default: a plain format check); a feature passes the domain's rule. */
  validate?: (email: string) => boolean;
}

/**
 * Email addresses as chips. Commas, semicolons and spaces split typed or pasted text; invalid
 * addresses stay in the list, shown in red, so the user can fix them.
 */
export const EmailMultiselect = ({ label, placeholder, value, onChange, error, disabled, name, validate = isValidEmail }: EmailMultiselectProps) => {
  const { t } = useTranslation();
  const styles = tagsInput();
  const errorText = field().errorText;
  const invalid = validate === isValidEmail ? invalidEmails(value) : value.filter((e) => !validate(e));
  const hasError = invalid.length > 0 || (error !== undefined && error !== null && error !== false && error !== "");
  return (
    <TagsInput.Root
      className={styles.root}
      value={[...value]}
      onValueChange={(details) => onChange(addEmails([], details.value.join(",")))}
      delimiter={/[,;\s]+/}
      addOnPaste
      blurBehavior="add"
      disabled={disabled}
      invalid={hasError}
      name={name}
    >
      {label !== undefined && <TagsInput.Label className={styles.label}>{label}</TagsInput.Label>}
      <TagsInput.Control className={styles.control}>
        {value.map((email, index) => {
          const valid = validate(email);
          return (
            <TagsInput.Item key={email} index={index} value={email} className={styles.item}>
              <TagsInput.ItemPreview className={styles.itemPreview} data-invalid-value={valid ? undefined : ""}>
                <TagsInput.ItemText className={styles.itemText}>
                  {email}
                  {!valid && <span className={visuallyHidden}> ({t("Invalid email address")})</span>}
                </TagsInput.ItemText>
                <TagsInput.ItemDeleteTrigger className={styles.itemDeleteTrigger} aria-label={t("Remove {{value}}", { value: email })}>
                  ✕
                </TagsInput.ItemDeleteTrigger>
              </TagsInput.ItemPreview>
              <TagsInput.ItemInput className={styles.itemInput} />
            </TagsInput.Item>
          );
        })}
        <TagsInput.Input className={styles.input} placeholder={placeholder} inputMode="email" />
      </TagsInput.Control>
      {invalid.length > 0 && (
        <span role="alert" className={errorText}>
          {t("Invalid email address")} {invalid.join(", ")}
        </span>
      )}
      {invalid.length === 0 && hasError && <span role="alert" className={errorText}>{error}</span>}
      <TagsInput.HiddenInput />
    </TagsInput.Root>
  );
};

const visuallyHidden = css({ srOnly: true });
