import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { idleLogoutMachine } from "./idle-logout.machine.ts";

const activityEvents = ["mousemove", "mousedown", "keydown", "touchstart", "scroll", "wheel"] as const;

/** Mounted only while signed in; logs out after the idle timeout (idle-logout.machine.ts). */
export const IdleLogout = ({ onLogout }: { onLogout: () => void }) => {
  const actor = useActorRef(idleLogoutMachine.provide({ actions: { logout: onLogout } }));
  // Activity comes from the window, outside React: subscribe once per actor.
  useEffect(() => {
    const onActivity = () => actor.send({ type: "user.activity" });
    activityEvents.forEach((e) => window.addEventListener(e, onActivity, { passive: true, capture: true }));
    // Marks when the watch runs: it arrives in a lazy chunk, and React may reveal it a few hundred
    // ms after the page looks ready (tests with a fake clock wait for this before moving time).
    document.documentElement.dataset["idleWatch"] = "on";
    return () => {
      activityEvents.forEach((e) => window.removeEventListener(e, onActivity, { capture: true }));
      delete document.documentElement.dataset["idleWatch"];
    };
  }, [actor]);
  return null;
};
