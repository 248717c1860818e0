import { defineSlotRecipe } from "@pandacss/dev";

export const avatarRecipe = defineSlotRecipe({
  className: "avatar",
  slots: ["root", "image", "fallback"],
  base: {
    root: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      overflow: "hidden",
      borderRadius: "full",
      bg: "accent.muted",
      color: "accent.emphasized",
      fontWeight: "semibold",
    },
    image: { w: "full", h: "full", objectFit: "cover" },
    fallback: { lineHeight: "1", textTransform: "uppercase" },
  },
  variants: {
    size: {
      sm: { root: { w: "8", h: "8", fontSize: "xs" } },
      md: { root: { w: "10", h: "10", fontSize: "sm" } },
      lg: { root: { w: "16", h: "16", fontSize: "xl" } },
    },
  },
  // Variants are often picked at run time, which Panda cannot see: emit them all.
  staticCss: ["*"],
  defaultVariants: { size: "md" },
});
