import { readBuildMeta, shouldReloadFor } from "./build-check.ts";

const reloadedForKey = "reloaded_for_build";
const checkEveryMs = 5 * 60 * 1000;

/** Clears what the browser keeps of an old build: Cache Storage and the cached translations. */
const clearCaches = async (): Promise<void> => {
  if ("caches" in window) await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
  window.localStorage.removeItem("translations");
  window.localStorage.removeItem("locales");
};

/** The check's last outcome on <html data-build-check>, so tests wait on it instead of on time. */
const settle = (outcome: "current" | "reloading" | "unavailable"): void => {
  document.documentElement.dataset.buildCheck = outcome;
};

export const checkForNewBuild = async (): Promise<void> => {
  try {
    const response = await fetch("/meta.json", { cache: "no-store" });
    if (!response.ok) return settle("unavailable");
    const server = readBuildMeta(await response.json());
    if (!shouldReloadFor(server, __WORKLEDGER_BUILD_TIME__, window.sessionStorage.getItem(reloadedForKey))) return settle("current");
    settle("reloading");
    window.sessionStorage.setItem(reloadedForKey, server?.buildTime ?? "");
    await clearCaches();
    window.location.reload();
  } catch {
    // Offline or no meta file (dev server): nothing to compare.
    settle("unavailable");
  }
};

/** At start, every few minutes, and when the tab becomes visible again. */
export const startBuildCheck = (): void => {
  if (import.meta.env.DEV) return;
  // The running bundle's own build time, readable next to what /meta.json serves.
  document.documentElement.dataset.buildTime = __WORKLEDGER_BUILD_TIME__;
  void checkForNewBuild();
  setInterval(() => void checkForNewBuild(), checkEveryMs);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkForNewBuild();
  });
};
