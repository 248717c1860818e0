import { Portal } from "@ark-ui/react/portal";
import { Toast, Toaster, type ToastOptions } from "@ark-ui/react/toast";
import { useTranslation } from "react-i18next";
import { toast as toastRecipe } from "styled-system/recipes";
import { serverMessageLines } from "./server-message.ts";
import { toaster, type ToastType } from "./toaster.ts";

const ToastItem = ({ options }: { options: ToastOptions }) => {
  const { t } = useTranslation();
  const styles = toastRecipe();
  const type = (options.type ?? "info") as ToastType;
  const lines = serverMessageLines((options.meta as { message?: unknown } | undefined)?.message);
  // Server texts are used as keys as they are: translated when the dictionary has them.
  const translate = (line: string) => t(line);
  const fallback = type === "success" ? t("Success") : type === "error" ? t("Something went wrong") : "";
  const text = lines.length > 0 ? lines.map(translate).join("\n") : fallback;
  return (
    <Toast.Root className={styles.root} data-testid={`toast-${type}`}>
      <Toast.Description className={styles.description}>{text}</Toast.Description>
      <Toast.CloseTrigger className={styles.closeTrigger} aria-label={t("Close")}>
        ✕
      </Toast.CloseTrigger>
    </Toast.Root>
  );
};

/**
 * Renders the toasts created with `toast.*`; mount once near the root. Portalled to the body: an open
 * modal dialog aria-hides what is beside it but leaves live regions (the toast group) alone, and the
 * toasts turn pointer events back on, so a toast over a dialog can be read and closed.
 */
export const ToastProvider = () => (
  <Portal>
    <Toaster toaster={toaster} className={toastRecipe().group}>
      {(options) => <ToastItem key={options.id} options={options} />}
    </Toaster>
  </Portal>
);
