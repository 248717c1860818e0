import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select";
import { useId, useMemo, type ReactNode } from "react";
import { field, select } from "styled-system/recipes";
import { LayerPortal } from "../portal/LayerPortal.tsx";

export interface SelectOption<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps<V extends string | number = string> {
  label?: ReactNode;
  placeholder?: string;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** A message under the field ('This field is required'); marks it invalid and describes the trigger. */
  error?: ReactNode;
  name?: string;
  /** Accessible name when there is no visible label. */
  "aria-label"?: string;
}

/** Single-value select on Ark Select. Values may be numbers; Ark itself works with strings. */
export const Select = <V extends string | number = string>({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
  invalid,
  error,
  name,
  "aria-label": ariaLabel,
}: SelectProps<V>) => {
  const styles = select();
  const errorId = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.map((o) => ({ value: String(o.value), label: o.label, disabled: o.disabled ?? false, option: o })),
      }),
    [options],
  );
  return (
    <ArkSelect.Root
      className={styles.root}
      collection={collection}
      value={value === null ? [] : [String(value)]}
      onValueChange={(details) => {
        const picked = options.find((o) => String(o.value) === details.value[0]);
        onChange(picked ? picked.value : null);
      }}
      disabled={disabled}
      invalid={invalid === true || hasError}
      name={name}
      positioning={{ sameWidth: true }}
    >
      {label !== undefined && <ArkSelect.Label className={styles.label}>{label}</ArkSelect.Label>}
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger} aria-label={label === undefined ? ariaLabel : undefined} aria-describedby={hasError ? errorId : undefined}>
          <span className={styles.valueBox}>
            <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
            {options.map((o) => (
              <span key={String(o.value)} className={styles.sizer} aria-hidden>
                {o.label}
              </span>
            ))}
          </span>
          <ArkSelect.Indicator className={styles.indicator} aria-hidden>
            ▾
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <LayerPortal>
        <ArkSelect.Positioner className={styles.positioner}>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                <ArkSelect.ItemText className={styles.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={styles.itemIndicator}>✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </LayerPortal>
      {hasError && (
        <span id={errorId} role="alert" className={field().errorText}>
          {error}
        </span>
      )}
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
};
