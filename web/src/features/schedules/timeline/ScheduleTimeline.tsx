import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { colourOf, hoursLabel, type ScheduleItem, type ScheduleRow } from "../schedule-model.ts";
import type { SelectionContext, SelectionEvent } from "../selection/selection.machine.ts";
import { clockOf, weekdayOf, type LocalTime } from "./local-time.ts";
import { columnsOf, createdSpan, DAY_SLOT_MINUTES, lanesOf, moved, placementOf, resized, slotAt, type Column, type CreatedSpan, type Placement, type TimelineView } from "./timeline-grid.ts";
import { HEADER_WIDTH as WIDE_HEADER, LANE_HEIGHT, MIN_COLUMN_WIDTH, NARROW_BELOW, NARROW_HEADER_WIDTH, POSITION_ROW_HEIGHT, ROW_PADDING, timelineStyles as s } from "./timeline.styles.ts";

export interface MoveRequest {
  readonly ids: readonly string[];
  /** Whole slots: days (week, month) or 15 minutes (day). */
  readonly slots: number;
  /** The person row dropped on, when every moved event came from one row and it changed. */
  readonly toRow: Extract<ScheduleRow, { kind: "person" }> | null;
  readonly copying: boolean;
}

export interface ScheduleTimelineProps {
  readonly view: TimelineView;
  readonly anchor: string;
  readonly today: string;
  readonly rows: readonly ScheduleRow[];
  readonly items: readonly ScheduleItem[];
  /** Planning warnings per event id (translated texts). */
  readonly warnings: ReadonlyMap<string, readonly string[]>;
  readonly selection: SelectionContext;
  readonly send: (event: SelectionEvent) => void;
  readonly readOnly: boolean;
  readonly onCreate: (row: Extract<ScheduleRow, { kind: "person" }>, span: CreatedSpan) => void;
  readonly onOpen: (item: ScheduleItem) => void;
  readonly onMove: (request: MoveRequest) => void;
  readonly onResize: (item: ScheduleItem, end: LocalTime) => void;
  readonly onPaste: (row: Extract<ScheduleRow, { kind: "person" }>, date: string) => void;
  readonly onDelete: (ids: readonly string[]) => void;
}

type PersonRow = Extract<ScheduleRow, { kind: "person" }>;
type Drag =
  | { readonly mode: "create"; readonly rowKey: string; readonly a: number; readonly b: number }
  | { readonly mode: "move"; readonly id: string; readonly originRow: string; readonly originSlot: number; readonly slot: number; readonly rowKey: string; readonly copying: boolean; readonly moved: boolean; readonly x: number; readonly y: number }
  | { readonly mode: "resize"; readonly id: string; readonly slot: number };

const rowHeightOf = (row: ScheduleRow, lanes: number): number => (row.kind === "position" ? POSITION_ROW_HEIGHT : Math.max(1, lanes) * LANE_HEIGHT + ROW_PADDING * 2);

const rowUnder = (x: number, y: number): HTMLElement | null => (document.elementFromPoint(x, y)?.closest("[data-row-key]") as HTMLElement | null) ?? null;

type DayColumn = Column & { readonly weekend: boolean };

interface CellEvents {
  focus(row: number, col: number): void;
  key(e: KeyboardEvent<HTMLDivElement>, row: number, col: number): void;
}

interface RowCellsProps {
  readonly rowIndex: number;
  readonly personName: string;
  readonly columns: readonly DayColumn[];
  readonly colWidth: number;
  readonly view: TimelineView;
  /** The keyboard cursor's column when it is in this row. */
  readonly cursorCol: number | null;
  /** No cursor yet and this is the first person row: its first cell takes Tab. */
  readonly firstFocusable: boolean;
  readonly creating: { readonly lo: number; readonly hi: number } | null;
  readonly events: CellEvents;
}

/**
 * A person row's empty cells (a month view: 31 per row). Memoised: they change only with the
 * columns, the keyboard cursor in the row or a drag-create over it, not when events, the selection
 * or the warnings change, so re-drawing the month's chips does not re-draw ~900 cells.
 */
const RowCells = memo(({ rowIndex, personName, columns, colWidth, view, cursorCol, firstFocusable, creating, events }: RowCellsProps) =>
  columns.map((c) => {
    const inCreate = creating !== null && (view === "day" ? c.index >= Math.floor(creating.lo / 4) && c.index <= Math.floor(creating.hi / 4) : c.index >= creating.lo && c.index <= creating.hi);
    return (
      <div
        key={c.index}
        role="gridcell"
        className={s.cell}
        tabIndex={cursorCol === c.index || (firstFocusable && c.index === 0) ? 0 : -1}
        data-cell={`${rowIndex}:${c.index}`}
        data-date={c.date}
        data-weekend={c.weekend}
        data-creating={inCreate}
        aria-label={`${personName}, ${c.date}${c.hour === null ? "" : ` ${clockOf(c.hour * 60)}`}`}
        style={{ left: c.index * colWidth, width: colWidth }}
        onFocus={() => events.focus(rowIndex, c.index)}
        onKeyDown={(e) => events.key(e, rowIndex, c.index)}
      />
    );
  }),
);

/** The manager's (and the worker's read-only) resource timeline: rows are positions and people, columns days or hours. */
export const ScheduleTimeline = (props: ScheduleTimelineProps) => {
  const { view, anchor, today, rows, items, warnings, selection, send, readOnly } = props;
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1200);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const [cursor, setCursor] = useState<{ row: number; col: number } | null>(null);
  const focusCursor = useRef(false);
  const callbacks = useRef(props);
  callbacks.current = props;

  // The scroller's width is an outside measurement: the one effect that belongs here.
  useEffect(() => {
    const el = scroller.current;
    if (el === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 1200));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Each column's weekend flag worked out once, not once per row.
  const columns = useMemo(() => columnsOf(view, anchor).map((c) => ({ ...c, weekend: c.hour === null && weekdayOf(c.date) >= 5 })), [view, anchor]);
  const HEADER_WIDTH = width < NARROW_BELOW ? NARROW_HEADER_WIDTH : WIDE_HEADER;
  const colWidth = Math.max(MIN_COLUMN_WIDTH[view], Math.floor((width - HEADER_WIDTH - 2) / columns.length));
  const bodyWidth = colWidth * columns.length;

  const layout = useMemo(() => {
    const byRow = new Map<string, { item: ScheduleItem; placement: Placement }[]>();
    for (const item of items) {
      const placement = placementOf(item, view, anchor);
      if (placement === null) continue;
      const list = byRow.get(item.rowKey) ?? [];
      list.push({ item, placement });
      byRow.set(item.rowKey, list);
    }
    const lanes = new Map<string, ReturnType<typeof lanesOf>>();
    for (const [key, list] of byRow) lanes.set(key, lanesOf(list.map(({ item, placement }) => ({ id: item.id, placement }))));
    for (const list of byRow.values()) list.sort((a, b) => a.placement.left - b.placement.left);
    return { byRow, lanes };
  }, [items, view, anchor]);

  const itemById = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  // The grid's reading order for shift-click runs: row by row, then by start.
  // Built on the first click that needs it, not before the first paint (15,000 ids in a month of 500 people).
  const orderCache = useRef<{ rows: readonly ScheduleRow[]; layout: typeof layout; ids: readonly string[] } | null>(null);
  const orderOf = (): readonly string[] => {
    const cached = orderCache.current;
    if (cached !== null && cached.rows === rows && cached.layout === layout) return cached.ids;
    const ids = rows.flatMap((r) => (layout.byRow.get(r.key) ?? []).map(({ item }) => item.id));
    orderCache.current = { rows, layout, ids };
    return ids;
  };
  const personRows = useMemo(() => rows.map((r, i) => ({ r, i })).filter((x) => x.r.kind === "person"), [rows]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => {
      const row = rows[i];
      return row === undefined ? LANE_HEIGHT : rowHeightOf(row, layout.lanes.get(row.key)?.count ?? 0);
    },
    overscan: 6,
  });
  // Heights change with the events in a row.
  useEffect(() => virtualizer.measure(), [virtualizer, layout, rows]);

  useEffect(() => {
    if (!focusCursor.current || cursor === null) return;
    focusCursor.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-cell="${cursor.row}:${cursor.col}"]`)?.focus();
  });

  const slotFromX = (clientX: number, body: Element): number => {
    const rect = body.getBoundingClientRect();
    return slotAt(view, columns.length, (clientX - rect.left) / rect.width);
  };

  const setDragState = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const track = (onMove: (e: PointerEvent) => void, onUp: (e: PointerEvent) => void) => {
    const move = (e: PointerEvent) => onMove(e);
    const up = (e: PointerEvent) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      onUp(e);
    };
    const cancel = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      if (dragRef.current?.mode === "move") send({ type: "drag.cancel" });
      setDragState(null);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
  };

  const personRowByKey = (key: string): PersonRow | null => {
    const row = rows.find((r) => r.key === key);
    return row?.kind === "person" ? row : null;
  };

  const startCreate = (e: ReactPointerEvent<HTMLDivElement>, row: PersonRow) => {
    if (readOnly || e.button !== 0) return;
    const body = e.currentTarget;
    const slot = slotFromX(e.clientX, body);
    setDragState({ mode: "create", rowKey: row.key, a: slot, b: slot });
    track(
      (ev) => {
        const d = dragRef.current;
        if (d?.mode === "create") setDragState({ ...d, b: slotFromX(ev.clientX, body) });
      },
      () => {
        const d = dragRef.current;
        setDragState(null);
        if (d?.mode === "create") callbacks.current.onCreate(row, createdSpan(view, anchor, d.a, d.b));
      },
    );
  };

  const startMove = (e: ReactPointerEvent<HTMLElement>, item: ScheduleItem) => {
    e.stopPropagation();
    if (e.button !== 0) return;
    const body = e.currentTarget.closest("[data-row-key]");
    if (body === null) return;
    const slot = slotFromX(e.clientX, body);
    const ctrl = e.ctrlKey || e.metaKey;
    const shift = e.shiftKey;
    setDragState({ mode: "move", id: item.id, originRow: item.rowKey, originSlot: slot, slot, rowKey: item.rowKey, copying: ctrl, moved: false, x: e.clientX, y: e.clientY });
    track(
      (ev) => {
        const d = dragRef.current;
        if (d?.mode !== "move" || readOnly || !item.editable) return;
        const far = Math.abs(ev.clientX - d.x) + Math.abs(ev.clientY - d.y) > 4;
        if (!far && !d.moved) return;
        if (!d.moved) send({ type: "drag.start", id: item.id, copying: d.copying });
        const target = rowUnder(ev.clientX, ev.clientY);
        setDragState({ ...d, moved: true, slot: target === null ? d.slot : slotFromX(ev.clientX, target), rowKey: target?.dataset["rowKey"] ?? d.rowKey });
      },
      () => {
        const d = dragRef.current;
        setDragState(null);
        if (d?.mode !== "move") return;
        if (!d.moved) {
          send({ type: "event.click", id: item.id, shift, ctrl, order: orderOf() });
          return;
        }
        send({ type: "drag.end" });
        const ids = selection.selected.includes(item.id) ? selection.selected : [item.id];
        const oneRow = ids.every((id) => itemById.get(id)?.rowKey === d.originRow);
        const toRow = oneRow && d.rowKey !== d.originRow ? personRowByKey(d.rowKey) : null;
        if (d.slot - d.originSlot === 0 && toRow === null) return;
        callbacks.current.onMove({ ids, slots: d.slot - d.originSlot, toRow, copying: d.copying });
      },
    );
  };

  const startResize = (e: ReactPointerEvent<HTMLElement>, item: ScheduleItem) => {
    e.stopPropagation();
    if (e.button !== 0 || readOnly) return;
    const body = e.currentTarget.closest("[data-row-key]");
    if (body === null) return;
    setDragState({ mode: "resize", id: item.id, slot: slotFromX(e.clientX, body) });
    track(
      (ev) => {
        const d = dragRef.current;
        if (d?.mode === "resize") setDragState({ ...d, slot: slotFromX(ev.clientX, body) });
      },
      () => {
        const d = dragRef.current;
        setDragState(null);
        if (d?.mode === "resize") callbacks.current.onResize(item, resized(item, view, anchor, d.slot));
      },
    );
  };

  const moveCursor = (row: number, col: number) => {
    focusCursor.current = true;
    setCursor({ row, col });
    virtualizer.scrollToIndex(row, { align: "auto" });
  };

  const spanOfColumn = (col: number): CreatedSpan => (view === "day" ? createdSpan(view, anchor, col * 4, col * 4 + 3) : createdSpan(view, anchor, col, col));

  const onCellKey = (e: KeyboardEvent<HTMLDivElement>, rowIndex: number, col: number) => {
    const row = rows[rowIndex];
    if (row?.kind !== "person") return;
    const at = personRows.findIndex((p) => p.i === rowIndex);
    const step = (dr: number, dc: number) => {
      e.preventDefault();
      const next = personRows[Math.min(personRows.length - 1, Math.max(0, at + dr))];
      if (next !== undefined) moveCursor(next.i, Math.min(columns.length - 1, Math.max(0, col + dc)));
    };
    if (e.key === "ArrowRight") step(0, 1);
    else if (e.key === "ArrowLeft") step(0, -1);
    else if (e.key === "ArrowDown") step(1, 0);
    else if (e.key === "ArrowUp") step(-1, 0);
    else if ((e.key === "Enter" || e.key === " ") && !readOnly) {
      e.preventDefault();
      props.onCreate(row, spanOfColumn(col));
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "v" && !readOnly) {
      e.preventDefault();
      props.onPaste(row, columns[col]?.date ?? anchor);
    }
  };

  const onChipKey = (e: KeyboardEvent<HTMLElement>, item: ScheduleItem) => {
    e.stopPropagation();
    const ctrl = e.ctrlKey || e.metaKey;
    const targets = selection.selected.includes(item.id) ? selection.selected : [item.id];
    if (e.key === "Enter") {
      e.preventDefault();
      props.onOpen(item);
    } else if (e.key === " ") {
      e.preventDefault();
      send({ type: "event.click", id: item.id, shift: e.shiftKey, ctrl, order: orderOf() });
    } else if (e.key === "Escape") send({ type: "selection.clear" });
    else if (readOnly) return;
    else if (ctrl && e.key.toLowerCase() === "c") {
      e.preventDefault();
      if (!selection.selected.includes(item.id)) send({ type: "selection.set", ids: [item.id] });
      send({ type: "clipboard.copy" });
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      props.onDelete(targets);
    } else if (e.altKey && (e.key === "ArrowRight" || e.key === "ArrowLeft")) {
      e.preventDefault();
      const dir = e.key === "ArrowRight" ? 1 : -1;
      if (e.shiftKey) {
        const endPlacement = placementOf(item, view, anchor);
        const currentSlot = view === "day" ? Math.round(((endPlacement?.left ?? 0) + (endPlacement?.width ?? 0)) * 96) - 1 : (endPlacement?.endCol ?? 0);
        props.onResize(item, resized(item, view, anchor, currentSlot + dir));
      } else props.onMove({ ids: targets, slots: dir, toRow: null, copying: false });
    }
  };

  // The cells' handlers, stable across renders (RowCells is memoised); they call this render's onCellKey.
  const cellKey = useRef(onCellKey);
  cellKey.current = onCellKey;
  const cellEvents = useMemo<CellEvents>(() => ({ focus: (row, col) => setCursor({ row, col }), key: (e, row, col) => cellKey.current(e, row, col) }), []);
  // Texts every chip needs, translated once per render rather than once per chip (840 in a month view).
  const labels = useMemo(
    () => ({ shift: t("Shift"), task: t("Task"), absence: t("Absence"), allDay: t("All day"), confirmed: t("Confirmed"), unconfirmed: t("Unconfirmed") }),
    [t],
  );
  const dragDelta = drag?.mode === "move" && drag.moved ? drag.slot - drag.originSlot : 0;
  const movingIds = drag?.mode === "move" && drag.moved ? (selection.selected.includes(drag.id) ? selection.selected : [drag.id]) : [];

  const chip = (item: ScheduleItem, placement: Placement, lane: number, ghost: boolean) => {
    const warned = warnings.get(item.id) ?? [];
    const selected = selection.selected.includes(item.id);
    const time = item.isAllDay ? labels.allDay : `${clockOf(item.start.minutes)}–${clockOf(item.end.minutes)}`;
    const compact = view === "month";
    const resizing = drag?.mode === "resize" && drag.id === item.id;
    const width = resizing ? Math.max(placement.width, ((view === "day" ? (drag.slot + 1) / 96 : (drag.slot + 1) / columns.length) - placement.left)) : placement.width;
    return (
      <div
        key={`${ghost ? "ghost-" : ""}${item.id}`}
        role="button"
        tabIndex={ghost ? -1 : 0}
        className={s.chip}
        data-testid={ghost ? undefined : "schedule-event"}
        data-event-id={ghost ? undefined : item.id}
        data-kind={item.kind}
        data-date={item.start.date}
        data-start={clockOf(item.start.minutes)}
        data-confirmed={item.confirmed}
        data-selected={selected && !ghost}
        data-ghost={ghost}
        data-readonly={readOnly || !item.editable}
        aria-pressed={selected}
        aria-label={`${labels[item.kind]}, ${item.name}, ${item.start.date} ${time}${item.title === "" ? "" : `, ${item.title}`}, ${item.confirmed ? labels.confirmed : labels.unconfirmed}${warned.length > 0 ? `, ${warned.join(", ")}` : ""}`}
        title={[`${time} ${item.title}`.trim(), ...warned].join("\n")}
        style={{
          left: placement.left * bodyWidth + 2,
          width: Math.max(14, width * bodyWidth - 4),
          top: ROW_PADDING + lane * LANE_HEIGHT + 2,
          height: LANE_HEIGHT - 4,
          background: colourOf(item),
        }}
        onPointerDown={ghost ? undefined : (e) => startMove(e, item)}
        onDoubleClick={ghost ? undefined : () => props.onOpen(item)}
        onKeyDown={ghost ? undefined : (e) => onChipKey(e, item)}
      >
        {!compact && <span className={s.chipInitials}>{item.initials}</span>}
        <span className={s.chipText}>{compact ? `${clockOf(item.start.minutes).slice(0, 2)}–${clockOf(item.end.minutes).slice(0, 2)}` : `${time} ${item.title}`}</span>
        {item.isRepeating && !compact && <span aria-hidden>↻</span>}
        {warned.length > 0 && (
          <span className={s.chipWarning} data-testid="planning-warning" aria-hidden>
            !
          </span>
        )}
        {!readOnly && item.editable && !ghost && <span className={s.resize} data-testid="resize-handle" onPointerDown={(e) => startResize(e, item)} aria-hidden />}
      </div>
    );
  };

  const ghostsFor = (rowKey: string) => {
    if (drag?.mode !== "move" || !drag.moved) return [];
    const oneRow = movingIds.every((id) => itemById.get(id)?.rowKey === drag.originRow);
    return movingIds.flatMap((id) => {
      const item = itemById.get(id);
      if (item === undefined) return [];
      const target = oneRow ? drag.rowKey : item.rowKey;
      if (target !== rowKey) return [];
      const times = moved(item, view, dragDelta);
      const placement = placementOf({ ...item, ...times }, view, anchor);
      return placement === null ? [] : [chip({ ...item, ...times }, placement, 0, true)];
    });
  };

  const weekdayShort = (date: string) => t(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekdayOf(date)] ?? "Mon");
  const totalHeight = virtualizer.getTotalSize();

  return (
    <div
      ref={scroller}
      className={s.scroller}
      role="grid"
      aria-label={t("Schedule")}
      aria-rowcount={rows.length + 1}
      aria-multiselectable
      data-testid="schedule-timeline"
      data-view={view}
      onKeyDown={(e) => e.key === "Shift" && send({ type: "key.shift", down: true })}
      onKeyUp={(e) => e.key === "Shift" && send({ type: "key.shift", down: false })}
    >
      <div className={s.headRow} role="row" aria-rowindex={1} style={{ width: HEADER_WIDTH + bodyWidth }}>
        <div className={s.corner} role="columnheader" style={{ width: HEADER_WIDTH }}>
          {t("People")}
        </div>
        {columns.map((c) => (
          <div
            key={c.index}
            role="columnheader"
            className={s.colHead}
            style={{ width: colWidth }}
            data-weekend={c.weekend}
            data-today={c.hour === null && c.date === today}
          >
            {c.hour !== null ? clockOf(c.hour * 60) : view === "month" ? `${weekdayShort(c.date).slice(0, 2)} ${Number(c.date.slice(8))}` : `${weekdayShort(c.date)} ${c.date.slice(8)}.${c.date.slice(5, 7)}.`}
          </div>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className={s.empty}>{t("No people or positions to show")}</p>
      ) : (
        <div style={{ height: totalHeight, width: HEADER_WIDTH + bodyWidth, position: "relative" }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            if (row === undefined) return null;
            if (row.kind === "position") {
              return (
                <div key={row.key} role="row" aria-rowindex={v.index + 2} className={`${s.row} ${s.positionRow}`} style={{ top: v.start, height: v.size, width: HEADER_WIDTH + bodyWidth }} data-testid="schedule-position-row">
                  <div role="rowheader" className={`${s.rowHead} ${s.positionHead}`} style={{ width: HEADER_WIDTH, height: v.size }}>
                    {row.title}
                  </div>
                </div>
              );
            }
            const placed = layout.byRow.get(row.key) ?? [];
            const lanes = layout.lanes.get(row.key);
            const creating = drag?.mode === "create" && drag.rowKey === row.key ? { lo: Math.min(drag.a, drag.b), hi: Math.max(drag.a, drag.b) } : null;
            return (
              <div key={row.key} role="row" aria-rowindex={v.index + 2} className={s.row} style={{ top: v.start, height: v.size, width: HEADER_WIDTH + bodyWidth }} data-testid="schedule-row" data-person-id={row.person.id}>
                <div role="rowheader" className={s.rowHead} style={{ width: HEADER_WIDTH, height: v.size }}>
                  <span className={s.avatar} aria-hidden>
                    {row.person.initials}
                  </span>
                  <span className={s.personName}>{row.person.name}</span>
                  <span className={s.total} data-testid="row-total" title={t("Planned hours")}>
                    {hoursLabel(row.totalSeconds)}
                  </span>
                </div>
                <div className={s.body} style={{ width: bodyWidth, height: v.size }} data-row-key={row.key} onPointerDown={(e) => startCreate(e, row)}>
                  <RowCells
                    rowIndex={v.index}
                    personName={row.person.name}
                    columns={columns}
                    colWidth={colWidth}
                    view={view}
                    cursorCol={cursor?.row === v.index ? cursor.col : null}
                    firstFocusable={cursor === null && v.index === personRows[0]?.i}
                    creating={creating}
                    events={cellEvents}
                  />
                  {placed.map(({ item, placement }) => (movingIds.includes(item.id) && !(drag?.mode === "move" && drag.copying) ? chip(item, placement, lanes?.lane.get(item.id) ?? 0, true) : chip(item, placement, lanes?.lane.get(item.id) ?? 0, false)))}
                  {ghostsFor(row.key)}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
};

export const slotMinutes = DAY_SLOT_MINUTES;
