import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dialog } from "styled-system/recipes";
import type { DialogSize } from "../../../ui/dialog/dialog-stack.machine.ts";
import { Button } from "../../../ui/button/Button.tsx";

export interface FeatureDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Absent: the dialog cannot be dismissed (no close button, Escape or outside click). */
  readonly onClose?: () => void;
  readonly size?: DialogSize;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly testId?: string;
}

/**
 * A dialog whose title follows its content's step (photo flow) or that must not be dismissed
 * (complete registration, email verification); the kit's stack dialogs always have a close button.
 */
export const FeatureDialog = ({ open, title, onClose, size = "medium", children, footer, testId }: FeatureDialogProps) => {
  const { t } = useTranslation();
  const styles = dialog({ size });
  const dismissible = onClose !== undefined;
  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      closeOnEscape={dismissible}
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && onClose?.()}
      role={dismissible ? "dialog" : "alertdialog"}
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content} data-size={size} data-testid={testId}>
            <header className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {dismissible && (
                <div className={styles.headerActions}>
                  <Dialog.CloseTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={t("Close")}>
                      ✕
                    </Button>
                  </Dialog.CloseTrigger>
                </div>
              )}
            </header>
            <div className={styles.body}>{children}</div>
            {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
