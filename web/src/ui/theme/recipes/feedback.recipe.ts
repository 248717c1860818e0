import { defineSlotRecipe } from "@pandacss/dev";

export const emptyStateRecipe = defineSlotRecipe({
  className: "empty-state",
  slots: ["root", "icon", "title", "lines", "actions"],
  base: {
    root: { display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: "3", py: "12", px: "4" },
    icon: { fontSize: "3xl", color: "fg.subtle", w: "16", h: "16", display: "flex", alignItems: "center", justifyContent: "center", borderRadius: "full", bg: "bg.subtle" },
    title: { fontSize: "lg", fontWeight: "semibold" },
    lines: { display: "flex", flexDirection: "column", gap: "1", color: "fg.muted", fontSize: "sm" },
    actions: { display: "flex", gap: "2", flexWrap: "wrap", justifyContent: "center", mt: "2" },
  },
});

export const spinnerRecipe = defineSlotRecipe({
  className: "spinner",
  slots: ["page", "spinner"],
  base: {
    page: { position: "fixed", inset: "0", display: "flex", alignItems: "center", justifyContent: "center", bg: "bg.canvas", zIndex: "overlay" },
    spinner: {
      display: "inline-block",
      w: "10",
      h: "10",
      borderRadius: "full",
      borderWidth: "4px",
      borderColor: "accent.muted",
      borderTopColor: "accent.default",
      animation: "spin 0.8s linear infinite",
    },
  },
});

export const progressRecipe = defineSlotRecipe({
  className: "progress",
  slots: ["root", "label", "track", "range", "valueText"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1", w: "full" },
    label: { fontSize: "sm", fontWeight: "medium" },
    track: { h: "2", w: "full", bg: "bg.muted", borderRadius: "full", overflow: "hidden" },
    range: {
      h: "full",
      bg: "accent.default",
      borderRadius: "full",
      transition: "width 100ms linear",
      "&[data-state=indeterminate]": { w: "40%", animation: "progress-indeterminate 1.2s ease-in-out infinite" },
    },
    valueText: { fontSize: "xs", color: "fg.muted" },
  },
});
