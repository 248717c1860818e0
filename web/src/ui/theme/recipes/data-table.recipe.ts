import { defineSlotRecipe } from "@pandacss/dev";

export const dataTableRecipe = defineSlotRecipe({
  className: "data-table",
  slots: ["root", "scroller", "table", "head", "headerCell", "sortButton", "row", "cell", "skeleton", "empty", "footer", "pager", "pageJump"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", w: "full" },
    scroller: { overflow: "auto", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", bg: "bg.surface" },
    table: { w: "full", borderCollapse: "collapse", fontSize: "sm" },
    head: { position: "sticky", top: "0", bg: "bg.subtle", zIndex: "sticky" },
    headerCell: { textAlign: "left", fontWeight: "semibold", color: "fg.muted", px: "3", py: "2.5", whiteSpace: "nowrap" },
    sortButton: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1",
      cursor: "pointer",
      fontWeight: "inherit",
      color: "inherit",
      _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing" },
    },
    row: {
      borderTopWidth: "1px",
      borderColor: "border.subtle",
      _hover: { bg: "bg.canvas" },
      _selected: { bg: "accent.subtle" },
      "&[data-danger]": { color: "danger.default", bg: "danger.subtle" },
      "&[data-pending]": { color: "fg.muted", fontStyle: "italic" },
      "&[data-clickable]": { cursor: "pointer" },
    },
    cell: { px: "3", py: "2.5", verticalAlign: "middle" },
    skeleton: { h: "4", borderRadius: "sm", bg: "bg.muted", animation: "pulse 1.2s ease-in-out infinite" },
    empty: { textAlign: "center", color: "fg.muted", py: "10" },
    footer: { display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: "3", fontSize: "sm" },
    pager: { display: "flex", alignItems: "center", gap: "2" },
    pageJump: { w: "16", h: "8", px: "2", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", textAlign: "center" },
  },
});
