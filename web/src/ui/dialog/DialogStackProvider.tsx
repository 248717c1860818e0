import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useSelector } from "@xstate/react";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dialog, minimisedBar } from "styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { LayerContainerProvider } from "../portal/LayerPortal.tsx";
import { minimisedDialogs, visibleDialog, type DialogEntry } from "./dialog-stack.machine.ts";
import { dialogs as defaultStack, type DialogStack } from "./dialog-stack.ts";

interface StackedDialogProps {
  entry: DialogEntry;
  open: boolean;
  stack: DialogStack;
  /** The minimised-dialog bar, given to the dialog on screen only (see DialogStackProvider). */
  minimisedBar: ReactNode;
}

const StackedDialog = ({ entry, open, stack, minimisedBar: bar }: StackedDialogProps) => {
  const { t } = useTranslation();
  // Kit popovers inside the dialog portal into its content (see LayerPortal).
  const contentRef = useRef<HTMLDivElement>(null);
  const options = stack.optionsOf(entry.id);
  if (!options) return null;
  const styles = dialog({ size: entry.size });
  const close = () => stack.close(entry.id);
  const content = typeof options.content === "function" ? options.content(close) : options.content;
  const footer = typeof options.footer === "function" ? options.footer(close) : options.footer;
  return (
    // Hidden (stacked below or minimised) dialogs stay mounted so their form state survives.
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit={false}
      // Opening the next dialog moves focus out of this one; that must not close it.
      closeOnInteractOutside={false}
      // Ark treats a dialog opened from another as its child and dismisses it with its parent;
      // here the stack decides, so the one below hiding must not close the one on top.
      onRequestDismiss={(event) => event.preventDefault()}
      onOpenChange={(details) => {
        if (!details.open && open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={contentRef} className={styles.content} data-size={entry.size} data-testid={`dialog-${entry.id}`}>
            <LayerContainerProvider container={contentRef}>
              <header className={styles.header}>
                <Dialog.Title className={styles.title}>{entry.title}</Dialog.Title>
                <div className={styles.headerActions}>
                  {options.minimisable === true && (
                    <Button variant="ghost" size="icon" aria-label={t("Minimise")} onClick={() => stack.minimise(entry.id)}>
                      –
                    </Button>
                  )}
                  <Dialog.CloseTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={t("Close")}>
                      ✕
                    </Button>
                  </Dialog.CloseTrigger>
                </div>
              </header>
              <div className={styles.body}>{content}</div>
              {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
              {bar}
            </LayerContainerProvider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

/**
 * Renders the dialog stack and the bar of minimised dialogs; mount once near the root.
 *
 * While a dialog is on screen the bar is rendered inside it (still fixed at the page bottom): a modal
 * dialog aria-hides, pointer-blocks and focus-traps everything outside itself, so a bar beside it
 * could be neither clicked nor reached by keyboard. Restoring a minimised dialog then brings it to
 * the front and stacks the open one under it; closing the restored one shows that one again.
 */
export const DialogStackProvider = ({ stack = defaultStack }: { stack?: DialogStack }) => {
  const { t } = useTranslation();
  const context = useSelector(stack.actor, (s) => s.context);
  const visible = visibleDialog(context);
  const minimised = minimisedDialogs(context);
  const styles = minimisedBar();
  const bar =
    minimised.length > 0 ? (
      <nav className={styles.root} aria-label={t("Minimised dialogs")}>
        {minimised.map((entry) => (
          <button key={entry.id} type="button" className={styles.item} title={entry.title} onClick={() => stack.restore(entry.title)}>
            {entry.title}
          </button>
        ))}
      </nav>
    ) : null;
  return (
    <>
      {context.entries.map((entry) => {
        const onScreen = entry.id === visible?.id;
        return <StackedDialog key={entry.id} entry={entry} open={onScreen} stack={stack} minimisedBar={onScreen ? bar : null} />;
      })}
      {visible === undefined && bar}
    </>
  );
};
