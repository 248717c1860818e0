import { useLocation, useNavigate } from "@tanstack/react-router";
import { isStatusFilter, type StatusFilter } from "./people.api.ts";

export const profileTabs = ["information", "rights", "personal", "files", "bonuses", "paid-absences", "salary-settings"] as const;
export type ProfileTab = (typeof profileTabs)[number];
const isTab = (v: unknown): v is ProfileTab => typeof v === "string" && (profileTabs as readonly string[]).includes(v);

export interface PeopleUrl {
  readonly status: StatusFilter;
  /** The open profile: /people?user={id}&tab={information|rights|personal|files}. */
  readonly userId: string | null;
  readonly tab: ProfileTab;
}

/** Parses the people page's URL: the URL is the state (filter, open profile, its sub-page). */
export const parsePeopleUrl = (search: string): PeopleUrl => {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const tab = params.get("tab");
  return { status: isStatusFilter(status) ? status : "all", userId: params.get("user"), tab: isTab(tab) ? tab : "information" };
};

export const peopleHref = (url: PeopleUrl): string => {
  const params = new URLSearchParams();
  if (url.status !== "all") params.set("status", url.status);
  if (url.userId !== null) {
    params.set("user", url.userId);
    params.set("tab", url.tab);
  }
  const qs = params.toString();
  return qs === "" ? "/people" : `/people?${qs}`;
};

export const usePeopleUrl = (): [PeopleUrl, (next: Partial<PeopleUrl>) => void] => {
  const url = parsePeopleUrl(useLocation({ select: (l) => l.searchStr }));
  const navigate = useNavigate();
  return [url, (next) => void navigate({ href: peopleHref({ ...url, ...next }) })];
};
