import { Portal } from "@ark-ui/react/portal";
import { createContext, useContext, type ReactNode, type RefObject } from "react";

/**
 * Where floating parts (select lists, menus) are portalled. On a page that is the body. Inside a
 * modal dialog or drawer it must be the overlay's own content element: a list portalled to the body
 * would sit outside the modal, which marks everything outside it aria-hidden, turns its pointer
 * events off and traps focus inside itself, so the list could not be used with the mouse or the
 * keyboard (Ark's advice: set the portal target to the dialog content).
 */
const LayerContainerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);

export interface LayerContainerProviderProps {
  /** The overlay's content element (e.g. the ref on `Dialog.Content`). */
  container: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Put inside a dialog's or drawer's content: kit popovers below it portal into `container`. */
export const LayerContainerProvider = ({ container, children }: LayerContainerProviderProps) => (
  <LayerContainerContext.Provider value={container}>{children}</LayerContainerContext.Provider>
);

/** The portal of every kit popover: to the nearest dialog or drawer, else to the body. */
export const LayerPortal = ({ children }: { children: ReactNode }) => {
  const container = useContext(LayerContainerContext);
  return <Portal container={container}>{children}</Portal>;
};
