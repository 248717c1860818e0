import { defineSlotRecipe } from "@pandacss/dev";

/** Tabs: a row of triggers with an underline on the selected one, and the panels under it. */
export const tabsRecipe = defineSlotRecipe({
  className: "tabs",
  slots: ["root", "list", "trigger", "indicator", "content"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "4", width: "full" },
    list: { display: "flex", gap: "1", borderBottomWidth: "1px", borderColor: "border.default", overflowX: "auto", position: "relative" },
    trigger: {
      px: "3",
      py: "2",
      fontWeight: "medium",
      color: "fg.muted",
      cursor: "pointer",
      whiteSpace: "nowrap",
      borderBottomWidth: "2px",
      borderColor: "transparent",
      marginBottom: "-1px",
      _hover: { color: "fg.default" },
      _selected: { color: "accent.emphasized", borderColor: "accent.default" },
      _focusVisible: { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "-2px" },
    },
    indicator: { display: "none" },
    content: { display: "flex", flexDirection: "column", gap: "4", _focusVisible: { outline: "2px solid", outlineColor: "accent.default" } },
  },
});
