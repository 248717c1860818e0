import { defineTokens } from "@pandacss/dev";

/** Raw scales. Components use the semantic tokens (semantic-tokens.ts), never these directly. */
const scale = {
  0: { value: "0" },
  0.5: { value: "0.125rem" },
  1: { value: "0.25rem" },
  1.5: { value: "0.375rem" },
  2: { value: "0.5rem" },
  2.5: { value: "0.625rem" },
  3: { value: "0.75rem" },
  4: { value: "1rem" },
  5: { value: "1.25rem" },
  6: { value: "1.5rem" },
  7: { value: "1.75rem" },
  8: { value: "2rem" },
  9: { value: "2.25rem" },
  10: { value: "2.5rem" },
  12: { value: "3rem" },
  16: { value: "4rem" },
  20: { value: "5rem" },
  24: { value: "6rem" },
  32: { value: "8rem" },
  40: { value: "10rem" },
  64: { value: "16rem" },
  72: { value: "18rem" },
};

export const tokens = defineTokens({
  colors: {
    white: { value: "#ffffff" },
    black: { value: "#000000" },
    gray: {
      50: { value: "#f8fafc" },
      100: { value: "#f1f5f9" },
      200: { value: "#e2e8f0" },
      300: { value: "#cbd5e1" },
      400: { value: "#94a3b8" },
      500: { value: "#64748b" },
      600: { value: "#475569" },
      700: { value: "#334155" },
      800: { value: "#1e293b" },
      900: { value: "#0f172a" },
    },
    // Worker theme.
    teal: {
      50: { value: "#f0fdfa" },
      100: { value: "#ccfbf1" },
      500: { value: "#14b8a6" },
      600: { value: "#0d9488" },
      700: { value: "#0f766e" },
      800: { value: "#115e59" },
    },
    // Manager theme.
    indigo: {
      50: { value: "#eef2ff" },
      100: { value: "#e0e7ff" },
      500: { value: "#6366f1" },
      600: { value: "#4f46e5" },
      700: { value: "#4338ca" },
      800: { value: "#3730a3" },
    },
    // Admin theme.
    plum: {
      50: { value: "#faf5ff" },
      100: { value: "#f3e8ff" },
      500: { value: "#a855f7" },
      600: { value: "#7e22ce" },
      700: { value: "#6b21a8" },
      800: { value: "#581c87" },
    },
    red: {
      50: { value: "#fef2f2" },
      100: { value: "#fee2e2" },
      500: { value: "#ef4444" },
      600: { value: "#dc2626" },
      700: { value: "#b91c1c" },
    },
    green: {
      50: { value: "#f0fdf4" },
      100: { value: "#dcfce7" },
      600: { value: "#16a34a" },
      700: { value: "#15803d" },
    },
    amber: {
      50: { value: "#fffbeb" },
      100: { value: "#fef3c7" },
      600: { value: "#d97706" },
      700: { value: "#b45309" },
    },
    blue: {
      50: { value: "#eff6ff" },
      100: { value: "#dbeafe" },
      600: { value: "#2563eb" },
      700: { value: "#1d4ed8" },
    },
  },
  spacing: scale,
  sizes: {
    ...scale,
    full: { value: "100%" },
    min: { value: "min-content" },
    max: { value: "max-content" },
    fit: { value: "fit-content" },
    // Spec section 2, dialog sizes and drawer content width.
    dialogDefault: { value: "480px" },
    dialogDefaultHeight: { value: "200px" },
    dialogMedium1: { value: "510px" },
    dialogOverlap: { value: "600px" },
    dialogMedium: { value: "610px" },
    dialogLarge: { value: "860px" },
    dialogExtraLarge: { value: "900px" },
    drawerContent: { value: "472px" },
    dropdownMax: { value: "472px" },
    selectRow: { value: "50px" },
    pageMax: { value: "2560px" },
  },
  radii: {
    none: { value: "0" },
    xs: { value: "0.125rem" },
    sm: { value: "0.25rem" },
    md: { value: "0.375rem" },
    lg: { value: "0.5rem" },
    xl: { value: "0.75rem" },
    full: { value: "9999px" },
  },
  fonts: {
    body: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, monospace" },
  },
  fontSizes: {
    xs: { value: "0.75rem" },
    sm: { value: "0.875rem" },
    md: { value: "1rem" },
    lg: { value: "1.125rem" },
    xl: { value: "1.25rem" },
    "2xl": { value: "1.5rem" },
    "3xl": { value: "1.875rem" },
  },
  fontWeights: {
    normal: { value: "400" },
    medium: { value: "500" },
    semibold: { value: "600" },
    bold: { value: "700" },
  },
  lineHeights: {
    tight: { value: "1.25" },
    normal: { value: "1.5" },
  },
  shadows: {
    xs: { value: "0 1px 2px rgba(15, 23, 42, 0.06)" },
    sm: { value: "0 1px 3px rgba(15, 23, 42, 0.1), 0 1px 2px rgba(15, 23, 42, 0.06)" },
    md: { value: "0 4px 12px rgba(15, 23, 42, 0.12)" },
    lg: { value: "0 12px 32px rgba(15, 23, 42, 0.18)" },
  },
  durations: {
    fast: { value: "150ms" },
    normal: { value: "200ms" },
    // Spec: the drawer's closing animation.
    drawerClose: { value: "300ms" },
  },
  /**
   * The one stacking scale of the kit; parts use these names, never raw numbers.
   * - base: ordinary page content;
   * - sticky: sticky table headers and similar;
   * - minimised: the bar of minimised dialogs docked at the page bottom (rendered inside the open dialog
   *   while one is shown, so it stays usable above that dialog's backdrop);
   * - dropdown: select, menu and combobox lists. Ark/zag copies the z-index of the *content* part to its
   *   positioner's inline style, so recipes put it on `content`. Inside a dialog or drawer the list is
   *   portalled into that overlay's content (portal/LayerPortal.tsx) and stacks within it;
   * - overlay: dialog and drawer backdrops and full-page overlays;
   * - modal: dialog and drawer positioners;
   * - popover: floating parts that must sit above a modal while living outside it;
   * - toast: toasts, above everything.
   */
  zIndex: {
    base: { value: 0 },
    sticky: { value: 100 },
    minimised: { value: 200 },
    dropdown: { value: 1000 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
  },
});
