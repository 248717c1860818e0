/**
 * Dev-only harness: `npx vite web` then open /src/ui/gallery/harness/index.html. Lets the kit be
 * tried and tested in a browser without the app shell (no router, no session). Not in the build.
 * `?persona=manager` switches the role theme; `?now=2026-11-22` pins the date input's clock.
 */
import i18next from "i18next";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import "../../../index.css";
import { UiGallery } from "../UiGallery.tsx";

const params = new URLSearchParams(window.location.search);
const persona = params.get("persona");
if (persona) document.documentElement.dataset.persona = persona;
const now = params.get("now");

await i18next.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: {} } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <UiGallery standalone now={now ? new Date(`${now}T12:00:00Z`) : undefined} />
    </StrictMode>,
  );
}
