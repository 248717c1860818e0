import { useSyncExternalStore } from "react";
import { writeStored, storageKeys } from "../../lib/storage.ts";
import type { Persona } from "../access/permissions.ts";

/** Spec section 2: a persona switch shows a loading state, stores the persona, reloads to / after 1.5 s. */
export const personaReloadDelayMs = 1500;

let switching = false;
const listeners = new Set<() => void>();

export const switchPersona = (persona: Persona): void => {
  writeStored(storageKeys.persona, persona);
  switching = true;
  listeners.forEach((l) => l());
  setTimeout(() => window.location.assign("/"), personaReloadDelayMs);
};

export const usePersonaSwitching = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => switching,
    () => false,
  );
