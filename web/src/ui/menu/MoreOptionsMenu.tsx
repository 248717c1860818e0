import { Menu } from "@ark-ui/react/menu";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { menu } from "styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { LayerPortal } from "../portal/LayerPortal.tsx";

export interface MenuOption {
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly danger?: boolean;
  readonly disabled?: boolean;
  readonly onSelect: () => void;
}

export interface MoreOptionsMenuProps {
  options: readonly MenuOption[];
  /** Accessible name of the '⋯' trigger. */
  label?: string;
}

/** The '⋯' more-options menu (Ark Menu): keyboard navigable, closes on select. */
export const MoreOptionsMenu = ({ options, label }: MoreOptionsMenuProps) => {
  const { t } = useTranslation();
  const styles = menu();
  return (
    <Menu.Root
      onSelect={(details) => options.find((o) => o.id === details.value)?.onSelect()}
      positioning={{ placement: "bottom-end" }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label ?? t("More options")}>
          ⋯
        </Button>
      </Menu.Trigger>
      <LayerPortal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content className={styles.content}>
            {options.map((option) => (
              <Menu.Item
                key={option.id}
                value={option.id}
                className={styles.item}
                disabled={option.disabled}
                data-danger={option.danger ? "" : undefined}
              >
                {option.icon}
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </LayerPortal>
    </Menu.Root>
  );
};
