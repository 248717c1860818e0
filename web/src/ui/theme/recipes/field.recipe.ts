import { defineSlotRecipe } from "@pandacss/dev";

/** Label + control + helper/error text, shared by inputs, selects, date and tags inputs. */
export const fieldRecipe = defineSlotRecipe({
  className: "field",
  slots: ["root", "label", "input", "helperText", "errorText"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", w: "full" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    input: {
      h: "10",
      px: "3",
      w: "full",
      bg: "bg.surface",
      color: "fg.default",
      fontSize: "sm",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "md",
      outline: "none",
      _placeholder: { color: "fg.subtle" },
      _focusVisible: { borderColor: "accent.default", boxShadow: "focus" },
      // Only when the form says so (Ark's data-invalid / aria-invalid): Panda's _invalid also matches
      // the browser's :invalid, which paints an untouched required field red before anyone typed.
      "&:is([data-invalid], [aria-invalid=true])": { borderColor: "danger.default" },
      _disabled: { opacity: 0.6, cursor: "not-allowed", bg: "bg.subtle" },
    },
    helperText: { fontSize: "xs", color: "fg.muted" },
    errorText: { fontSize: "xs", color: "danger.default" },
  },
});
