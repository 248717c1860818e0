import { definePreset } from "@pandacss/dev";
import { semanticTokens } from "./semantic-tokens.ts";
import { keyframes } from "./keyframes.ts";
import { recipes, slotRecipes } from "./recipes/index.ts";
import { textStyles } from "./text-styles.ts";
import { tokens } from "./tokens.ts";

/**
 * Workledger design system. panda.config.ts lists it in `presets`.
 * Role theme: put `data-persona="worker" | "manager" | "admin"` on <html> (or any ancestor);
 * the `accent` colours follow it (worker is the default).
 */
export const workledgerPreset = definePreset({
  name: "workledger",
  conditions: {
    extend: {
      worker: ":where([data-persona=worker]) &",
      manager: ":where([data-persona=manager]) &",
      admin: ":where([data-persona=admin]) &",
      // The base preset's `invalid` also matches `:invalid`, so every empty required field was red before anyone
      // typed. A field is invalid when its component says so (an error shown after blur or submit).
      invalid: "&:is([data-invalid], [aria-invalid=true])",
    },
  },
  theme: {
    extend: {
      // Clarification 2: CSS layout media queries only (mobile / tablet / tablet-landscape / desktop).
      // Device-class logic (1-599 / 600-1366 / >1366 px) is not done with these.
      breakpoints: {
        sm: "41.6875em",
        md: "48em",
        lg: "64em",
        xl: "80em",
      },
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
  globalCss: {
    "html, body": {
      fontFamily: "body",
      color: "fg.default",
      bg: "bg.canvas",
      lineHeight: "normal",
    },
  },
});
