/**
 * App-level toggles that are not company flags. The mobile bottom bar has a toggle the spec does
 * not name (clarification 9): on by default, off with localStorage 'mobile_bottom_bar' = 'off'
 * or VITE_MOBILE_BOTTOM_BAR=off at build time.
 */
export const mobileBottomBarEnabled = (): boolean => {
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem("mobile_bottom_bar") ?? null;
  } catch {
    stored = null;
  }
  const value = stored ?? import.meta.env["VITE_MOBILE_BOTTOM_BAR"];
  return value !== "off" && value !== "false";
};
