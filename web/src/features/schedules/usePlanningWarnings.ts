import { useEffect, useState } from "react";
import { timelineWarningsInSlices } from "./schedule-feedback.ts";
import type { ScheduleItem } from "./schedule-model.ts";

const none: ReadonlyMap<string, readonly string[]> = new Map();

/**
 * The planning warnings of the shifts shown (English texts per event id), judged after the month is
 * drawn and in slices between tasks: judging 15,000 shifts in one go would hold the page for about
 * 100 ms after the month appears. The warnings last judged stay shown until the new ones are ready.
 */
export const usePlanningWarnings = (items: readonly ScheduleItem[], zone: string): ReadonlyMap<string, readonly string[]> => {
  const [judged, setJudged] = useState(none);
  // Work scheduled outside React's render: the one effect here, cancelled when the items change.
  useEffect(() => {
    const step = timelineWarningsInSlices(items, zone);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const done = step();
      if (done === null) timer = setTimeout(next, 0);
      else setJudged(done);
    };
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }, [items, zone]);
  return judged;
};
