import { TagsInput } from "@ark-ui/react/tags-input";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { field, tagsInput } from "styled-system/recipes";
import { addCreatable, duplicateCreatable, splitCreatable } from "./creatable-values.ts";

export interface CreatableSelectProps {
  label?: ReactNode;
  placeholder?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Existing values offered as one-click suggestions. */
  options?: readonly string[];
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
}

/** Multi-value select that also accepts new values: typed text is split on commas and trimmed. */
export const CreatableSelect = ({ label, placeholder, value, onChange, options = [], disabled, invalid, name }: CreatableSelectProps) => {
  const { t } = useTranslation();
  const styles = tagsInput();
  const suggestions = options.filter((o) => !value.includes(o));
  const [duplicate, setDuplicate] = useState(false);
  return (
    <TagsInput.Root
      className={styles.root}
      value={[...value]}
      onValueChange={(details) => onChange(addCreatable([], details.value.join(",")))}
      delimiter=","
      validate={({ inputValue, value: current }) => {
        setDuplicate(duplicateCreatable(current, inputValue).length > 0);
        return splitCreatable(inputValue).some((v) => !current.includes(v));
      }}
      // Ark clears the input after every insert attempt; only typing clears the message.
      onInputValueChange={(details) => {
        if (details.inputValue !== "") setDuplicate(false);
      }}
      addOnPaste
      blurBehavior="add"
      disabled={disabled}
      invalid={invalid === true || duplicate}
      name={name}
    >
      {label !== undefined && <TagsInput.Label className={styles.label}>{label}</TagsInput.Label>}
      <TagsInput.Control className={styles.control}>
        {value.map((item, index) => (
          <TagsInput.Item key={item} index={index} value={item} className={styles.item}>
            <TagsInput.ItemPreview className={styles.itemPreview}>
              <TagsInput.ItemText className={styles.itemText}>{item}</TagsInput.ItemText>
              <TagsInput.ItemDeleteTrigger className={styles.itemDeleteTrigger} aria-label={t("Remove {{value}}", { value: item })}>
                ✕
              </TagsInput.ItemDeleteTrigger>
            </TagsInput.ItemPreview>
            <TagsInput.ItemInput className={styles.itemInput} />
          </TagsInput.Item>
        ))}
        <TagsInput.Input className={styles.input} placeholder={placeholder} />
      </TagsInput.Control>
      {duplicate && (
        <span role="alert" className={field().errorText}>
          {t("Option already exist")}
        </span>
      )}
      {suggestions.length > 0 && !disabled && (
        <div className={styles.suggestions} role="group" aria-label={t("Suggestions")}>
          {suggestions.map((option) => (
            <button key={option} type="button" className={styles.suggestion} onClick={() => onChange(addCreatable(value, option))}>
              + {option}
            </button>
          ))}
        </div>
      )}
      <TagsInput.HiddenInput />
    </TagsInput.Root>
  );
};
