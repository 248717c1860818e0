import { useSyncExternalStore } from "react";
import { deviceClassOf, type DeviceClass } from "./device-class.ts";

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

export const useDeviceClass = (): DeviceClass =>
  useSyncExternalStore(subscribe, () => deviceClassOf(window.innerWidth), () => "desktop");
