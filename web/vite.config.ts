import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const buildTime = process.env.WORKLEDGER_BUILD_TIME ?? new Date().toISOString();

/** Writes /meta.json next to index.html: the app compares it with its own build time (build check). */
const buildMeta = (): Plugin => ({
  name: "workledger-build-meta",
  apply: "build",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "meta.json", source: JSON.stringify({ buildTime }) });
  },
});

const apiTarget = process.env.WORKLEDGER_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), buildMeta()],
  define: { __WORKLEDGER_BUILD_TIME__: JSON.stringify(buildTime) },
  resolve: {
    alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
  },
});
