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
  jsxFramework: "react",
});
