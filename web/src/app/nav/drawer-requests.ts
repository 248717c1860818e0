/**
 * User-menu entries that open a drawer (Company Profile, Merit Palk, Connection Settings). The
 * drawers are built by later issues; they subscribe here. Until then a request is a no-op.
 */
type DrawerListener = (id: string) => void;
const listeners = new Set<DrawerListener>();

export const onDrawerRequest = (listener: DrawerListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const openDrawer = (id: string): void => listeners.forEach((l) => l(id));
