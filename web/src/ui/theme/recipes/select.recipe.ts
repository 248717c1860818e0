import { defineSlotRecipe } from "@pandacss/dev";

export const selectRecipe = defineSlotRecipe({
  className: "select",
  slots: ["root", "label", "control", "trigger", "valueBox", "valueText", "sizer", "indicator", "positioner", "content", "item", "itemText", "itemIndicator"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", w: "full" },
    label: { fontSize: "sm", fontWeight: "medium" },
    control: { position: "relative" },
    trigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      // At least the field height; a long value wraps onto a second line instead of being cut off.
      minH: "10",
      px: "3",
      py: "1",
      w: "full",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "md",
      fontSize: "sm",
      cursor: "pointer",
      _focusVisible: { outline: "none", borderColor: "accent.default", boxShadow: "focus" },
      _invalid: { borderColor: "danger.default" },
      _disabled: { opacity: 0.6, cursor: "not-allowed" },
    },
    // The value and, hidden and zero-high, every option label share one grid cell, so the trigger is
    // as wide as its longest label wherever it can be; where it cannot, the value wraps.
    valueBox: { display: "grid", flex: "1", minW: "0", textAlign: "start" },
    valueText: { gridArea: "1 / 1", overflowWrap: "anywhere", _placeholderShown: { color: "fg.subtle" } },
    sizer: { gridArea: "1 / 1", h: "0", overflow: "hidden", visibility: "hidden", whiteSpace: "nowrap" },
    indicator: { color: "fg.muted", transition: "transform 150ms", _open: { transform: "rotate(180deg)" } },
    // The positioner's z-index is inline `var(--z-index)`, which zag copies from the content: set it there.
    positioner: {},
    content: {
      zIndex: "dropdown",
      bg: "bg.surface",
      borderRadius: "md",
      boxShadow: "md",
      borderWidth: "1px",
      borderColor: "border.subtle",
      maxH: "dropdownMax",
      overflowY: "auto",
      py: "1",
      minW: "var(--reference-width)",
      outline: "none",
    },
    // Spec section 9: a select row is 50 px high (the `selectRow` size token), in every dropdown built on this kit.
    item: {
      display: "flex",
      minH: "selectRow",
      alignItems: "center",
      justifyContent: "space-between",
      px: "3",
      py: "2",
      fontSize: "sm",
      cursor: "pointer",
      _highlighted: { bg: "bg.subtle" },
      _selected: { color: "accent.default", fontWeight: "medium" },
      _disabled: { opacity: 0.5, cursor: "not-allowed" },
    },
    itemText: {},
    itemIndicator: { color: "accent.default" },
  },
});
