import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App } from "./app/App.tsx";
import { initI18n } from "./lib/i18n/i18n.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");
await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
