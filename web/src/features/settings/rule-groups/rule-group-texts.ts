import type { RuleGroupKind } from "@workledger/event-schemas";

/** The English texts of each kind (translated where shown). */
export const kindTexts: Readonly<Record<RuleGroupKind, { title: string; create: string; edit: string; created: string; updated: string; deleted: string; empty: string; about: string }>> = {
  overtime: {
    title: "Overtime groups",
    create: "New overtime group",
    edit: "Edit overtime group",
    created: "Overtime group successfully created",
    updated: "Overtime group successfully updated",
    deleted: "Overtime group successfully deleted",
    empty: "No overtime groups yet",
    about: "Overtime is counted per day, week and month above the thresholds, paid by the multipliers.",
  },
  "work-round": {
    title: "Work round groups",
    create: "New work round group",
    edit: "Edit work round group",
    created: "Work round group successfully created",
    updated: "Work round group successfully updated",
    deleted: "Work round group successfully deleted",
    empty: "No work round groups yet",
    about: "Start and end times are rounded to the nearest 10 minutes, 15 minutes, half-hour or hour.",
  },
  "allowed-pause": {
    title: "Allowed pause groups",
    create: "New allowed pause group",
    edit: "Edit allowed pause group",
    created: "Allowed pause group successfully created",
    updated: "Allowed pause group successfully updated",
    deleted: "Allowed pause group successfully deleted",
    empty: "No allowed pause groups yet",
    about: "After enough work, this much pause counts as paid work time.",
  },
  "daily-allowance": {
    title: "Daily allowance groups",
    create: "New daily allowance group",
    edit: "Edit daily allowance group",
    created: "Daily allowance group successfully created",
    updated: "Daily allowance group successfully updated",
    deleted: "Daily allowance group successfully deleted",
    empty: "No daily allowance groups yet",
    about: "A daily allowance is paid when a working day lasts long enough.",
  },
  compensation: {
    title: "Compensation groups",
    create: "New compensation group",
    edit: "Edit compensation group",
    created: "Compensation group successfully created",
    updated: "Compensation group successfully updated",
    deleted: "Compensation group successfully deleted",
    empty: "No compensation groups yet",
    about: "Extra pay for work in a time window, such as evenings, nights or weekends.",
  },
};

export const weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** The spec's rounding options: nearest 10 minutes, 15 minutes, half-hour, hour. */
export const roundingLabels = [
  ["10", "10 minutes"],
  ["15", "15 minutes"],
  ["30", "half-hour"],
  ["60", "hour"],
] as const;
