import type { QueryClient } from "@tanstack/react-query";
import type { Session } from "../../app/session/session.ts";
import { peopleQueryOptions } from "../settings/kit/people.queries.ts";
import { readScheduleFilters } from "./schedule-filters.ts";
import { schedulesAccessOf } from "./schedules-access.ts";
import { scheduleQueryOptions } from "./schedules.api.ts";
import { viewRange } from "./timeline/timeline-grid.ts";

/**
 * The /schedules route's loader calls this as soon as the route matches: a manager's first schedule
 * read (the stored view around today, the same query the page asks for) and the people list start
 * while the page's code is still loading, instead of after the page has mounted. Nothing waits for
 * them here; the page's queries pick up the answers.
 */
export const prefetchSchedule = (queryClient: QueryClient, session: Session | null | undefined): void => {
  const access = schedulesAccessOf(session);
  if (!access.active || !access.manager || access.companyId === "") return;
  const range = viewRange(readScheduleFilters(access.companyId).view, access.today);
  void queryClient.prefetchQuery(scheduleQueryOptions(access.companyId, range));
  void queryClient.prefetchQuery(peopleQueryOptions(access.companyId));
};
