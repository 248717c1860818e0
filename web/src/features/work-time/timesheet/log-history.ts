import type { HistoryEntryDto } from "../work-time.api.ts";
import { formatDateTime } from "../work-time-format.ts";

/** The history line's title per event type (English text, translated by the caller). */
export const historyTitles: Readonly<Record<string, string>> = {
  WorkStarted: "Work started",
  WorkPaused: "Work paused",
  WorkResumed: "Work resumed",
  WorkStopped: "Work stopped",
  WorkAutoStopped: "Work stopped automatically",
  WorkLogAdded: "Work log added",
  WorkLogEdited: "Work log updated",
  WorkLogDeleted: "Work log deleted",
  WorkLogConfirmed: "Work log confirmed",
  WorkLogUnconfirmed: "Work log unconfirmed",
};

export interface HistoryChange {
  /** English field label. */
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

const fieldLabels: readonly (readonly [string, string])[] = [
  ["start", "Start"],
  ["end", "End"],
  ["pauses", "Pauses"],
  ["workTypeId", "Work type"],
  ["workspaceId", "Workspace"],
  ["comment", "Comment"],
  ["workerComment", "Worker comment"],
  ["bonus", "Bonus"],
  ["tags", "Tags"],
];

const isInstant = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v);

/** A value as the history shows it: times in the company zone, pauses as their total minutes; nothing (an empty list too) is "-". */
const shown = (field: string, value: unknown, zone: string, names: (field: string, id: string) => string): string => {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "-";
  if (isInstant(value)) return formatDateTime(value, zone);
  if (field === "pauses" && Array.isArray(value)) {
    const seconds = value.reduce((s: number, p: unknown) => s + Number((p as { lengthSeconds?: unknown }).lengthSeconds ?? 0), 0);
    // The total, with the count when there are several ("45 min (2)"): "2 × 45 min" read as two pauses of 45.
    return value.length === 1 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 60)} min (${value.length})`;
  }
  if ((field === "workTypeId" || field === "workspaceId") && typeof value === "string") return names(field, value);
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
};

/** What an edit changed, field by field (previous and next values are both in the event). */
export const historyChanges = (
  entry: Pick<HistoryEntryDto, "previous" | "next">,
  zone: string,
  names: (field: string, id: string) => string = (_f, id) => id,
): HistoryChange[] => {
  const next = entry.next ?? {};
  const previous = entry.previous;
  return fieldLabels.flatMap(([key, field]) => {
    if (!(key in next)) return [];
    const after = shown(key, next[key], zone, names);
    if (previous === null) return after === "-" ? [] : [{ field, before: "-", after }];
    const before = shown(key, previous[key], zone, names);
    return before === after ? [] : [{ field, before, after }];
  });
};

/** Where a change came from (spec: web, mobile, login box, door, fingerprint, beacon, QR code, automatic). */
export const sourceLabels: Readonly<Record<string, string>> = {
  web: "Web",
  mobile: "Mobile",
  box: "Login box",
  door: "Door",
  fingerprint: "Fingerprint",
  beacon: "Beacon",
  qr: "QR code",
  automatic: "Automatic",
};

/** What a change told the manager (English texts, translated by the caller). */
export const historyFlagLabels: Readonly<Record<string, string>> = {
  changed_after_pay_period_closed: "Changed after the pay period closed",
  worker_over_24_hours: "More than 24 working hours entered by the worker",
  back_dated: "Back-dated punch",
};

export interface FrozenPricing {
  readonly workTypeName: string;
  readonly price: number;
  readonly unit: string;
}

/** The pricing a confirmation froze (or a confirmed log's move to another work type priced again). */
export const frozenPricingOf = (entry: Pick<HistoryEntryDto, "data">): FrozenPricing | null => {
  const pricing = entry.data?.["pricing"] as { workTypeName?: unknown; price?: unknown; unit?: unknown } | null | undefined;
  if (pricing === null || pricing === undefined || typeof pricing.price !== "number") return null;
  return { workTypeName: String(pricing.workTypeName ?? ""), price: pricing.price, unit: String(pricing.unit ?? "") };
};
