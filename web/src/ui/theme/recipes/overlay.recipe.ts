import { defineSlotRecipe } from "@pandacss/dev";

/** Spec section 2 dialog sizes: medium 610, medium-1 510, large 860, extraLarge 900, default 480x200, overlap 600. */
export const dialogRecipe = defineSlotRecipe({
  className: "dialog",
  slots: ["backdrop", "positioner", "content", "header", "title", "description", "body", "footer", "headerActions", "closeTrigger", "minimiseTrigger"],
  base: {
    backdrop: { position: "fixed", inset: "0", bg: "bg.overlay", zIndex: "overlay", _open: { animation: "fade-in 150ms ease-out" } },
    positioner: { position: "fixed", inset: "0", display: "flex", alignItems: "center", justifyContent: "center", p: "4", zIndex: "modal" },
    content: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      bg: "bg.surface",
      borderRadius: "lg",
      boxShadow: "lg",
      maxW: "calc(100vw - 2rem)",
      maxH: "calc(100dvh - 2rem)",
      outline: "none",
      _open: { animation: "fade-in 150ms ease-out" },
      _hidden: { display: "none" },
    },
    header: { display: "flex", alignItems: "center", gap: "3", px: "6", pt: "5", pb: "3" },
    title: { flex: "1", fontSize: "lg", fontWeight: "semibold" },
    description: { color: "fg.muted", fontSize: "sm", whiteSpace: "pre-line" },
    body: { flex: "1", overflowY: "auto", px: "6", py: "2" },
    footer: { display: "flex", justifyContent: "flex-end", gap: "2", px: "6", pt: "3", pb: "5" },
    headerActions: { display: "flex", gap: "1" },
    closeTrigger: {},
    minimiseTrigger: {},
  },
  variants: {
    size: {
      default: { content: { w: "dialogDefault", minH: "dialogDefaultHeight" } },
      medium: { content: { w: "dialogMedium" } },
      medium1: { content: { w: "dialogMedium1" } },
      large: { content: { w: "dialogLarge" } },
      extraLarge: { content: { w: "dialogExtraLarge" } },
      overlap: { content: { w: "dialogOverlap" } },
    },
    tone: {
      neutral: {},
      danger: { title: { color: "danger.default" } },
    },
  },
  // Variants are often picked at run time, which Panda cannot see: emit them all.
  staticCss: ["*"],
  defaultVariants: { size: "default", tone: "neutral" },
});

/** The bar of minimised dialogs at the bottom of the page. */
export const minimisedBarRecipe = defineSlotRecipe({
  className: "minimised-bar",
  slots: ["root", "item"],
  base: {
    // Docked at the page bottom; inside the open dialog while one is shown (DialogStackProvider), where
    // it stacks above that dialog's content and backdrop. Only the buttons take clicks, not the strip.
    root: {
      position: "fixed",
      bottom: "0",
      left: "4",
      right: "4",
      display: "flex",
      gap: "2",
      flexWrap: "wrap",
      zIndex: "minimised",
      pb: "2",
      pointerEvents: "none",
    },
    item: {
      pointerEvents: "auto",
      px: "4",
      h: "9",
      maxW: "64",
      truncate: true,
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "md",
      boxShadow: "md",
      fontSize: "sm",
      cursor: "pointer",
      _hover: { bg: "bg.subtle" },
      _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing" },
    },
  },
});

/** Right-side drawer: 472 px content, slides in, closes in 300 ms. */
export const drawerRecipe = defineSlotRecipe({
  className: "drawer",
  slots: ["backdrop", "positioner", "content", "header", "title", "timer", "closeTrigger", "body", "footer"],
  base: {
    backdrop: {
      position: "fixed",
      inset: "0",
      bg: "bg.overlay",
      zIndex: "overlay",
      _open: { animation: "fade-in 200ms ease-out" },
      _closed: { animation: "fade-out 300ms ease-in" },
    },
    positioner: { position: "fixed", top: "0", right: "0", bottom: "0", display: "flex", zIndex: "modal" },
    content: {
      display: "flex",
      flexDirection: "column",
      h: "100dvh",
      w: "calc({sizes.drawerContent} + 2 * {spacing.6})",
      maxW: "100vw",
      bg: "bg.surface",
      boxShadow: "lg",
      outline: "none",
      _open: { animation: "slide-in-right 250ms ease-out" },
      _closed: { animation: "slide-out-right 300ms ease-in" },
    },
    header: { display: "flex", alignItems: "center", gap: "3", px: "6", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle" },
    title: { flex: "1", fontSize: "lg", fontWeight: "semibold" },
    timer: { fontFamily: "mono", fontSize: "sm", color: "accent.default", fontVariantNumeric: "tabular-nums" },
    closeTrigger: {},
    body: { flex: "1", overflowY: "auto", px: "6", py: "4" },
    footer: { display: "flex", gap: "2", justifyContent: "flex-end", px: "6", py: "4", borderTopWidth: "1px", borderColor: "border.subtle" },
  },
});

export const toastRecipe = defineSlotRecipe({
  className: "toast",
  slots: ["group", "root", "title", "description", "closeTrigger"],
  base: {
    // zag puts an inline z-index (the maximum) on the group; the kit's scale wins.
    group: { zIndex: "toast !important" },
    root: {
      // A modal dialog turns pointer events off on the body; toasts above it stay closable.
      pointerEvents: "auto",
      display: "flex",
      alignItems: "flex-start",
      gap: "3",
      minW: "72",
      maxW: "min(32rem, calc(100vw - 2rem))",
      px: "4",
      py: "3",
      bg: "bg.surface",
      borderRadius: "md",
      boxShadow: "lg",
      borderLeftWidth: "4px",
      translate: "var(--x) var(--y)",
      scale: "var(--scale)",
      zIndex: "var(--z-index)",
      height: "var(--height)",
      opacity: "var(--opacity)",
      willChange: "translate, opacity, scale",
      transition: "translate 300ms, scale 300ms, opacity 300ms, height 300ms",
      "&[data-type=success]": { borderColor: "success.default" },
      "&[data-type=info]": { borderColor: "info.default" },
      "&[data-type=error]": { borderColor: "danger.default" },
    },
    title: { fontWeight: "semibold", fontSize: "sm" },
    description: { fontSize: "sm", color: "fg.muted", whiteSpace: "pre-line" },
    closeTrigger: { ml: "auto", cursor: "pointer", color: "fg.muted" },
  },
});

export const menuRecipe = defineSlotRecipe({
  className: "menu",
  slots: ["trigger", "positioner", "content", "item"],
  base: {
    trigger: {},
    // As in the select: zag copies the content's z-index to the positioner's inline style.
    positioner: {},
    content: { zIndex: "dropdown", bg: "bg.surface", borderRadius: "md", boxShadow: "md", borderWidth: "1px", borderColor: "border.subtle", py: "1", minW: "40", outline: "none" },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "2",
      px: "3",
      py: "2",
      fontSize: "sm",
      cursor: "pointer",
      _highlighted: { bg: "bg.subtle" },
      "&[data-danger]": { color: "danger.default" },
    },
  },
});
