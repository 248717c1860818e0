import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { drawer } from "styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { LayerContainerProvider } from "../portal/LayerPortal.tsx";
import { formatElapsed } from "./elapsed-time.ts";

/** Spec: closing animates for 300 ms, then cancel is called. */
export const DRAWER_CLOSE_MS = 300;
const OPEN_DELAY_MS = 50;

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode;
  /** Called after the closing animation (close button, Cancel, Escape or backdrop). */
  onCancel: () => void;
  onSave?: () => void;
  /** Shows the optional Reset button. */
  onReset?: () => void;
  /** While saving, Save shows busy and is disabled. */
  processing?: boolean;
  saveDisabled?: boolean;
  /** Total elapsed work time in seconds; a running timer shows when above zero. */
  elapsedSeconds?: number;
  /** False for a drawer whose sections save on their own (no Save / Cancel row; ✕ and Escape still close it). */
  footer?: boolean;
}

const RunningTimer = ({ startSeconds }: { startSeconds: number }) => {
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span role="timer">{formatElapsed(startSeconds + (now - since) / 1000)}</span>;
};

/** Right-side drawer (spec section 2): title, close button, Save / Cancel / optional Reset. */
export const Drawer = ({ title, children, onCancel, onSave, onReset, processing = false, saveDisabled = false, elapsedSeconds = 0, footer = true }: DrawerProps) => {
  const { t } = useTranslation();
  const styles = drawer();
  const [open, setOpen] = useState(false);
  const closing = useRef(false);
  // Kit popovers inside the drawer portal into its content (see LayerPortal).
  const contentRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  // It slides in shortly after mount rather than appearing at once.
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = () => {
    if (closing.current) return;
    closing.current = true;
    setOpen(false);
    setTimeout(() => cancelRef.current(), DRAWER_CLOSE_MS);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} preventScroll modal>
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={contentRef} className={styles.content} data-testid="drawer">
            <LayerContainerProvider container={contentRef}>
              <header className={styles.header}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {elapsedSeconds > 0 && (
                  <span className={styles.timer}>
                    <RunningTimer startSeconds={elapsedSeconds} />
                  </span>
                )}
                <Button variant="ghost" size="icon" aria-label={t("Close")} onClick={close}>
                  ✕
                </Button>
              </header>
              <div className={styles.body}>{children}</div>
              {footer && (
                <footer className={styles.footer}>
                  {onReset !== undefined && (
                    <Button variant="ghost" onClick={onReset} disabled={processing}>
                      {t("Reset")}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={close}>
                    {t("Cancel")}
                  </Button>
                  {onSave !== undefined && (
                    <Button variant="primary" onClick={onSave} loading={processing} disabled={saveDisabled}>
                      {t("Save")}
                    </Button>
                  )}
                </footer>
              )}
            </LayerContainerProvider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
