import { defineSemanticTokens } from "@pandacss/dev";

/**
 * The theme follows the role (spec section 2): `accent` switches with the persona conditions
 * `_worker`, `_manager`, `_admin` (see preset.ts), set by `data-persona` on an ancestor, e.g. <html>.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: "{colors.gray.50}" },
      surface: { value: "{colors.white}" },
      subtle: { value: "{colors.gray.100}" },
      muted: { value: "{colors.gray.200}" },
      overlay: { value: "rgba(15, 23, 42, 0.45)" },
    },
    fg: {
      default: { value: "{colors.gray.900}" },
      muted: { value: "{colors.gray.600}" },
      subtle: { value: "{colors.gray.500}" },
      onAccent: { value: "{colors.white}" },
    },
    border: {
      default: { value: "{colors.gray.300}" },
      subtle: { value: "{colors.gray.200}" },
    },
    accent: {
      default: { value: { base: "{colors.teal.700}", _manager: "{colors.indigo.600}", _admin: "{colors.plum.600}" } },
      emphasized: { value: { base: "{colors.teal.800}", _manager: "{colors.indigo.700}", _admin: "{colors.plum.700}" } },
      subtle: { value: { base: "{colors.teal.50}", _manager: "{colors.indigo.50}", _admin: "{colors.plum.50}" } },
      muted: { value: { base: "{colors.teal.100}", _manager: "{colors.indigo.100}", _admin: "{colors.plum.100}" } },
      focusRing: { value: { base: "{colors.teal.500}", _manager: "{colors.indigo.500}", _admin: "{colors.plum.500}" } },
    },
    danger: {
      default: { value: "{colors.red.600}" },
      emphasized: { value: "{colors.red.700}" },
      subtle: { value: "{colors.red.50}" },
      muted: { value: "{colors.red.100}" },
    },
    success: {
      default: { value: "{colors.green.600}" },
      subtle: { value: "{colors.green.50}" },
    },
    warning: {
      default: { value: "{colors.amber.600}" },
      subtle: { value: "{colors.amber.50}" },
    },
    info: {
      default: { value: "{colors.blue.600}" },
      subtle: { value: "{colors.blue.50}" },
    },
  },
  shadows: {
    focus: { value: "0 0 0 3px {colors.accent.muted}" },
  },
});
