import { defineRecipe } from "@pandacss/dev";

export const buttonRecipe = defineRecipe({
  className: "button",
  description: "Buttons: primary follows the persona accent colour",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "transparent",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    cursor: "pointer",
    transition: "background 150ms, border-color 150ms, color 150ms",
    _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
    _disabled: { opacity: 0.5, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: { bg: "accent.default", color: "fg.onAccent", _hover: { _enabled: { bg: "accent.emphasized" } } },
      secondary: {
        bg: "bg.surface",
        color: "fg.default",
        borderColor: "border.default",
        _hover: { _enabled: { bg: "bg.subtle" } },
      },
      danger: { bg: "danger.default", color: "fg.onAccent", _hover: { _enabled: { bg: "danger.emphasized" } } },
      ghost: { bg: "transparent", color: "fg.default", _hover: { _enabled: { bg: "bg.subtle" } } },
      link: { bg: "transparent", color: "accent.default", px: "0", textDecoration: "underline" },
    },
    size: {
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "10", px: "4", fontSize: "sm" },
      lg: { h: "12", px: "5", fontSize: "md" },
      icon: { h: "8", w: "8", p: "0", fontSize: "md" },
    },
  },
  // Variants are often picked at run time, which Panda cannot see: emit them all.
  staticCss: ["*"],
  defaultVariants: { variant: "primary", size: "md" },
});
