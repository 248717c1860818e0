/**
 * User-menu entries that open a drawer or dialog (Switch company, Company Profile, Merit Palk,
 * Connection Settings). The hosts that open them are lazy chunks that subscribe here once loaded,
 * so a request nobody answered yet (a click right after sign-in) waits a few seconds for the
 * first listener that handles it instead of being lost.
 */
type DrawerListener = (id: string) => boolean;
const listeners = new Set<DrawerListener>();
const pendingForMs = 10_000;
let pending: { id: string; at: number } | null = null;

/** Subscribes a host; it returns true for the ids it opens. A request still waiting is handed to it at once. */
export const onDrawerRequest = (listener: DrawerListener): (() => void) => {
  listeners.add(listener);
  if (pending !== null && Date.now() - pending.at <= pendingForMs && listener(pending.id)) pending = null;
  return () => listeners.delete(listener);
};

export const openDrawer = (id: string): void => {
  let handled = false;
  listeners.forEach((l) => {
    handled = l(id) || handled;
  });
  pending = handled ? null : { id, at: Date.now() };
};

/** The request behind the user menu's 'Switch to admin': a company switch to the admin persona, not a dialog. */
export const switchToAdminEntryId = "switch-to-admin";
