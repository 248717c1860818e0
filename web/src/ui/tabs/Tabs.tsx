import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import type { ReactNode } from "react";
import { tabs } from "styled-system/recipes";

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { readonly value: string; readonly label: ReactNode; readonly content: ReactNode }[];
  value: string;
  onValueChange: (value: string) => void;
}

/** Tabs (Ark UI): arrow keys move between the triggers, each panel is labelled by its trigger. */
export const Tabs = ({ label, tabs: items, value, onValueChange }: TabsProps) => {
  const styles = tabs();
  return (
    <ArkTabs.Root className={styles.root} value={value} onValueChange={(d) => onValueChange(d.value)} lazyMount unmountOnExit>
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((i) => (
          <ArkTabs.Trigger key={i.value} className={styles.trigger} value={i.value}>
            {i.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((i) => (
        <ArkTabs.Content key={i.value} className={styles.content} value={i.value}>
          {i.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
};
