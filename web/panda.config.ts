import { defineConfig } from "@pandacss/dev";
import { workledgerPreset } from "./src/ui/theme/preset.ts";

export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: ["./src/**/*.test.ts"],
  presets: ["@pandacss/preset-base", workledgerPreset],
  outdir: "styled-system",
  // Code imports the generated helpers as `styled-system/css`, `styled-system/jsx`, ... (alias in vite.config.ts and tsconfig.json).
  importMap: "styled-system",
  // No JSX style props: the code styles through css() and recipe functions only. Scanning JSX would read
  // props such as a table's `columns` (also a CSS property) as style objects and emit junk rules.
  jsxStyleProps: "none",
});
