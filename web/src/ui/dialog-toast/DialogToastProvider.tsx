import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dialog } from "styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { serverMessageLines } from "../toast/server-message.ts";
import { dialogToast as defaultStore, type DialogToastStore } from "./dialog-toast.store.ts";

/** Renders the current dialog toast (error / success / confirm) as an alert dialog. */
export const DialogToastProvider = ({ store = defaultStore }: { store?: DialogToastStore }) => {
  const { t } = useTranslation();
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  if (!current) return null;

  const styles = dialog({ size: "default", tone: current.tone ?? (current.kind === "error" ? "danger" : "neutral") });
  const translate = (line: string) => t(line);
  const lines = serverMessageLines(current.message).map(translate);
  const title =
    current.title !== undefined
      ? translate(current.title)
      : current.kind === "error"
        ? t("Something went wrong")
        : current.kind === "success"
          ? t("Success")
          : t("Confirm action");
  const subText =
    current.kind !== "error" || current.subText === null
      ? null
      : current.subText !== undefined
        ? translate(current.subText)
        : t("Please try again or contact support for help");
  const settle = (confirmed: boolean) => store.settle(current.id, confirmed);

  return (
    <Dialog.Root
      key={current.id}
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) settle(false);
      }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content} data-testid={`dialog-toast-${current.kind}`}>
            <header className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            </header>
            <div className={styles.body}>
              {lines.length > 0 && <Dialog.Description className={styles.description}>{lines.join("\n")}</Dialog.Description>}
              {subText !== null && <p className={styles.description}>{subText}</p>}
            </div>
            <footer className={styles.footer}>
              {current.kind === "confirm" && (
                <Button variant="secondary" onClick={() => settle(false)}>
                  {current.cancelLabel ?? t("Cancel")}
                </Button>
              )}
              <Button
                variant={current.kind === "error" && current.tone === "danger" ? "danger" : "primary"}
                onClick={() => settle(true)}
              >
                {current.kind === "error"
                  ? t("Close")
                  : current.kind === "success"
                    ? t("Done")
                    : (current.confirmLabel ?? t("Confirm"))}
              </Button>
            </footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
