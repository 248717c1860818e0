import { useEffect, useState } from "react";

/** The current time, ticking every `everyMs` while `running` (the running timer needs a clock). */
export const useNow = (running: boolean, everyMs = 1000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
};
