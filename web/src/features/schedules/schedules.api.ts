import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { sendCommand, type CommandOutcome } from "../../lib/http/command-outcome.ts";
import { http } from "../../lib/http/http-client.ts";
import { initials } from "../../ui/avatar/initials.ts";
import { rowKeyOf, type ScheduleEventKind, type ScheduleItem, type SchedulePosition } from "./schedule-model.ts";
import { localOf } from "./timeline/local-time.ts";

/** An event as the schedules API answers it (command-api/src/schedules/README.md). */
export interface ScheduleEventDto {
  readonly id: string;
  readonly type: ScheduleEventKind;
  readonly title: string | null;
  readonly start: string;
  readonly end: string;
  readonly started_at?: string | null;
  readonly ended_at?: string | null;
  readonly user_id: string;
  readonly name?: string | null;
  readonly initials?: string | null;
  readonly position_id: string | null;
  readonly confirmed: boolean;
  readonly editable?: boolean;
  readonly is_preset?: boolean;
  readonly is_repeating?: boolean;
  readonly series_id?: string | null;
  readonly is_all_day?: boolean;
  readonly is_night_shift?: boolean;
  readonly is_shift_manager?: boolean;
  readonly pause_length?: number | null;
  readonly additional_break_time?: number | null;
  readonly total?: number | null;
  readonly comment?: string | null;
  readonly customColor?: string | null;
  readonly type_id?: string | null;
  readonly work_leave?: boolean;
}

export interface ScheduleTotalDto {
  readonly user_id: string;
  readonly week: string;
  readonly total: number;
  readonly total_time: string;
}

export interface ScheduleDto {
  readonly from: string;
  readonly to: string;
  readonly time_zone: string;
  readonly events: readonly ScheduleEventDto[];
  readonly positions?: readonly PositionDto[];
  readonly unconfirmed?: readonly string[];
  readonly totals?: readonly ScheduleTotalDto[];
}

/**
 * The month grid's form of the company read (`format=compact`, command-api/src/schedules/README.md):
 * the events as columns (index i of each is event i), flags 0/1, the planned instants as epoch
 * milliseconds, `person` an index into `people`. A month of 500 people is about a fifth of the
 * bytes of the spec's event objects, which is most of the month view's time in the browser.
 */
export interface CompactScheduleDto {
  readonly from: string;
  readonly to: string;
  readonly time_zone: string;
  readonly format: "compact";
  readonly people: readonly { readonly id: string; readonly name: string; readonly initials: string }[];
  readonly events: {
    readonly id: readonly string[];
    readonly person: readonly number[];
    readonly position_id: readonly (string | null)[];
    readonly type: readonly ScheduleEventKind[];
    readonly title: readonly string[];
    readonly start_ms: readonly number[];
    readonly end_ms: readonly number[];
    readonly confirmed: readonly (0 | 1)[];
    readonly color: readonly (string | null)[];
    readonly is_all_day: readonly (0 | 1)[];
    readonly is_night_shift: readonly (0 | 1)[];
    readonly is_shift_manager: readonly (0 | 1)[];
    readonly series_id: readonly (string | null)[];
    readonly pause_length: readonly (number | null)[];
    readonly additional_break_time: readonly number[];
    readonly total: readonly number[];
    readonly comment: readonly string[];
    readonly type_id: readonly (string | null)[];
    readonly work_leave: readonly (0 | 1)[];
  };
  readonly positions?: readonly PositionDto[];
  readonly totals?: readonly ScheduleTotalDto[];
}

export interface PositionDto {
  readonly id: string;
  readonly name: string;
  readonly order_number: number;
  readonly user_ids?: readonly string[];
}

export interface PresetDto {
  readonly id: string;
  readonly type: "shift" | "task";
  readonly title: string;
  readonly start_time: string;
  readonly end_time: string;
  readonly pause_length: number | null;
  readonly additional_break_time: number;
  readonly comment: string;
  readonly customColor: string | null;
}

export interface ScheduleWarningDto {
  readonly code: string;
  readonly message: string;
  readonly user_id: string;
  readonly date?: string;
  readonly event_id?: string;
  readonly seconds?: number;
}

const initialsByName = new Map<string, string>();
const initialsOf = (name: string): string => {
  let known = initialsByName.get(name);
  if (known === undefined) {
    known = initials(name);
    if (initialsByName.size > 10_000) initialsByName.clear();
    initialsByName.set(name, known);
  }
  return known;
};

/** The event on the company's wall clock. The planned instants (started_at/ended_at) place it; `end` may be the displayed one. */
export const itemOf = (dto: ScheduleEventDto, zone: string): ScheduleItem => {
  const startInstant = dto.started_at ?? dto.start;
  const endInstant = dto.ended_at ?? dto.end;
  const name = dto.name ?? "";
  const isAllDay = dto.is_all_day === true;
  return {
    id: dto.id,
    rowKey: rowKeyOf(dto.position_id, dto.user_id),
    start: localOf(startInstant, zone),
    end: localOf(endInstant, zone),
    spansDays: isAllDay || dto.type === "absence",
    kind: dto.type,
    title: dto.title ?? "",
    startInstant,
    endInstant,
    personId: dto.user_id,
    positionId: dto.position_id,
    confirmed: dto.confirmed,
    editable: dto.editable ?? !dto.confirmed,
    isPreset: dto.is_preset === true,
    isRepeating: dto.is_repeating === true,
    isAllDay,
    isNightShift: dto.is_night_shift === true,
    isShiftManager: dto.is_shift_manager === true,
    pauseMinutes: dto.pause_length ?? null,
    additionalBreakMinutes: dto.additional_break_time ?? 0,
    totalSeconds: dto.total ?? 0,
    comment: dto.comment ?? "",
    color: dto.customColor ?? null,
    name,
    initials: dto.initials ?? initialsOf(name),
    absenceTypeId: dto.type_id ?? null,
    workLeave: dto.work_leave === true,
  };
};

/** The events of a compact answer as the grid's items (the same items itemOf makes of the full answer's events). */
export const itemsOfCompact = (data: CompactScheduleDto, zone: string): ScheduleItem[] => {
  const c = data.events;
  const n = c.id.length;
  const items = new Array<ScheduleItem>(n);
  for (let i = 0; i < n; i++) {
    const person = data.people[c.person[i]!]!;
    const kind = c.type[i]!;
    const isAllDay = c.is_all_day[i] === 1;
    const startMs = c.start_ms[i]!;
    const endMs = c.end_ms[i]!;
    const positionId = c.position_id[i] ?? null;
    const confirmed = c.confirmed[i] === 1;
    items[i] = {
      id: c.id[i]!,
      rowKey: rowKeyOf(positionId, person.id),
      start: localOf(startMs, zone),
      end: localOf(endMs, zone),
      spansDays: isAllDay || kind === "absence",
      kind,
      title: c.title[i] ?? "",
      startInstant: new Date(startMs).toISOString(),
      endInstant: new Date(endMs).toISOString(),
      personId: person.id,
      positionId,
      confirmed,
      editable: !confirmed,
      isPreset: false,
      isRepeating: (c.series_id[i] ?? null) !== null,
      isAllDay,
      isNightShift: c.is_night_shift[i] === 1,
      isShiftManager: c.is_shift_manager[i] === 1,
      pauseMinutes: c.pause_length[i] ?? null,
      additionalBreakMinutes: c.additional_break_time[i] ?? 0,
      totalSeconds: c.total[i] ?? 0,
      comment: c.comment[i] ?? "",
      color: c.color[i] ?? null,
      name: person.name,
      initials: person.initials || initialsOf(person.name),
      absenceTypeId: c.type_id[i] ?? null,
      workLeave: c.work_leave[i] === 1,
    };
  }
  return items;
};

/** The grid's items of either form of the company read. */
export const itemsOfSchedule = (data: ScheduleDto | CompactScheduleDto | undefined, zone: string): ScheduleItem[] => {
  if (data === undefined) return [];
  return "format" in data && data.format === "compact" ? itemsOfCompact(data, zone) : (data as ScheduleDto).events.map((e) => itemOf(e, zone));
};

export const positionOf = (dto: PositionDto): SchedulePosition => ({ id: dto.id, name: dto.name, orderNumber: dto.order_number, personIds: dto.user_ids ?? [] });

/**
 * The ledger position of this tab's last schedule command: reads send it as `waitFor`, so the read
 * models answer with one's own write in them (read-your-writes).
 */
let lastPosition: string | undefined;
const waitFor = () => (lastPosition === undefined ? {} : { waitFor: lastPosition });

const positionParts = (text: string): [bigint, bigint] => {
  const [commit, prepare] = text.split("/");
  return [BigInt(commit ?? "0"), BigInt(prepare ?? "0")];
};

/**
 * A pushed change's ledger position (another manager's write, or this person's in another tab): the
 * next reads wait for it too. False when this tab already waits for it or a later one (its own
 * write, already read again).
 */
export const noteSchedulePosition = (position: string): boolean => {
  if (!/^\d+\/\d+$/.test(position)) return false;
  if (lastPosition !== undefined) {
    const [c1, p1] = positionParts(lastPosition);
    const [c2, p2] = positionParts(position);
    if (c2 < c1 || (c2 === c1 && p2 <= p1)) return false;
  }
  lastPosition = position;
  return true;
};

export const scheduleKeys = {
  all: (companyId: string) => ["schedules", companyId] as const,
  schedule: (companyId: string, from: string, to: string) => [...scheduleKeys.all(companyId), "schedule", from, to] as const,
  own: (companyId: string, userId: string, from: string, to: string) => [...scheduleKeys.all(companyId), "own", userId, from, to] as const,
  presets: (companyId: string) => [...scheduleKeys.all(companyId), "presets"] as const,
  positions: (companyId: string) => [...scheduleKeys.all(companyId), "positions"] as const,
};

export const scheduleQueryOptions = (companyId: string, range: { readonly from: string; readonly to: string }) =>
  queryOptions({
    queryKey: scheduleKeys.schedule(companyId, range.from, range.to),
    // The grid's compact form: a month of 500 people is ~15,000 events, 6 MB as the spec's objects.
    queryFn: async ({ signal }) => (await http.get<{ data: CompactScheduleDto | ScheduleDto }>(`schedules/${companyId}`, { query: { from: range.from, to: range.to, format: "compact", ...waitFor() }, signal })).data,
    enabled: companyId !== "",
    placeholderData: keepPreviousData,
    // Deep-comparing a month of events on every fetch costs more than re-deriving it.
    structuralSharing: false,
  });

export const ownScheduleQueryOptions = (companyId: string, userId: string, range: { readonly from: string; readonly to: string }) =>
  queryOptions({
    queryKey: scheduleKeys.own(companyId, userId, range.from, range.to),
    queryFn: async ({ signal }) => (await http.get<{ data: ScheduleDto }>(`schedules/${companyId}/users/${userId}`, { query: { from: range.from, to: range.to, ...waitFor() }, signal })).data,
    enabled: companyId !== "" && userId !== "",
    placeholderData: keepPreviousData,
  });

export const presetsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: scheduleKeys.presets(companyId),
    queryFn: async ({ signal }) => (await http.get<{ data: PresetDto[] }>(`schedules/${companyId}/presets`, { query: waitFor(), signal })).data,
    enabled: companyId !== "",
  });

export interface CommandAnswer {
  readonly message?: string;
  readonly data?: { readonly id?: string; readonly ids?: readonly string[]; readonly series_id?: string | null };
  readonly warnings?: readonly ScheduleWarningDto[];
  readonly position?: string;
}

export type ScheduleOutcome = CommandOutcome<CommandAnswer>;

/**
 * One schedule command. Expected refusals (400 field errors, 403, 404, 409) come back to the
 * caller, which shows them in place (the spec's schedule error handler replaces the generic
 * toast, clarification 18); anything else goes to the error catalogue.
 */
export const sendScheduleCommand = (path: string, body: unknown = {}): Promise<ScheduleOutcome> =>
  sendCommand<CommandAnswer>("POST", path, body, (position) => (lastPosition = position));

/** The API's path segment of a kind (POST /schedules/shifts, /tasks, /absences). */
export const kindPath: Readonly<Record<ScheduleEventKind, string>> = { shift: "shifts", task: "tasks", absence: "absences" };

/** The event's input fields of the API (create, and the edit/move/resize/copy actions). */
export const eventInputOf = (item: ScheduleItem, over: { readonly start?: string; readonly end?: string; readonly user_id?: string; readonly position_id?: string | null } = {}) => ({
  user_id: over.user_id ?? item.personId,
  position_id: over.position_id === undefined ? item.positionId : over.position_id,
  title: item.title,
  comment: item.comment,
  customColor: item.color,
  start: over.start ?? item.startInstant,
  end: over.end ?? item.endInstant,
  is_all_day: item.isAllDay,
  pause_length: item.pauseMinutes,
  additional_break_time: item.additionalBreakMinutes,
  ...(item.kind === "absence" ? { type_id: item.absenceTypeId, work_leave: item.workLeave } : {}),
});
