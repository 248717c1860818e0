import type { PersonName } from "../../settings/kit/people.queries.ts";

export interface WorkerOption {
  readonly value: string;
  readonly label: string;
}

const optionOf = (p: PersonName): WorkerOption => ({ value: p.id, label: p.full_name || p.email });

/**
 * Whom work can be recorded for: active people only. Invited people who have not activated (and
 * deactivated or deleted ones) cannot work, so they are not offered.
 */
export const recordableWorkers = (people: readonly PersonName[]): WorkerOption[] => people.filter((p) => p.status === "active").map(optionOf);

/** Whose hours the Worker filter offers: everyone who has or had hours, never a pending invitation or a deleted person. */
export const filterableWorkers = (people: readonly PersonName[]): WorkerOption[] =>
  people.filter((p) => p.status !== "deleted" && p.status !== "waiting_activation").map(optionOf);

/**
 * The worker preselected for a new log: the one the page is filtered to, else the signed-in person,
 * each only when offered; else the first one offered.
 */
export const preselectedWorker = (options: readonly WorkerOption[], ...preferred: readonly string[]): string =>
  preferred.find((id) => options.some((o) => o.value === id)) ?? options[0]?.value ?? preferred.at(-1) ?? "";
